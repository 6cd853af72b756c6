// The one test kit (kernel/src/testing): `testKit`, the network fixtures, fake wallets, stand-in
// namespace adapters, a recording fetch and the waits, for every package's tests.
export * from '../../kernel/src/testing/index';

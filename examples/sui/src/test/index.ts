// `@acme/latchkey-sui/testing`: the package's test doubles, published for a dapp's own tests in
// Node (never for production, and never imported by the package's main entry). A Sui JSON-RPC
// double on 127.0.0.1 and a mock Wallet Standard wallet that signs for real and executes transfers
// on the node it is pointed at; `createTestRegistry()` stands in for the page's Wallet Standard
// registry, for `sui({ wallets })`.
//
// @example
// const node = await startSuiRpcDouble();
// const mock = createMockSuiWallet({ rpcUrl: node.url });
// const wallets = createTestRegistry();
// wallets.register(mock.wallet);
// createKit({ networks: [suiLocalnet(node.url)], plugins: [sui({ wallets })] });
export { startSuiRpcDouble, DOUBLE_COMPUTATION_UNITS, DOUBLE_STORAGE_MIST, type SuiRpcDouble } from './rpcDouble';
export { createMockSuiWallet, createTestRegistry, registerMockSuiWallet, MockWalletRejection, type MockSuiWallet, type MockSuiWalletOptions } from './mockWallet';

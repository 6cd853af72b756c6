// The kernel's one use of viem: its generic JSON-RPC `fallback` transport (ranking, failover) and
// `createTransport`, which work for any namespace's JSON-RPC. Only `import()` reaches this module
// (lazyFallbackRpc.ts, with a network's first read); named imports let a bundler keep just these
// two of viem. fallbackLoadPath.test.ts checks neither is on the page's load path.
// eslint-disable-next-line no-restricted-imports -- loaded lazily, see above
export { createTransport, fallback } from 'viem';

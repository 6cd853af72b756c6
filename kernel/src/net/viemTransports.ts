// The kernel's one use of viem: its generic JSON-RPC `fallback` transport (ranking, failover) and
// `createTransport`, which work for any namespace's JSON-RPC. Only `import()` reaches this module
// (lazyFallbackRpc.ts, with a network's first read); named imports let a bundler keep just these
// two of viem. fallbackLoadPath.test.ts checks neither is on the page's load path.
// The module holds code of its own (not a bare re-export), so Rollup keeps it a chunk of its own:
// a bare re-export of an external was hoisted into the kernel's main chunk, with viem on load.
// eslint-disable-next-line no-restricted-imports -- loaded lazily, see above
import { createTransport, fallback } from 'viem';

export const viemTransports = Object.freeze({ createTransport, fallback });

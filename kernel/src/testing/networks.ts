// Network fixtures beside fixtures.ts's `mainnet` (which has an explorer) and `base`.
import type { NetworkInput } from '../types/chain';

/** Ethereum as most tests write it: chain 1, https://eth.example, no block explorer. */
export const ethereum: NetworkInput = { id: 1, chainNamespace: 'eip155', name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://eth.example'] } } };

import type { CaipNetwork } from '@latchkey/kernel';

const LOCAL_CHAIN_IDS = new Set(['31337', '31338', '1337']);
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * True for a local development network: a loopback RPC URL or a well-known dev chain id. Such
 * networks are marked testnet but a developer still wants to see balances there.
 *
 * @example
 * isLocalNetwork({ ...net, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }); // true
 */
export function isLocalNetwork(network: CaipNetwork): boolean {
  if (LOCAL_CHAIN_IDS.has(network.caipNetworkId.split(':')[1] ?? '')) return true;
  return network.rpcUrls.default.http.some((url) => {
    try {
      return LOCAL_HOSTS.has(new URL(url).hostname);
    } catch {
      return false;
    }
  });
}

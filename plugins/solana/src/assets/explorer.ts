import type { CaipNetwork } from '@latchkey/kernel';
import { isSolanaAddress } from '../address';
import { isLocalNetwork, SOLANA_REFERENCES } from '../networks';
import { fromBase58 } from '../wire/encoding';

/**
 * A page of the network's explorer (`address/…`, `tx/…`) with the cluster it is on
 * (`?cluster=devnet`; a local validator as a custom cluster by its RPC URL).
 */
function explorerPage(network: CaipNetwork, path: string): string | undefined {
  const base = network.blockExplorers?.default.url;
  if (!base) return undefined;
  let url: URL;
  try {
    url = new URL(`${base.replace(/\/+$/, '')}/${path}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const reference = network.caipNetworkId.split(':')[1];
  if (reference === SOLANA_REFERENCES.devnet) url.searchParams.set('cluster', 'devnet');
  else if (reference === SOLANA_REFERENCES.testnet) url.searchParams.set('cluster', 'testnet');
  else if (reference !== SOLANA_REFERENCES.mainnet && isLocalNetwork(network) && network.rpcUrls.default.http[0]) {
    url.searchParams.set('cluster', 'custom');
    url.searchParams.set('customUrl', network.rpcUrls.default.http[0]);
  }
  return url.toString();
}

/**
 * The explorer's page of an address, with the cluster it is on (`?cluster=devnet`; a local
 * validator as a custom cluster by its RPC URL).
 *
 * @example
 * solanaAddressExplorerUrl(solanaDevnet, 'CCA1…'); // 'https://explorer.solana.com/address/CCA1…?cluster=devnet'
 */
export function solanaAddressExplorerUrl(network: CaipNetwork, address: string): string | undefined {
  return isSolanaAddress(address) ? explorerPage(network, `address/${address}`) : undefined;
}

/**
 * The explorer's page of a transaction signature, with the cluster it is on.
 *
 * @example
 * solanaTransactionUrl(solanaDevnet, '5x…'); // 'https://explorer.solana.com/tx/5x…?cluster=devnet'
 */
export function solanaTransactionUrl(network: CaipNetwork, signature: string): string | undefined {
  return fromBase58(signature)?.length === 64 ? explorerPage(network, `tx/${signature}`) : undefined;
}

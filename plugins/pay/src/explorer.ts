import type { CaipNetwork } from '@latchkey/kernel';

/**
 * The transaction's page on the network's default block explorer (`{explorer}/tx/{hash}`, the
 * explorer's query kept, as Solana's `?cluster=`), or undefined when the network names none or
 * its address is not https.
 *
 * @example
 * explorerTxUrl(base, '0xab…') // 'https://basescan.org/tx/0xab…'
 */
export function explorerTxUrl(network: Pick<CaipNetwork, 'blockExplorers'> | undefined, hash: string): string | undefined {
  const base = network?.blockExplorers?.default?.url;
  if (typeof base !== 'string' || !/^[0-9a-zA-Z]{1,128}$/.test(hash.replace(/^0x/, ''))) return undefined;
  try {
    const url = new URL(base);
    if (url.protocol !== 'https:' || url.username || url.password) return undefined;
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/tx/${hash}`;
    url.hash = '';
    return url.toString();
  } catch {
    return undefined;
  }
}

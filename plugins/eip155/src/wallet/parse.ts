import { ConnectorError, type AccountInfo } from '@latchkey/kernel';
import { getEip155AddressError, toChecksumAddress } from '../address';
import { toChainNumber } from './chainId';

/** More accounts than this from one wallet is not a wallet we should trust with a list. */
const MAX_ACCOUNTS = 100;

/**
 * Wallet-supplied accounts as EIP-55 checksum addresses; anything that is not an EVM address is
 * dropped, duplicates too (wallets are not trusted to send clean data).
 *
 * @example
 * parseAccounts(['0x70997970c51812dc3a010c7d01b50e0d17dc79c8', 'junk']);
 * // [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'eoa' }]
 */
export function parseAccounts(value: unknown): AccountInfo[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const out: AccountInfo[] = [];
  for (const entry of value.slice(0, MAX_ACCOUNTS)) {
    if (typeof entry !== 'string' || !entry.startsWith('0x') || getEip155AddressError(entry.toLowerCase()) !== undefined) continue;
    const address = toChecksumAddress(entry);
    if (seen.has(address)) continue;
    seen.add(address);
    out.push({ address, type: 'eoa' });
  }
  return out;
}

/**
 * Like {@link toChainNumber}, but a bad value is a ConnectorError (used where a chain id is required).
 *
 * @example
 * parseChainId(await provider.request({ method: 'eth_chainId' })); // 31337
 */
export function parseChainId(value: unknown): number {
  const n = toChainNumber(value);
  if (n === undefined) throw new ConnectorError('The wallet returned an invalid chain id', { details: String(value).slice(0, 40) });
  return n;
}

/**
 * SPEC §3: a signed message is 0x plus at least 62 hex characters.
 *
 * @example
 * isSignature('0x' + 'ab'.repeat(65)); // true
 */
export function isSignature(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{62,}$/.test(value);
}

/**
 * SPEC §3: a transaction hash is 0x plus 64 hex characters.
 *
 * @example
 * isTransactionHash('0x' + '00'.repeat(32)); // true
 */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value);
}

import type { AccountInfo } from '@latchkey/kernel';
import { getBip122AddressError } from '../address';
import { BITCOIN_CAIP_ID, BITCOIN_TESTNET_CAIP_ID, type BitcoinNetworkKind } from '../networks';
import type { BitcoinAccount, BitcoinAccountType } from '../types';

const PUBLIC_KEY = /^(?:[0-9a-fA-F]{64}|[0-9a-fA-F]{66}|[0-9a-fA-F]{130})$/;
const PATH = /^m(?:\/\d{1,10}['h]?){0,10}$/;
const ADDRESS_TYPE = /^[a-z0-9-]{1,16}$/;

/**
 * Mainnet or testnet from an address's prefix; undefined for a string that is no Bitcoin address.
 *
 * @example
 * kindOfAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'); // 'testnet'
 */
export function kindOfAddress(address: string): BitcoinNetworkKind | undefined {
  if (getBip122AddressError(address, BITCOIN_CAIP_ID) === undefined) return 'mainnet';
  if (getBip122AddressError(address, BITCOIN_TESTNET_CAIP_ID) === undefined) return 'testnet';
  return undefined;
}

/**
 * The payment and ordinal accounts in what a wallet answered (sats-connect address objects:
 * `{ address, publicKey, purpose, addressType, … }`), payment first, one of each at most, all on
 * the network of the first. Wallet data is checked field by field; anything malformed is left out.
 *
 * @example
 * parseWalletAddresses([{ address: 'bc1q…', publicKey: '03…', purpose: 'payment', addressType: 'p2wpkh' }]);
 */
export function parseWalletAddresses(value: unknown): BitcoinAccount[] {
  if (!Array.isArray(value)) return [];
  const found: Partial<Record<BitcoinAccountType, BitcoinAccount>> = {};
  for (const item of value.slice(0, 20)) {
    if (!item || typeof item !== 'object') continue;
    const a = item as Record<string, unknown>;
    const type: BitcoinAccountType | undefined = a.purpose === 'payment' ? 'payment' : a.purpose === 'ordinals' ? 'ordinal' : undefined;
    if (!type || found[type] || typeof a.address !== 'string' || a.address.length > 100 || !kindOfAddress(a.address)) continue;
    const path = typeof a.derivationPath === 'string' ? a.derivationPath : typeof a.path === 'string' ? a.path : undefined;
    found[type] = {
      namespace: 'bip122',
      address: a.address,
      type,
      ...(typeof a.publicKey === 'string' && PUBLIC_KEY.test(a.publicKey) ? { publicKey: a.publicKey.toLowerCase() } : {}),
      ...(path && PATH.test(path) ? { path } : {}),
      ...(typeof a.addressType === 'string' && ADDRESS_TYPE.test(a.addressType) ? { addressType: a.addressType } : {}),
    };
  }
  const list = [found.payment, found.ordinal].filter((x): x is BitcoinAccount => Boolean(x));
  const kind = list[0] ? kindOfAddress(list[0].address) : undefined;
  return list.filter((x) => kindOfAddress(x.address) === kind);
}

/**
 * The accounts with the chosen kind first (the one the kit shows and uses); the order of the
 * others is kept. When the wallet has no account of that kind, the order is unchanged.
 *
 * @example
 * orderAccounts([payment, ordinal], 'ordinal'); // [ordinal, payment]
 */
export function orderAccounts<T extends { type?: string }>(accounts: readonly T[], first: BitcoinAccountType): T[] {
  const chosen = accounts.filter((a) => a.type === first);
  return [...chosen, ...accounts.filter((a) => a.type !== first)];
}

/** The kernel's view of an account (SPEC §3 Account fields). */
export const toAccountInfo = (a: BitcoinAccount): AccountInfo => ({ address: a.address, type: a.type, ...(a.publicKey ? { publicKey: a.publicKey } : {}), ...(a.path ? { path: a.path } : {}) });

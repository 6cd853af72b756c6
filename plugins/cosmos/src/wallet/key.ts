import { ConnectorError, safeWalletName, type AccountInfo, type CaipNetwork } from '@latchkey/kernel';
import { cosmosAddressError, type PrefixMap } from '../address';
import { toBase64 } from '../encoding';
import type { CosmosAccountData, CosmosKey } from '../types';

/** A wallet's `getKey` answer, checked: the address fits the network, the key is 33 or 65 bytes. */
export interface CheckedKey {
  name: string;
  algo: string;
  pubKey: Uint8Array;
  bech32Address: string;
  isNanoLedger: boolean;
}

/** Bytes from the wallet: a Uint8Array of this realm or another (an extension's), or a plain byte array. */
function bytesOf(value: unknown): Uint8Array | undefined {
  if (value instanceof Uint8Array) return Uint8Array.from(value);
  if (ArrayBuffer.isView(value) && Object.prototype.toString.call(value) === '[object Uint8Array]') return Uint8Array.from(value as unknown as ArrayLike<number>);
  if (Array.isArray(value) && value.length <= 65 && value.every((b) => Number.isInteger(b) && b >= 0 && b <= 255)) return Uint8Array.from(value as number[]);
  return undefined;
}

/**
 * Checks what a wallet's `getKey(chainId)` answered for `network`: a bech32 address of the
 * network's prefix (when known), a compressed (33-byte) or uncompressed (65-byte) public key, an
 * algorithm name; the key name sanitised. Anything else is a ConnectorError: the wallet is not
 * trusted.
 *
 * @example
 * const key = checkKey(await keplr.getKey('cosmoshub-4'), cosmosHub, prefixes)
 */
export function checkKey(raw: unknown, network: Pick<CaipNetwork, 'caipNetworkId'>, prefixes: PrefixMap): CheckedKey {
  const k = raw as Partial<Record<keyof CheckedKey, unknown>> | null | undefined;
  if (!k || typeof k !== 'object') throw new ConnectorError('The wallet returned no account');
  const addressError = cosmosAddressError(k.bech32Address, network.caipNetworkId, prefixes);
  if (addressError) throw new ConnectorError('The wallet returned an invalid account', { details: addressError });
  const pubKey = bytesOf(k.pubKey);
  if (!pubKey || (pubKey.length !== 33 && pubKey.length !== 65)) throw new ConnectorError('The wallet returned an invalid account', { details: 'pubKey must be 33 or 65 bytes' });
  const algo = typeof k.algo === 'string' && /^[a-z0-9_-]{1,32}$/i.test(k.algo) ? k.algo : 'secp256k1';
  return { name: safeWalletName(k.name) ?? '', algo, pubKey, bech32Address: k.bech32Address as string, isNanoLedger: k.isNanoLedger === true };
}

/**
 * The kernel's account of a key: its address, `eoa` (SPEC §6), the public key in base64.
 *
 * @example
 * accountOf(key); // { address: 'cosmos1…', type: 'eoa', publicKey: 'A…' }
 */
export function accountOf(key: CheckedKey): AccountInfo {
  return { address: key.bech32Address, type: 'eoa', publicKey: toBase64(key.pubKey) };
}

/**
 * A key as the plugin's API answers it (bytes as base64).
 *
 * @example
 * cosmosKeyOf(key).pubKey; // 'A…'
 */
export function cosmosKeyOf(key: CheckedKey): CosmosKey {
  return { name: key.name, algo: key.algo, pubKey: toBase64(key.pubKey), bech32Address: key.bech32Address, isNanoLedger: key.isNanoLedger };
}

/**
 * A key as `cosmos_getAccounts` answers it (WalletConnect's Cosmos RPC).
 *
 * @example
 * accountDataOf(key); // { algo: 'secp256k1', address: 'cosmos1…', pubkey: 'A…' }
 */
export function accountDataOf(key: CheckedKey): CosmosAccountData {
  return { algo: key.algo, address: key.bech32Address, pubkey: toBase64(key.pubKey) };
}

// An extension's account list, read as untrusted data and shown for one network: SS58 with that
// network's prefix, accounts pinned to another chain left out (part of the connector's lazy chunk).
import { safeWalletName, type CaipNetwork } from '@latchkey/kernel';
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto';
import { toHex, type Hex } from '../encoding';
import { polkadotChainReference } from '../networks';
import type { PolkadotAccount, PolkadotKeyType } from '../types';

/** More accounts than this from one extension are ignored (the list is the wallet's data). */
export const MAX_ACCOUNTS = 100;
const KEY_TYPES = new Set<PolkadotKeyType>(['sr25519', 'ed25519', 'ecdsa']);

/** An account for one network, and the address the extension itself gave. */
export interface NetworkAccount extends PolkadotAccount {
  publicKey: Hex;
  source: string;
}

/**
 * The 32-byte account id of an SS58 address (any prefix), or undefined when it is none (never throws).
 *
 * @example
 * accountIdOf('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'); // '0xd43593c7…a56da27d'
 */
export function accountIdOf(address: unknown): Hex | undefined {
  if (typeof address !== 'string' || address.length > 64) return undefined;
  try {
    const id = decodeAddress(address);
    return id.length === 32 ? toHex(id) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The accounts of an extension's list that can act on `network`, each re-encoded with `prefix`:
 * Ethereum-style (20-byte) accounts, malformed entries, duplicates and accounts pinned to another
 * chain (`genesisHash`) are left out, names sanitized, order kept.
 *
 * @example
 * accountsFor([{ address: '5Grw…utQY', name: 'Alice', type: 'sr25519' }], polkadotMainnet, 0)
 * // [{ address: '15oF…6Sp5', publicKey: '0xd435…a27d', name: 'Alice', type: 'sr25519', source: '5Grw…utQY' }]
 */
export function accountsFor(list: unknown, network: Pick<CaipNetwork, 'caipNetworkId'> | undefined, prefix: number): NetworkAccount[] {
  if (!Array.isArray(list)) return [];
  const reference = network?.caipNetworkId.split(':')[1];
  const seen = new Set<string>();
  const out: NetworkAccount[] = [];
  for (const entry of list.slice(0, MAX_ACCOUNTS)) {
    if (!entry || typeof entry !== 'object') continue;
    const { address, name, type, genesisHash } = entry as Record<string, unknown>;
    if (type !== undefined && type !== null && !KEY_TYPES.has(type as PolkadotKeyType)) continue;
    if (typeof genesisHash === 'string' && genesisHash && reference && polkadotChainReference(genesisHash) !== reference) continue;
    const publicKey = accountIdOf(address);
    if (!publicKey || seen.has(publicKey)) continue;
    seen.add(publicKey);
    const clean = safeWalletName(name);
    out.push({
      address: encodeAddress(publicKey, prefix),
      publicKey,
      source: address as string,
      ...(clean ? { name: clean } : {}),
      ...(type ? { type: type as PolkadotKeyType } : {}),
    });
  }
  return out;
}

/**
 * `accounts` with the one whose account id is `first` moved to the front (when present).
 *
 * @example
 * withFirst([alice, bob], bob.publicKey); // [bob, alice]
 */
export function withFirst<T extends { publicKey: string }>(accounts: readonly T[], first: string | undefined): T[] {
  const at = first ? accounts.findIndex((a) => a.publicKey === first) : -1;
  return at <= 0 ? [...accounts] : [accounts[at]!, ...accounts.slice(0, at), ...accounts.slice(at + 1)];
}

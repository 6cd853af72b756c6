// The mock Polkadot extension's accounts: Substrate's well-known dev keys (the `//Alice` family,
// derived from the public dev phrase), each with the key type a real extension would report.
import { Keyring } from '@polkadot/keyring';
import type { KeyringPair } from '@polkadot/keyring/types';
import { u8aToHex } from '@polkadot/util';

/** The key types an injected Polkadot account may have (as `InjectedAccount.type` names them). */
export type PolkadotKeyType = 'sr25519' | 'ed25519' | 'ecdsa';

/** One account of the mock extension: a dev derivation path, its key type and the name it shows. */
export interface PolkadotDevAccountSpec {
  /** A secret URI: `//Alice`, `//Bob`, or any `<phrase or seed>//path` the keyring accepts. */
  uri: string;
  type: PolkadotKeyType;
  name: string;
  /** Pins the account to one chain (the extension's "use on this chain only"); default any chain. */
  genesisHash?: string | null;
}

/** Alice (sr25519), Bob (ed25519) and Charlie (ecdsa): the extension's default accounts are the first two. */
export const POLKADOT_DEV_ACCOUNTS: readonly PolkadotDevAccountSpec[] = Object.freeze([
  Object.freeze({ uri: '//Alice', type: 'sr25519', name: 'Alice' }),
  Object.freeze({ uri: '//Bob', type: 'ed25519', name: 'Bob' }),
  Object.freeze({ uri: '//Charlie', type: 'ecdsa', name: 'Charlie' }),
] as const);

/** A dev account with its key pair (which really signs). */
export interface PolkadotDevAccount extends PolkadotDevAccountSpec {
  pair: KeyringPair;
  /** The 32-byte account id as 0x hex (for ecdsa: the blake2-256 of the compressed public key). */
  accountId: `0x${string}`;
  /** The address with the generic Substrate prefix 42. */
  address: string;
}

/**
 * Key pairs for account specs, with addresses in `ss58Format` (default 42, generic Substrate).
 * Pure JavaScript (no WASM to wait for); about 100 ms per sr25519 derivation.
 *
 * @example
 * ```ts
 * const [alice] = createPolkadotDevAccounts([POLKADOT_DEV_ACCOUNTS[0]!]);
 * alice.address; // '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
 * ```
 */
export function createPolkadotDevAccounts(specs: readonly PolkadotDevAccountSpec[] = POLKADOT_DEV_ACCOUNTS, ss58Format = 42): PolkadotDevAccount[] {
  const keyring = new Keyring({ ss58Format });
  return specs.map((spec) => {
    const pair = keyring.addFromUri(spec.uri, { name: spec.name }, spec.type);
    return { ...spec, pair, accountId: u8aToHex(keyring.decodeAddress(pair.address)), address: pair.address };
  });
}

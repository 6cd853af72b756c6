import { ripemd160 } from '@noble/hashes/legacy';
import { sha256 } from '@noble/hashes/sha2';
import { secp256k1 } from '@noble/curves/secp256k1';
import { bech32, hex } from '@scure/base';

/** One Cosmos test key. Its private key is public: never use it anywhere else. */
export interface CosmosTestAccount {
  /** The 32-byte secp256k1 private key as hex: sha256("latchkey cosmos test account <i>"). */
  seed: string;
  /** Compressed public key, base64 (what `getKey().pubKey` and `pub_key.value` carry). */
  pubKey: string;
  /** Its address on Cosmos Hub (prefix `cosmos`). */
  cosmos: string;
  /** Its address on Osmosis (prefix `osmo`). */
  osmo: string;
}

/**
 * The mock Keplr's two accounts (the second is there to test a keystore change). Written out
 * rather than derived at start-up so they are greppable; a test checks the derivation.
 *
 * @example
 * ```ts
 * const [first, second] = COSMOS_TEST_ACCOUNTS;
 * first.cosmos; // 'cosmos1rk49ccf90n48ntfxpzwu884m606stun0l2kgs9'
 * ```
 */
export const COSMOS_TEST_ACCOUNTS: readonly CosmosTestAccount[] = Object.freeze([
  Object.freeze({
    seed: '235cfe3fe5a23951efdcd2a77a13e017cf7ee966a8485e988873409721c18d79',
    pubKey: 'As89pGSsFlb4Vi7HJhGtrTEBTsdq5DfSVeyMSJCq8bpR',
    cosmos: 'cosmos1rk49ccf90n48ntfxpzwu884m606stun0l2kgs9',
    osmo: 'osmo1rk49ccf90n48ntfxpzwu884m606stun0h39cxh',
  }),
  Object.freeze({
    seed: '24c08e8854c4c6cdc1723104fc29d45fe893a052877ab021b42988434b213cf2',
    pubKey: 'A9R4BwSWPu2ylM5AIrEQ70p6dGsAGDt0PjBwg5xi8fjV',
    cosmos: 'cosmos1vn2h0awrhhaedrtzljrl2trszwgm7sdh9750q4',
    osmo: 'osmo1vn2h0awrhhaedrtzljrl2trszwgm7sdhd98lk8',
  }),
]);

/** A secp256k1 key that signs for Cosmos addresses. */
export interface Secp256k1Signer {
  readonly privateKey: Uint8Array;
  /** Compressed, 33 bytes. */
  readonly publicKey: Uint8Array;
  /** ripemd160(sha256(publicKey)): the 20 address bytes. */
  readonly addressBytes: Uint8Array;
  /** The bech32 address with a chain's prefix. */
  address(prefix: string): string;
  /** A 64-byte r || s low-S signature (RFC 6979, deterministic) of sha256(bytes). */
  signSha256(bytes: Uint8Array): Uint8Array;
}

/**
 * A signer from a 32-byte private key given as hex.
 *
 * @example
 * signerFromSeed(COSMOS_TEST_ACCOUNTS[0].seed).address('osmo'); // 'osmo1rk49…'
 */
export function signerFromSeed(seedHex: string): Secp256k1Signer {
  const privateKey = hex.decode(seedHex);
  if (privateKey.length !== 32) throw new Error(`a secp256k1 private key is 32 bytes, got ${privateKey.length}`);
  const publicKey = secp256k1.getPublicKey(privateKey, true);
  const addressBytes = ripemd160(sha256(publicKey));
  return Object.freeze({
    privateKey,
    publicKey,
    addressBytes,
    address: (prefix: string) => bech32.encode(prefix, bech32.toWords(addressBytes)),
    signSha256: (bytes: Uint8Array) => secp256k1.sign(sha256(bytes), privateKey, { lowS: true }).toCompactRawBytes(),
  });
}

// Keys of the Bitcoin mock wallet: a BIP-39 seed (PBKDF2) and BIP-32 derivation (HMAC-SHA512),
// both through WebCrypto so the same code runs in Node and in the page; curve arithmetic with
// @noble/curves; scripts and addresses with @scure/btc-signer.
import { secp256k1 } from '@noble/curves/secp256k1';
import { NETWORK, p2tr, p2wpkh, TEST_NETWORK } from '@scure/btc-signer';
import type { BitcoinNetworkName, BitcoinKeyPair, BitcoinWalletKeys } from './types';

/** The BIP-39 test mnemonic (BIP-84/86 test vectors): the mock wallet's default, public on purpose. */
export const BITCOIN_TEST_MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

const N = secp256k1.CURVE.n;
const HARDENED = 0x80000000;
const utf8 = (s: string) => new TextEncoder().encode(s);

function subtle(): SubtleCrypto {
  const s = (globalThis as { crypto?: Crypto }).crypto?.subtle;
  if (!s) throw new Error('The Bitcoin mock wallet needs WebCrypto (crypto.subtle): a secure context or Node 20+');
  return s;
}

async function hmacSha512(key: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  const k = await subtle().importKey('raw', key as BufferSource, { name: 'HMAC', hash: 'SHA-512' }, false, ['sign']);
  return new Uint8Array(await subtle().sign('HMAC', k, data as BufferSource));
}

const toBigInt = (bytes: Uint8Array) => BigInt(`0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('') || '0'}`);
const to32 = (n: bigint) => Uint8Array.from(n.toString(16).padStart(64, '0').match(/../g)!.map((h) => parseInt(h, 16)));
const ser32 = (i: number) => Uint8Array.of(i >>> 24, (i >>> 16) & 0xff, (i >>> 8) & 0xff, i & 0xff);

/**
 * The 64-byte BIP-39 seed of a mnemonic (PBKDF2-HMAC-SHA512, 2048 rounds, salt "mnemonic" +
 * passphrase). The words are not checked against the word list: the mock takes any phrase.
 *
 * @example
 * const seed = await mnemonicToSeed(BITCOIN_TEST_MNEMONIC);
 */
export async function mnemonicToSeed(mnemonic: string, passphrase = ''): Promise<Uint8Array> {
  const key = await subtle().importKey('raw', utf8(mnemonic.normalize('NFKD')) as BufferSource, 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle().deriveBits({ name: 'PBKDF2', hash: 'SHA-512', salt: utf8(`mnemonic${passphrase}`.normalize('NFKD')) as BufferSource, iterations: 2048 }, key, 512);
  return new Uint8Array(bits);
}

/**
 * BIP-32 private derivation of `path` ("m/84'/0'/0'/0/0") from a seed; returns the 32-byte key.
 *
 * @example
 * const key = await derivePrivateKey(seed, "m/86'/0'/0'/0/0");
 */
export async function derivePrivateKey(seed: Uint8Array, path: string): Promise<Uint8Array> {
  const parts = path.split('/');
  if (parts[0] !== 'm') throw new Error(`A BIP-32 path starts with m: ${path}`);
  let node = await hmacSha512(utf8('Bitcoin seed'), seed);
  let key = toBigInt(node.slice(0, 32));
  let chain = node.slice(32);
  for (const part of parts.slice(1)) {
    const match = /^(\d+)('|h)?$/.exec(part);
    if (!match) throw new Error(`Bad BIP-32 path element '${part}' in ${path}`);
    const index = Number(match[1]) + (match[2] ? HARDENED : 0);
    const data = match[2] ? new Uint8Array([0, ...to32(key), ...ser32(index)]) : new Uint8Array([...secp256k1.getPublicKey(to32(key), true), ...ser32(index)]);
    node = await hmacSha512(chain, data);
    const tweak = toBigInt(node.slice(0, 32));
    key = (key + tweak) % N;
    if (tweak >= N || key === 0n) throw new Error(`Invalid BIP-32 child at ${part} (try the next index)`);
    chain = node.slice(32);
  }
  return to32(key);
}

/**
 * The btc-signer parameters of a network: mainnet `bc`, every test network `tb`.
 *
 * @example
 * p2wpkh(publicKey, btcNetworkOf('Testnet')).address; // 'tb1q…'
 */
export const btcNetworkOf = (name: BitcoinNetworkName) => (name === 'Mainnet' ? NETWORK : TEST_NETWORK);

/**
 * The wallet's two accounts on a network, as Xverse-style wallets derive them: payment P2WPKH at
 * m/84'/coin'/0'/0/0 (ECDSA) and ordinals P2TR at m/86'/coin'/0'/0/0 (Schnorr, BIP-86 key path);
 * coin 0 on mainnet, 1 on the test networks.
 *
 * @example
 * const keys = await deriveWalletKeys(await mnemonicToSeed(BITCOIN_TEST_MNEMONIC), 'Mainnet');
 * keys.payment.address; // 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu'
 */
export async function deriveWalletKeys(seed: Uint8Array, network: BitcoinNetworkName): Promise<BitcoinWalletKeys> {
  const coin = network === 'Mainnet' ? 0 : 1;
  const btc = btcNetworkOf(network);
  const paymentPath = `m/84'/${coin}'/0'/0/0`;
  const ordinalPath = `m/86'/${coin}'/0'/0/0`;
  const [paymentKey, ordinalKey] = await Promise.all([derivePrivateKey(seed, paymentPath), derivePrivateKey(seed, ordinalPath)]);
  const paymentPub = secp256k1.getPublicKey(paymentKey, true);
  const ordinalPub = secp256k1.getPublicKey(ordinalKey, true).slice(1);
  const pay = p2wpkh(paymentPub, btc);
  const tr = p2tr(ordinalPub, undefined, btc);
  const payment: BitcoinKeyPair = { purpose: 'payment', addressType: 'p2wpkh', path: paymentPath, privateKey: paymentKey, publicKey: paymentPub, address: pay.address!, script: pay.script };
  const ordinal: BitcoinKeyPair = { purpose: 'ordinals', addressType: 'p2tr', path: ordinalPath, privateKey: ordinalKey, publicKey: ordinalPub, address: tr.address!, script: tr.script };
  return { network, payment, ordinal };
}

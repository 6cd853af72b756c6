// Checks of what a dapp asks the wallet to do, shared by the API (before the approval view) and
// the connector (kit.request may be called directly). Nothing here loads an SDK.
import { ValidationError } from '@latchkey/kernel';
import { getBip122AddressError } from './address';
import { toSats } from './amount';
import type { MessageProtocol } from './types';

/** Longest message handed to a wallet; longer ones are a mistake, not something to sign blind. */
export const MAX_MESSAGE_LENGTH = 100_000;
/** Most recipients of one transfer. */
export const MAX_RECIPIENTS = 100;
/** Largest PSBT accepted, in base64 characters. */
export const MAX_PSBT_LENGTH = 4_000_000;
/** No amount above all bitcoin there will ever be (21 million BTC in sats). */
const MAX_SATS = 2_100_000_000_000_000n;
/** Every PSBT starts with "psbt" 0xff, which is "cHNidP8" in base64. */
const PSBT_BASE64_PREFIX = 'cHNidP8';
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Bytes as base64 (btoa over chunks: no SDK on the page). */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const record = (value: unknown, what: string): Record<string, unknown> => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ValidationError('Invalid input', { details: `${what} expects an object of params` });
  return value as Record<string, unknown>;
};

/**
 * `signMessage` params checked: a text message, an optional protocol, an optional address.
 *
 * @example
 * checkSignMessage({ message: 'hi', protocol: 'BIP322' }); // { message: 'hi', protocol: 'BIP322', address: undefined }
 */
export function checkSignMessage(params: unknown): { message: string; protocol: MessageProtocol | undefined; address: string | undefined } {
  const p = record(params, 'signMessage');
  if (typeof p.message !== 'string' || p.message.length > MAX_MESSAGE_LENGTH) throw new ValidationError('Invalid input', { details: `message must be text of at most ${MAX_MESSAGE_LENGTH} characters` });
  if (p.protocol !== undefined && p.protocol !== 'ECDSA' && p.protocol !== 'BIP322') throw new ValidationError('Invalid input', { details: "protocol is 'ECDSA' or 'BIP322'" });
  if (p.address !== undefined && typeof p.address !== 'string') throw new ValidationError('Invalid input', { details: 'address must be a string' });
  return { message: p.message, protocol: p.protocol as MessageProtocol | undefined, address: p.address as string | undefined };
}

/**
 * `sendTransfer` recipients checked against the network the kit is on: each receiver must be an
 * address of that network (a testnet address is refused on mainnet and the reverse) and each
 * amount a positive whole number of satoshis. Amounts come back as numbers, as wallets take them.
 *
 * @example
 * checkTransfer({ recipients: [{ address: 'bc1q…', amount: '1500' }] }, 'bip122:000000000019d6689c085ae165831e93');
 */
export function checkTransfer(params: unknown, caipNetworkId: string): { recipients: Array<{ address: string; amount: number }> } {
  const p = record(params, 'sendTransfer');
  const list = p.recipients;
  if (!Array.isArray(list) || list.length === 0) throw new ValidationError('An amount and receiver address are required');
  if (list.length > MAX_RECIPIENTS) throw new ValidationError('Invalid input', { details: `at most ${MAX_RECIPIENTS} recipients` });
  return {
    recipients: list.map((r: unknown, i) => {
      const o = r && typeof r === 'object' ? (r as Record<string, unknown>) : {};
      const sats = toSats(o.amount);
      if (typeof o.address !== 'string' || !o.address || o.amount === undefined || o.amount === '' || sats === 0n) throw new ValidationError('An amount and receiver address are required', { details: `recipients[${i}]` });
      if (sats === undefined || sats > MAX_SATS || sats > BigInt(Number.MAX_SAFE_INTEGER)) throw new ValidationError('Invalid input', { details: `recipients[${i}].amount must be a whole number of satoshis` });
      const reason = getBip122AddressError(o.address, caipNetworkId);
      if (reason) throw new ValidationError('Invalid address', { details: `recipients[${i}]: ${reason}`, data: { namespace: 'bip122', address: o.address } });
      return { address: o.address, amount: Number(sats) };
    }),
  };
}

/**
 * `signPsbt` params checked: a base64 PSBT (bytes are encoded), and which inputs to sign per
 * address. Broadcasting is never asked for: the dapp gets the signed PSBT back.
 *
 * @example
 * checkSignPsbt({ psbt: 'cHNidP8B…', signInputs: { 'bc1q…': [0] } });
 */
export function checkSignPsbt(params: unknown): { psbt: string; signInputs: Record<string, number[]> | undefined } {
  const p = record(params, 'signPsbt');
  const psbt = p.psbt instanceof Uint8Array && p.psbt.length <= (MAX_PSBT_LENGTH / 4) * 3 ? toBase64(p.psbt) : p.psbt;
  const valid = typeof psbt === 'string' && psbt.length <= MAX_PSBT_LENGTH && psbt.length % 4 === 0 && psbt.startsWith(PSBT_BASE64_PREFIX) && BASE64.test(psbt);
  if (!valid) throw new ValidationError('Invalid input', { details: 'psbt must be a PSBT, base64 or bytes' });
  let signInputs: Record<string, number[]> | undefined;
  if (p.signInputs !== undefined) {
    const raw = record(p.signInputs, 'signInputs');
    signInputs = {};
    for (const [address, indexes] of Object.entries(raw)) {
      if (!Array.isArray(indexes) || !indexes.every((i) => Number.isInteger(i) && i >= 0 && i < 10_000)) throw new ValidationError('Invalid input', { details: `signInputs['${address}'] must list input indexes` });
      signInputs[address] = [...indexes] as number[];
    }
  }
  return { psbt: psbt as string, signInputs };
}

import { type RequestDescription } from '@latchkey/kernel';
import { formatUnits } from '@latchkey/kernel/units';
import { SIGN_AND_EXECUTE, SIGN_PERSONAL_MESSAGE } from './methods';
import { SUI_DECIMALS } from './networks';

/** Longest message text shown as text; longer ones are cut for the view (the wallet shows all). */
const MAX_TEXT = 2_000;

const fromBase64 = (value: string): Uint8Array | undefined => {
  try {
    return Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
};

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** A little-endian u64 (a Sui `Pure` amount), or undefined when the bytes are not 8. */
const u64 = (bytes: Uint8Array | undefined): bigint | undefined => {
  if (!bytes || bytes.length !== 8) return undefined;
  let value = 0n;
  for (let i = 7; i >= 0; i--) value = (value << 8n) | BigInt(bytes[i]!);
  return value;
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const pureBytes = (inputs: unknown[], arg: unknown): Uint8Array | undefined => {
  if (!isObject(arg) || typeof arg.Input !== 'number') return undefined;
  const input = inputs[arg.Input];
  const pure = isObject(input) && isObject(input.Pure) ? input.Pure.bytes : undefined;
  return typeof pure === 'string' ? fromBase64(pure) : undefined;
};

/**
 * The receiver and amount of a plain SUI transfer written as a transaction's JSON (what
 * `Transaction.toJSON()` gives and this package's transfer builds): one `SplitCoins` of the gas
 * coin into one amount, then one `TransferObjects` of that coin to an address. Undefined for any
 * other transaction: it is then described by its size only, never guessed at.
 *
 * @example
 * readSuiTransfer(await tx.toJSON()); // { receiver: '0xab…', amount: 1000000000n }
 */
export function readSuiTransfer(json: string): { receiver: string; amount: bigint } | undefined {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!isObject(data) || !Array.isArray(data.inputs) || !Array.isArray(data.commands) || data.commands.length !== 2) return undefined;
  const [split, transfer] = data.commands as unknown[];
  const splitCoins = isObject(split) && isObject(split.SplitCoins) ? split.SplitCoins : undefined;
  const transferObjects = isObject(transfer) && isObject(transfer.TransferObjects) ? transfer.TransferObjects : undefined;
  if (!splitCoins || !transferObjects) return undefined;
  if (!isObject(splitCoins.coin) || splitCoins.coin.GasCoin !== true || !Array.isArray(splitCoins.amounts) || splitCoins.amounts.length !== 1) return undefined;
  const objects = transferObjects.objects;
  const nested = Array.isArray(objects) && objects.length === 1 && isObject(objects[0]) ? objects[0].NestedResult : undefined;
  if (!Array.isArray(nested) || nested[0] !== 0 || nested[1] !== 0) return undefined;
  const amount = u64(pureBytes(data.inputs, splitCoins.amounts[0]));
  const address = pureBytes(data.inputs, transferObjects.address);
  if (amount === undefined || !address || address.length !== 32) return undefined;
  return { receiver: `0x${hex(address)}`, amount };
}

/**
 * How the ApproveTransaction view reads a sui request: a personal message as its text, a SUI
 * transfer as its receiver and amount, any other transaction by its size.
 *
 * @example
 * describeSuiRequest({ method: 'sui_signPersonalMessage', params: { message: 'Hello' }, network }); // { kind: 'message', text: 'Hello' }
 */
export function describeSuiRequest(request: { method: string; params: unknown }): RequestDescription | undefined {
  const params = isObject(request.params) ? request.params : undefined;
  if (request.method === SIGN_PERSONAL_MESSAGE) {
    const message = params?.message;
    if (typeof message === 'string') return { kind: 'message', text: message.slice(0, MAX_TEXT) };
    if (message instanceof Uint8Array) {
      try {
        return { kind: 'message', text: new TextDecoder('utf-8', { fatal: true }).decode(message).slice(0, MAX_TEXT) };
      } catch {
        return { kind: 'message', text: `0x${hex(message.slice(0, MAX_TEXT / 2))}`, code: true };
      }
    }
    return undefined;
  }
  if (request.method === SIGN_AND_EXECUTE) {
    const transaction = params?.transaction;
    if (typeof transaction !== 'string') return undefined;
    const transfer = readSuiTransfer(transaction);
    if (transfer) return { kind: 'transaction', receiver: transfer.receiver, amount: formatUnits(transfer.amount, SUI_DECIMALS), symbol: 'SUI' };
    const bytes = transaction.trimStart().startsWith('{') ? new TextEncoder().encode(transaction) : fromBase64(transaction);
    return { kind: 'transaction', ...(bytes ? { dataBytes: bytes.length } : {}) };
  }
  return undefined;
}

import { ValidationError } from '@latchkey/kernel';
import { getCosmosAddressError } from '../addressRule';
import { bech32PrefixOf } from '../address';
import { fromBase64, toBase64, utf8Bytes } from '../encoding';
import type { StdSignDoc } from '../types';

/** The amino type of ADR-36's one message. */
export const MSG_SIGN_DATA = 'sign/MsgSignData';

/**
 * The ADR-36 sign document of `data` signed by `signer`, as Keplr and every wallet checked build
 * it: chain_id '', account_number and sequence '0', no fee, no memo, one `sign/MsgSignData` with
 * the data base64 (a text as its UTF-8 bytes).
 *
 * @example
 * makeAdr36SignDoc('osmo1…', 'test').msgs[0].value; // { signer: 'osmo1…', data: 'dGVzdA==' }
 */
export function makeAdr36SignDoc(signer: string, data: string | Uint8Array): StdSignDoc {
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: MSG_SIGN_DATA, value: { signer, data: toBase64(typeof data === 'string' ? utf8Bytes(data) : data) } }],
    memo: '',
  };
}

/**
 * JSON with object keys sorted recursively and no whitespace: the amino sign bytes' text.
 *
 * @example
 * sortedJson({ b: 1, a: [{ d: 2, c: 3 }] }); // '{"a":[{"c":3,"d":2}],"b":1}'
 */
export function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : sortedJson(v))).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${sortedJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The bytes a wallet signs for an amino sign document: sorted JSON with `&`, `<` and `>` escaped
 * as Go's encoder writes them, UTF-8.
 *
 * @example
 * const digest = sha256(serializeSignDoc(makeAdr36SignDoc(signer, data)))
 */
export function serializeSignDoc(doc: StdSignDoc): Uint8Array {
  const text = sortedJson(doc).replace(/&/g, '\\u0026').replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
  return utf8Bytes(text);
}

const invalid = (details: string): never => {
  throw new ValidationError('Invalid ADR-36 sign document', { details });
};

/**
 * Keplr's ADR-36 rules for an amino sign document: false when it is not one (an ordinary
 * transaction: not exactly one `sign/MsgSignData`); true when it is a valid one; throws a
 * ValidationError when it looks like one but breaks a rule (chain id, account number, sequence,
 * fee or memo not empty; signer missing, malformed or of another prefix than `prefix`; data
 * missing, empty or not base64).
 *
 * @example
 * isAdr36SignDoc(makeAdr36SignDoc('osmo1…', 'hi'), 'osmo'); // true
 */
export function isAdr36SignDoc(doc: unknown, prefix?: string): boolean {
  const d = doc as Partial<Record<keyof StdSignDoc, unknown>> | null | undefined;
  const msgs = d?.msgs;
  if (!Array.isArray(msgs) || msgs.length !== 1) return false;
  const msg = msgs[0] as { type?: unknown; value?: unknown } | null;
  if (msg?.type !== MSG_SIGN_DATA) return false;
  if (d!.chain_id !== '') invalid('chain_id must be an empty string');
  if (d!.memo !== '') invalid('memo must be an empty string');
  if (d!.account_number !== '0') invalid("account_number must be '0'");
  if (d!.sequence !== '0') invalid("sequence must be '0'");
  const fee = d!.fee as { gas?: unknown; amount?: unknown } | undefined;
  if (!fee || !Array.isArray(fee.amount)) invalid('fee.amount must be a list');
  if (fee!.gas !== '0') invalid("fee.gas must be '0'");
  if ((fee!.amount as unknown[]).length !== 0) invalid('fee.amount must be empty');
  const value = msg.value as { signer?: unknown; data?: unknown } | undefined;
  if (!value || typeof value !== 'object') invalid('the message has no value');
  const signer = value!.signer;
  if (typeof signer !== 'string' || !signer) invalid('the message has no signer');
  const addressError = getCosmosAddressError(signer);
  if (addressError) invalid(`signer: ${addressError}`);
  if (prefix !== undefined && bech32PrefixOf(signer as string) !== prefix) invalid(`signer must have the prefix ${prefix}`);
  const data = value!.data;
  if (typeof data !== 'string' || !data) invalid('data must be a non-empty string');
  const bytes = fromBase64(data);
  if (!bytes || toBase64(bytes) !== data) invalid('data must be base64');
  return true;
}

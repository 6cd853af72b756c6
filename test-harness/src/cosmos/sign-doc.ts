// The harness's own encoders (independent of the plugin's, so tests cross-check two implementations).
import { base64 } from '@scure/base';
import type { StdSignDoc } from '@keplr-wallet/types';

/**
 * ADR-36's sign document for `data` by `signer` (chain_id '', zero account and sequence, no fee,
 * no memo, one `sign/MsgSignData`), as Keplr builds it.
 *
 * @example
 * adr36SignDoc('cosmos1…', 'hello').msgs[0].value.data; // 'aGVsbG8='
 */
export function adr36SignDoc(signer: string, data: string | Uint8Array): StdSignDoc {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: base64.encode(bytes) } }],
    memo: '',
  };
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) out[key] = sorted((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
}

/**
 * Amino sign bytes: JSON with keys sorted recursively, `&`, `<`, `>` escaped, UTF-8.
 *
 * @example
 * sha256(aminoSignBytes(adr36SignDoc(signer, 'hello')))
 */
export function aminoSignBytes(doc: StdSignDoc): Uint8Array {
  const json = JSON.stringify(sorted(doc)).replace(/&/g, '\\u0026').replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
  return new TextEncoder().encode(json);
}

const varint = (n: bigint): number[] => {
  const out: number[] = [];
  do {
    const byte = Number(n & 0x7fn);
    n >>= 7n;
    out.push(n > 0n ? byte | 0x80 : byte);
  } while (n > 0n);
  return out;
};

/**
 * SIGN_MODE_DIRECT sign bytes: the protobuf `cosmos.tx.v1beta1.SignDoc` (proto3, empty fields left out).
 *
 * @example
 * directSignBytes({ bodyBytes, authInfoBytes, chainId: 'cosmoshub-4', accountNumber: 7n })
 */
export function directSignBytes(doc: { bodyBytes: Uint8Array; authInfoBytes: Uint8Array; chainId: string; accountNumber: bigint }): Uint8Array {
  const field = (n: number, bytes: Uint8Array) => (bytes.length ? [(n << 3) | 2, ...varint(BigInt(bytes.length)), ...bytes] : []);
  return Uint8Array.from([
    ...field(1, doc.bodyBytes),
    ...field(2, doc.authInfoBytes),
    ...field(3, new TextEncoder().encode(doc.chainId)),
    ...(doc.accountNumber > 0n ? [0x20, ...varint(doc.accountNumber)] : []),
  ]);
}

// The little protobuf the plugin needs: SIGN_MODE_DIRECT's SignDoc (to check a wallet's
// signature) and the message type URLs and memo of a TxBody (to describe a request).
import { utf8Bytes } from '../encoding';

/** A `cosmos.tx.v1beta1.SignDoc`. */
export interface DirectSignDoc {
  bodyBytes: Uint8Array;
  authInfoBytes: Uint8Array;
  chainId: string;
  accountNumber: bigint;
}

function varint(value: bigint): number[] {
  const out: number[] = [];
  let v = value;
  do {
    let byte = Number(v & 0x7fn);
    v >>= 7n;
    if (v > 0n) byte |= 0x80;
    out.push(byte);
  } while (v > 0n);
  return out;
}

function lengthDelimited(field: number, bytes: Uint8Array): number[] {
  return bytes.length ? [(field << 3) | 2, ...varint(BigInt(bytes.length)), ...bytes] : [];
}

/**
 * The bytes a wallet signs in SIGN_MODE_DIRECT: the SignDoc's protobuf encoding (proto3: empty
 * and zero fields left out).
 *
 * @example
 * sha256(encodeDirectSignDoc({ bodyBytes, authInfoBytes, chainId: 'cosmoshub-4', accountNumber: 7n }))
 */
export function encodeDirectSignDoc(doc: DirectSignDoc): Uint8Array {
  return Uint8Array.from([
    ...lengthDelimited(1, doc.bodyBytes),
    ...lengthDelimited(2, doc.authInfoBytes),
    ...lengthDelimited(3, utf8Bytes(doc.chainId)),
    ...(doc.accountNumber > 0n ? [4 << 3, ...varint(doc.accountNumber)] : []),
  ]);
}

/** Reads the fields of one protobuf message; undefined when the bytes are not one. */
function fields(bytes: Uint8Array): Array<{ field: number; bytes?: Uint8Array }> | undefined {
  const out: Array<{ field: number; bytes?: Uint8Array }> = [];
  let at = 0;
  const readVarint = (): bigint | undefined => {
    let result = 0n;
    for (let shift = 0n; shift < 70n; shift += 7n) {
      if (at >= bytes.length) return undefined;
      const b = bytes[at++]!;
      result |= BigInt(b & 0x7f) << shift;
      if (!(b & 0x80)) return result;
    }
    return undefined;
  };
  while (at < bytes.length) {
    const tag = readVarint();
    if (tag === undefined) return undefined;
    const field = Number(tag >> 3n);
    const wire = Number(tag & 7n);
    if (field === 0) return undefined;
    if (wire === 0) {
      if (readVarint() === undefined) return undefined;
      out.push({ field });
    } else if (wire === 1 || wire === 5) {
      at += wire === 1 ? 8 : 4;
      if (at > bytes.length) return undefined;
      out.push({ field });
    } else if (wire === 2) {
      const length = readVarint();
      if (length === undefined || BigInt(at) + length > BigInt(bytes.length)) return undefined;
      out.push({ field, bytes: bytes.subarray(at, at + Number(length)) });
      at += Number(length);
    } else {
      return undefined;
    }
  }
  return out;
}

const text = (bytes: Uint8Array | undefined): string | undefined => {
  if (!bytes) return '';
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
};

/**
 * The message type URLs and the memo of a `cosmos.tx.v1beta1.TxBody`, or undefined when the
 * bytes are not one.
 *
 * @example
 * readTxBody(bodyBytes); // { typeUrls: ['/cosmos.bank.v1beta1.MsgSend'], memo: '' }
 */
export function readTxBody(bodyBytes: Uint8Array): { typeUrls: string[]; memo: string } | undefined {
  const body = fields(bodyBytes);
  if (!body) return undefined;
  const typeUrls: string[] = [];
  let memo = '';
  for (const f of body) {
    if (f.field === 1) {
      const any = f.bytes ? fields(f.bytes) : undefined;
      const typeUrl = text(any?.find((x) => x.field === 1)?.bytes);
      if (!any || typeUrl === undefined) return undefined;
      typeUrls.push(typeUrl);
    } else if (f.field === 2) {
      const m = text(f.bytes);
      if (m === undefined) return undefined;
      memo = m;
    }
  }
  return { typeUrls, memo };
}

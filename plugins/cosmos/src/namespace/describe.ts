import { type CaipNetwork, type RequestDescription } from '@latchkey/kernel';
import { formatUnits } from '@latchkey/kernel/units';
import { isAdr36SignDoc } from '../adr36/signDoc';
import { fromBase64, readableText, toHex } from '../encoding';
import type { Coin, StdSignDoc } from '../types';
import { readTxBody } from '../wire/protobuf';

type Params = Record<string, unknown> | undefined;
type Fact = NonNullable<RequestDescription['facts']>[number];

const paramsOf = (params: unknown): Params => (params && typeof params === 'object' && !Array.isArray(params) ? (params as Record<string, unknown>) : undefined);
const MAX_FACT = 200;
const short = (s: string) => (s.length > MAX_FACT ? `${s.slice(0, MAX_FACT)}…` : s);

/** A message's words: its text when readable, else its bytes in hex (`code`). */
function message(bytes: Uint8Array, signer: unknown): RequestDescription {
  const text = readableText(bytes);
  const facts: Fact[] = typeof signer === 'string' ? [{ labelKey: 'cosmos.request.signer', value: short(signer), code: true }] : [];
  return text === undefined ? { kind: 'message', text: toHex(bytes), code: true, facts } : { kind: 'message', text, facts };
}

/** A coin in words: the network's token in whole units when its base denom is `u<symbol>`, else as given. */
function coinText(coin: unknown, network: CaipNetwork | undefined): { amount: string; symbol: string } | undefined {
  const c = coin as Partial<Coin> | null | undefined;
  if (typeof c?.amount !== 'string' || !/^\d{1,40}$/.test(c.amount) || typeof c.denom !== 'string' || !c.denom) return undefined;
  const native = network?.chainNamespace === 'cosmos' ? network.nativeCurrency : undefined;
  if (native && c.denom === `u${native.symbol.toLowerCase()}` && native.decimals > 0 && native.decimals <= 30) return { amount: formatUnits(BigInt(c.amount), native.decimals), symbol: native.symbol };
  return { amount: c.amount, symbol: short(c.denom) };
}

function describeAmino(doc: StdSignDoc, signer: unknown, network: CaipNetwork | undefined): RequestDescription {
  const facts: Fact[] = [{ labelKey: 'cosmos.request.chain', value: short(doc.chain_id) }];
  facts.push({ labelKey: 'cosmos.request.messages', value: short(doc.msgs.map((m) => m.type).join(', ')) });
  const fee = doc.fee.amount.map((c) => coinText(c, network)).filter((c) => c !== undefined).map((c) => `${c.amount} ${c.symbol}`);
  if (fee.length) facts.push({ labelKey: 'cosmos.request.fee', value: short(fee.join(', ')) });
  if (doc.memo) facts.push({ labelKey: 'cosmos.request.memo', value: short(doc.memo) });
  const [only] = doc.msgs;
  const send = doc.msgs.length === 1 && only?.type === 'cosmos-sdk/MsgSend' ? (only.value as { from_address?: unknown; to_address?: unknown; amount?: unknown } | undefined) : undefined;
  const amount = Array.isArray(send?.amount) && send.amount.length === 1 ? coinText(send.amount[0], network) : undefined;
  if (send && typeof send.to_address === 'string' && amount) {
    if (typeof send.from_address === 'string') facts.unshift({ labelKey: 'cosmos.request.from', value: short(send.from_address), code: true });
    return { kind: 'transaction', receiver: short(send.to_address), amount: amount.amount, symbol: amount.symbol, facts };
  }
  if (typeof signer === 'string') facts.unshift({ labelKey: 'cosmos.request.signer', value: short(signer), code: true });
  return { kind: 'transaction', facts };
}

/**
 * How a cosmos signing request reads in the approval view: the data of a `signArbitrary` (its text,
 * or hex when it is not readable text) with the signer; an amino document's chain, messages, fee
 * and memo (receiver and amount for a single MsgSend; an ADR-36 document as its message); a direct
 * document's chain, message types, memo and size. Undefined for params it cannot read (the view
 * then shows them raw).
 *
 * @example
 * describeCosmosRequest({ method: 'cosmos_signArbitrary', params: { signerAddress, data: 'Sign in' }, network })
 * // { kind: 'message', text: 'Sign in', facts: [{ labelKey: 'cosmos.request.signer', value: signerAddress, code: true }] }
 */
export function describeCosmosRequest(request: { method: string; params: unknown; network: CaipNetwork | undefined }): RequestDescription | undefined {
  const params = paramsOf(request.params);
  switch (request.method) {
    case 'cosmos_signArbitrary':
    case 'signArbitrary': {
      if (typeof params?.data !== 'string') return undefined;
      const bytes = params.encoding === 'base64' ? fromBase64(params.data) : new TextEncoder().encode(params.data);
      return bytes ? message(bytes, params.signerAddress) : undefined;
    }
    case 'cosmos_signAmino': {
      const doc = paramsOf(params?.signDoc) as StdSignDoc | undefined;
      if (!doc || !Array.isArray(doc.msgs) || typeof doc.chain_id !== 'string' || !doc.fee || !Array.isArray(doc.fee.amount)) return undefined;
      try {
        if (isAdr36SignDoc(doc)) {
          const value = doc.msgs[0]!.value as { signer: string; data: string };
          return message(fromBase64(value.data)!, value.signer);
        }
      } catch {
        return undefined;
      }
      if (!doc.msgs.every((m) => m && typeof m.type === 'string')) return undefined;
      return describeAmino(doc, params?.signerAddress, request.network);
    }
    case 'cosmos_signDirect': {
      const doc = paramsOf(params?.signDoc);
      const body = fromBase64(doc?.bodyBytes);
      const read = body ? readTxBody(body) : undefined;
      if (!doc || !body || !read || typeof doc.chainId !== 'string') return undefined;
      const facts: Fact[] = [{ labelKey: 'cosmos.request.chain', value: short(doc.chainId) }];
      if (typeof params?.signerAddress === 'string') facts.unshift({ labelKey: 'cosmos.request.signer', value: short(params.signerAddress), code: true });
      facts.push({ labelKey: 'cosmos.request.messages', value: short(read.typeUrls.join(', ')) });
      if (read.memo) facts.push({ labelKey: 'cosmos.request.memo', value: short(read.memo) });
      return { kind: 'transaction', dataBytes: body.length, facts };
    }
    default:
      return undefined;
  }
}

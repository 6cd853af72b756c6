import type { CaipNetwork, RequestDescription } from '@latchkey/kernel';
import { formatUnits } from '../amount';
import { bigintOf, fromHex, isHexBytes, readableText } from '../encoding';
import { polkadotChainReference } from '../networks';

type Params = Record<string, unknown> | undefined;

const paramsOf = (params: unknown): Params => (params && typeof params === 'object' && !Array.isArray(params) ? (params as Record<string, unknown>) : undefined);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 && value.length <= 128 ? value : undefined);

function describeMessage(params: Params): RequestDescription | undefined {
  const bytes = fromHex(params?.message);
  if (!bytes) return undefined;
  const address = text(params?.address);
  const facts = address ? [{ labelKey: 'polkadot.request.account', value: address, code: true }] : [];
  const readable = readableText(bytes);
  return readable === undefined ? { kind: 'message', text: params!.message as string, code: true, facts } : { kind: 'message', text: readable, facts };
}

function describeTransaction(params: Params, network: CaipNetwork | undefined): RequestDescription | undefined {
  const payload = paramsOf(params?.transactionPayload);
  const method = payload?.method;
  if (!payload || !isHexBytes(method) || method.length < 6) return undefined;
  const facts: NonNullable<RequestDescription['facts']> = [];
  const address = text(payload.address) ?? text(params?.address);
  if (address) facts.push({ labelKey: 'polkadot.request.account', value: address, code: true });
  const chain = typeof payload.genesisHash === 'string' ? polkadotChainReference(payload.genesisHash) : undefined;
  if (chain) {
    const known = network && network.caipNetworkId === `polkadot:${chain}`;
    facts.push(known ? { labelKey: 'polkadot.request.network', value: network.name } : { labelKey: 'polkadot.request.network', value: `polkadot:${chain}`, code: true });
  }
  // The call's pallet and call index: the first two bytes of the call data (decoding the call
  // itself needs the runtime's metadata, which the kit does not load).
  facts.push({ labelKey: 'polkadot.request.call', value: method.slice(0, 6), code: true });
  const nonce = bigintOf(payload.nonce);
  if (nonce !== undefined) facts.push({ labelKey: 'polkadot.request.nonce', value: nonce.toString() });
  const tip = bigintOf(payload.tip);
  if (tip !== undefined && network?.chainNamespace === 'polkadot' && network.nativeCurrency.symbol) {
    facts.push({ labelKey: 'polkadot.request.tip', value: `${formatUnits(tip, network.nativeCurrency.decimals)} ${network.nativeCurrency.symbol}` });
  }
  return { kind: 'transaction', dataBytes: (method.length - 2) / 2, facts, text: method, code: true };
}

/**
 * How a Polkadot signing request reads in the approval view: the message text (or its hex when it
 * is not readable text) with the signing account; for a transaction payload, the account, the
 * chain, the call index, nonce and tip, and the call data. Undefined for params it cannot read
 * (the view then shows them raw).
 *
 * @example
 * describePolkadotRequest({ method: 'polkadot_signMessage', params: { address, message: '0x48656c6c6f' }, network })
 * // { kind: 'message', text: 'Hello', facts: [{ labelKey: 'polkadot.request.account', value: address, code: true }] }
 */
export function describePolkadotRequest(request: { method: string; params: unknown; network: CaipNetwork | undefined }): RequestDescription | undefined {
  const params = paramsOf(request.params);
  switch (request.method) {
    case 'polkadot_signMessage':
      return describeMessage(params);
    case 'polkadot_signTransaction':
      return describeTransaction(params, request.network);
    default:
      return undefined;
  }
}

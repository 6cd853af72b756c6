import type { CaipNetwork, RequestDescription } from '@latchkey/kernel';
import { formatSats, toSats } from '../amount';

const paramsOf = (params: unknown): Record<string, unknown> | undefined => (params && typeof params === 'object' && !Array.isArray(params) ? (params as Record<string, unknown>) : undefined);

/** Most recipients listed one by one in the approval view; a longer list shows its count only. */
const MAX_LISTED = 10;

function describeTransfer(params: Record<string, unknown> | undefined, symbol: string): RequestDescription | undefined {
  // WalletConnect's bip122 shape: one receiver, `recipientAddress` and `amount` (sats, a string).
  const single = typeof params?.recipientAddress === 'string' ? [{ address: params.recipientAddress, amount: params.amount }] : undefined;
  const list = single ?? (Array.isArray(params?.recipients) ? (params.recipients as unknown[]) : undefined);
  if (!list?.length) return undefined;
  const parsed = list.map((r) => {
    const o = paramsOf(r);
    const sats = toSats(o?.amount);
    return typeof o?.address === 'string' && sats !== undefined ? { address: o.address, sats } : undefined;
  });
  if (parsed.some((r) => !r)) return undefined;
  const recipients = parsed as Array<{ address: string; sats: bigint }>;
  const total = recipients.reduce((n, r) => n + r.sats, 0n);
  if (recipients.length === 1) return { kind: 'transaction', receiver: recipients[0]!.address, amount: formatSats(total), symbol };
  return {
    kind: 'transaction',
    amount: formatSats(total),
    symbol,
    facts: [
      { labelKey: 'bip122.request.recipients', value: String(recipients.length) },
      ...(recipients.length <= MAX_LISTED ? recipients.map((r) => ({ labelKey: 'bip122.request.recipient', value: `${r.address} · ${formatSats(r.sats)} ${symbol}`, code: true })) : []),
    ],
  };
}

/**
 * How a Bitcoin request reads in the approval view: the message and the signing account; the
 * receiver and amount in BTC of a transfer (every receiver and the total for several; sats-connect's
 * `recipients` or WalletConnect's `recipientAddress` + `amount`); the
 * PSBT's input and output counts, what it pays out and how many inputs the wallet signs (read in
 * a lazy chunk with @scure/btc-signer, so this answers with a promise). Undefined for params it
 * cannot read (the view then shows them raw).
 *
 * @example
 * describeBip122Request({ method: 'sendTransfer', params: { recipients: [{ address: 'bc1q…', amount: 150000 }] }, network: bitcoin });
 * // { kind: 'transaction', receiver: 'bc1q…', amount: '0.0015', symbol: 'BTC' }
 */
export function describeBip122Request(request: { method: string; params: unknown; network: CaipNetwork | undefined }): RequestDescription | undefined | Promise<RequestDescription | undefined> {
  const params = paramsOf(request.params);
  const symbol = request.network?.chainNamespace === 'bip122' && request.network.nativeCurrency.symbol ? request.network.nativeCurrency.symbol : 'BTC';
  switch (request.method) {
    case 'signMessage': {
      if (typeof params?.message !== 'string') return undefined;
      const facts: NonNullable<RequestDescription['facts']> = [];
      if (typeof params.address === 'string') facts.push({ labelKey: 'bip122.request.account', value: params.address, code: true });
      if (params.protocol === 'ECDSA' || params.protocol === 'BIP322') facts.push({ labelKey: 'bip122.request.protocol', value: params.protocol === 'BIP322' ? 'BIP-322' : 'ECDSA' });
      return { kind: 'message', text: params.message, ...(facts.length ? { facts } : {}) };
    }
    case 'sendTransfer':
      return describeTransfer(params, symbol);
    case 'signPsbt':
      if (typeof params?.psbt !== 'string') return undefined;
      return import('./describePsbt').then((m) => m.describePsbt(params.psbt as string, params.signInputs, symbol));
    default:
      return undefined;
  }
}

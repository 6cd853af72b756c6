import type { RequestDescription } from '@latchkey/kernel';
import type { T } from '../../i18n/full';

/** One labelled fact of a request. `code` values are addresses or hex: shown left-to-right, monospace. */
export interface DetailRow {
  label: string;
  value: string;
  code?: boolean;
}

/** What the ApproveTransaction view shows: a title, facts, and one longer block (the message, the data). */
export interface RequestDetails {
  title: string;
  rows: DetailRow[];
  block?: { label: string; text: string; code: boolean };
}

/** Longer blocks are cut here: a wallet request can be megabytes, the dialog only needs the gist. */
const MAX_BLOCK = 20_000;
const cut = (s: string) => (s.length > MAX_BLOCK ? `${s.slice(0, MAX_BLOCK)}…` : s);

/**
 * Bidirectional controls (LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI, LRM, RLM, ALM) and other
 * invisible format characters shown as visible markers, so a message cannot reorder or hide its
 * own text (a right-to-left override makes "evil.com/moc.elgoog" read as something else).
 *
 * @example
 * revealControls('pay \u202Emoc.live') // 'pay ⟦U+202E⟧moc.live'
 */
export function revealControls(text: string): string {
  return text.replace(/[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g, (c) => `⟦U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟧`);
}

const TITLES: Record<RequestDescription['kind'], string> = {
  message: 'approve.method.personal_sign',
  typedData: 'approve.method.eth_signTypedData_v4',
  transaction: 'approve.method.eth_sendTransaction',
  calls: 'approve.method.wallet_sendCalls',
  other: 'approve.method.other',
};

function raw(params: unknown): string | undefined {
  if (params === undefined) return undefined;
  try {
    return JSON.stringify(params, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2);
  } catch {
    return String(params);
  }
}

/**
 * Words and plain values for a pending request, from its namespace adapter's description (the
 * kernel knows no chain): receiver, amount, the decoded message. Without a description the raw
 * parameters are shown. Every text passes through {@link revealControls}.
 */
export function requestDetails(method: string, params: unknown, description: RequestDescription | undefined, t: T): RequestDetails {
  const d: RequestDescription = description ?? { kind: 'other', ...(params === undefined ? {} : { text: raw(params), code: true }) };
  const rows: DetailRow[] = [];
  if (d.receiver) rows.push({ label: t('approve.to'), value: revealControls(d.receiver), code: true });
  if (d.amount !== undefined) rows.push({ label: t('approve.value'), value: revealControls(`${d.amount}${d.symbol ? ` ${d.symbol}` : ''}`) });
  if (d.calls !== undefined) rows.push({ label: t('approve.calls'), value: String(d.calls) });
  if (d.dataBytes !== undefined) rows.push({ label: t('approve.data'), value: t('approve.dataBytes', { count: d.dataBytes }) });
  for (const f of d.facts ?? []) rows.push({ label: t(f.labelKey), value: revealControls(f.value), code: f.code });
  const label = d.kind === 'message' ? (d.code ? t('approve.messageHex') : t('approve.message')) : d.kind === 'typedData' || d.kind === 'transaction' ? t('approve.data') : t('approve.details');
  return {
    title: d.kind === 'other' ? t(TITLES.other, { method }) : t(TITLES[d.kind]),
    rows,
    ...(d.text !== undefined ? { block: { label, text: revealControls(cut(d.text)), code: Boolean(d.code) } } : {}),
  };
}

import { Amount, TokenIcon, formatCryptoAmount, shortAddress, type T } from '@latchkey/react/ui';
import { signOf } from '../format/sign';
import type { ActivityItem, ActivityTransfer } from '../types';
import { fullDate, relativeLabel } from './time';

const OPERATIONS = ['send', 'receive', 'deposit', 'withdraw', 'borrow', 'repay', 'claim', 'burn', 'mint', 'trade', 'approve', 'execute', 'stake', 'unstake', 'deploy', 'cancel'];

/** The row's title: what the operation was ('Sent', 'Received'…), 'Sending' while pending. */
function operationLabel(t: T, item: ActivityItem): string {
  if (item.status === 'pending' && item.operationType === 'send') return t('activity.op.sending');
  return OPERATIONS.includes(item.operationType) ? t(`activity.op.${item.operationType}`) : t('activity.op.other');
}

/** '+0.5 ETH', '-1,234.56 USDC', '+Cool Cat #12'; undefined when the transfer has no amount to show. */
export function amountText(item: ActivityItem, transfer: ActivityTransfer, t: T, locale = 'en'): string | undefined {
  const sign = signOf(item, transfer);
  if (transfer.kind === 'nft') return `${sign}${transfer.name}`;
  // The kit's one rule for amounts (SPEC §9: 3 decimals, thousands with 2; floored; never '0' for dust).
  const amount = formatCryptoAmount(transfer.quantity ?? '', locale);
  const symbol = transfer.symbol ?? t('activity.token');
  return amount === '' ? (item.status === 'pending' ? `${sign}${symbol}` : undefined) : `${sign}${amount} ${symbol}`;
}

/** Who was on the other side: 'From …' for what came in, 'To …' otherwise. */
function counterpart(item: ActivityItem, t: T): string | undefined {
  const incoming = item.transfers.length > 0 && item.transfers.every((x) => signOf(item, x) === '+');
  const address = incoming ? item.sentFrom : item.sentTo;
  if (!address) return undefined;
  return t(incoming ? 'activity.from' : 'activity.to', { address: shortAddress(address) });
}

/**
 * One history item: its image (the token icon or NFT preview, safe sources only; the kit's token
 * monogram without one), what it was,
 * its flags (Pending, Failed, NFT, Possible spam), the other side, the signed amounts and how long
 * ago. Amounts are isolated left-to-right so the sign stays with the number in Arabic.
 */
export function ActivityRow({ item, t, locale, now }: { item: ActivityItem; t: T; locale: string; now: number }) {
  const first = item.transfers[0];
  const amounts = item.transfers.map((x) => amountText(item, x, t, locale)).filter((x): x is string => x !== undefined);
  const nft = item.transfers.some((x) => x.kind === 'nft');
  const spam = item.transfers.length > 0 && item.transfers.every((x) => x.kind === 'nft' && x.spam);
  const other = counterpart(item, t);
  return (
    <div className="lk-wrow" data-status={item.status}>
      <TokenIcon src={first?.imageUrl} symbol={first?.symbol ?? first?.name ?? '?'} />
      <span className="lk-wrow-main">
        <span className="lk-wrow-title lk-strong">{operationLabel(t, item)}</span>
        {item.status === 'pending' || item.status === 'failed' || nft || spam ? (
          <span className="lk-badges">
            {item.status === 'pending' ? <span className="lk-badge">{t('activity.status.pending')}</span> : null}
            {item.status === 'failed' ? <span className="lk-badge">{t('activity.status.failed')}</span> : null}
            {nft ? <span className="lk-badge">{t('activity.flag.nft')}</span> : null}
            {spam ? <span className="lk-badge">{t('activity.flag.spam')}</span> : null}
          </span>
        ) : null}
        {/* A sentence in the visitor's language with the short address in it: laid out in its own direction. */}
        {other ? <span className="lk-wrow-sub lk-wrow-name" dir="auto">{other}</span> : null}
        {item.minedAt !== undefined ? (
          <time className="lk-wrow-sub lk-wrow-name" dateTime={new Date(item.minedAt).toISOString()} title={fullDate(locale, item.minedAt)}>
            {relativeLabel(t, locale, item.minedAt, now)}
          </time>
        ) : null}
      </span>
      <span className="lk-stack lk-wrow-end">
        {amounts.map((text, i) => (
          <Amount key={i} className="lk-strong">
            {text}
          </Amount>
        ))}
      </span>
    </div>
  );
}

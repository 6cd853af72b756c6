import { useEffect, useId, useMemo, useState } from 'react';
import type { ViewProps } from '@latchkey/react';
import { ErrorRetry, ListItem, Spinner, Text, TokenIcon, formatCryptoAmount, formatFiatAmount, useKitState, withAmounts, useKitInternals } from '@latchkey/react/ui';
import { searchTokens } from '../tokens';
import type { SwapToken } from '../types';
import { Unavailable, useSwapView } from './parts';
import { useSwapsT } from './useSwapsT';

/** Rows drawn at most; a search finds the rest of a long list. */
const MAX_ROWS = 100;

/**
 * Picking the token to pay with or to receive (`params.side`): the swap list with the visitor's
 * balances and their USD value (tokens held first), searchable by name, symbol or address.
 * Choosing one goes back to the form with it (choosing the other side's token swaps the two).
 */
export default function SwapSelectToken({ params }: ViewProps) {
  const { router } = useKitInternals();
  const t = useSwapsT();
  const locale = useKitState((s) => s.locale);
  const id = useId();
  const side = params.side === 'to' ? 'to' : 'from';
  const { api, networks, s, target, enabled, tokens } = useSwapView();
  const [query, setQuery] = useState('');
  useEffect(() => {
    if (target && enabled) void api.loadTokens();
  }, [api, target?.address, target?.network.caipNetworkId, enabled]);
  const shown = useMemo(() => searchTokens(tokens, query), [tokens, query]);
  if (!target || !enabled) return <Unavailable enabled={enabled} networks={networks} />;

  const choose = (token: SwapToken) => {
    if (side === 'from') api.setFrom(token.id);
    else api.setTo(token.id);
    if (!router.goBack()) router.replace('Swap');
  };
  const tag = (token: SwapToken) => {
    if (token.balance === undefined || !/[1-9]/.test(token.balance)) return undefined;
    const amount = formatCryptoAmount(token.balance, locale);
    if (!amount) return undefined;
    const value = formatFiatAmount(token.value, 'USD', locale);
    return withAmounts(value ? t('swaps.select.heldValue', { amount, symbol: token.symbol, value }) : t('swaps.select.held', { amount, symbol: token.symbol }), `${amount} ${token.symbol}`);
  };
  const selected = side === 'from' ? s.from : s.to;
  return (
    <div className="lk-stack">
      <input
        id={`${id}-search`}
        className="lk-input"
        type="search"
        name="token-search"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('swaps.select.search')}
        aria-label={t('swaps.select.searchLabel')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {s.tokensStatus === 'failed' && tokens.length === 0 ? <ErrorRetry message={t('swaps.tokens.failed')} retryLabel={t('swaps.tokens.retry')} onRetry={() => void api.loadTokens({ force: true })} /> : null}
      {s.tokensStatus !== 'failed' && tokens.length === 0 ? <Spinner label={t('swaps.tokens.loading')} /> : null}
      {tokens.length > 0 && shown.length === 0 ? <Text>{t('swaps.select.noMatch', { query: query.trim() })}</Text> : null}
      {shown.length > 0 ? (
        <ul className="lk-list" aria-label={t('swaps.select.list')}>
          {shown.slice(0, MAX_ROWS).map((token) => {
            const held = tag(token);
            // The symbol is what fits beside the balance; the token's name is the row's description (its
            // tooltip). Named by its content, so the spoken name is what the row shows.
            return (
              <li key={token.id}>
                <ListItem
                  image={<TokenIcon src={token.logoUri} symbol={token.symbol} />}
                  label={token.symbol}
                  title={token.name}
                  // Under the symbol, where the balance and its value have the row's width.
                  badges={held ? <span className="lk-item-detail">{held}</span> : undefined}
                  current={token.id === selected}
                  onClick={() => choose(token)}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      {shown.length > MAX_ROWS ? <Text>{t('swaps.select.more', { shown: MAX_ROWS, total: shown.length })}</Text> : null}
    </div>
  );
}

import { useEffect, useId, useMemo, useState } from 'react';
import type { ViewProps } from '@latchkey/react';
import { Amount, ListItem, Text, TokenIcon, formatCryptoAmount, useKit, useKitState, useKitInternals } from '@latchkey/react/ui';
import { activeSendTarget, sendableTokens } from '../sendable';
import { BalanceNotice } from './parts';
import { useSendT } from './useSendT';

/**
 * Picking the token to send: the visitor's balances on the active network (their native currency
 * only, on a testnet), searchable by name or symbol. Choosing one goes back to the form with it.
 */
export default function WalletSendSelectToken(_props: ViewProps) {
  const kit = useKit();
  const { router } = useKitInternals();
  const t = useSendT();
  const locale = useKitState((s) => s.locale);
  const id = useId();
  const api = kit.plugin('send');
  const target = useKitState((s) => activeSendTarget(s, kit));
  const tokens = useKitState((s) => sendableTokens(s, kit));
  const selected = useKitState((s) => s.plugins.send?.token);
  const [query, setQuery] = useState('');
  useEffect(() => {
    if (target) void api.refreshBalances();
  }, [api, target?.network.caipNetworkId, target?.address]);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? tokens.filter((token) => token.symbol.toLowerCase().includes(q) || token.name.toLowerCase().includes(q)) : tokens;
  }, [tokens, query]);
  if (!target) return <Text>{t('send.unavailable')}</Text>;

  const choose = (index: number) => {
    api.setToken(shown[index]);
    if (!router.goBack()) router.replace('WalletSend', {});
  };
  return (
    <div className="lk-stack">
      <input
        id={`${id}-search`}
        className="lk-input"
        type="search"
        name="token-search"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('send.select.search')}
        aria-label={t('send.select.searchLabel')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <BalanceNotice namespace={target.namespace} networkName={target.network.name} count={tokens.length} testnet={target.network.testnet === true} />
      {tokens.length > 0 && shown.length === 0 ? <Text>{t('send.select.noMatch', { query: query.trim() })}</Text> : null}
      {shown.length > 0 ? (
        <ul className="lk-list" aria-label={t('send.select.list')}>
          {shown.map((token, index) => (
            <li key={`${token.chainId}|${token.address ?? 'native'}`}>
              <ListItem
                image={<TokenIcon src={token.iconUrl} symbol={token.symbol} />}
                label={token.name}
                tag={<Amount>{`${formatCryptoAmount(token.quantity.numeric, locale) || '0'} ${token.symbol}`}</Amount>}
                current={selected !== undefined && selected.chainId === token.chainId && selected.address === token.address}
                onClick={() => choose(index)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

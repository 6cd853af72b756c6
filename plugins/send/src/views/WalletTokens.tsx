import { useEffect } from 'react';
import type { ViewProps } from '@latchkey/react';
import { Button, ListItem, Text, TokenIcon, useKit, useKitState, useKitInternals } from '@latchkey/react/ui';
import { canSend as namespaceCanSend, hasBalances } from '../capability';
import { BalanceNotice, TokenAmount } from './parts';
import { useSendT } from './useSendT';

/**
 * The visitor's tokens on the active network (SPEC §3 token balances, §9 formatting: floored to 3
 * decimals, from a thousand up with separators and 2), with their USD value; what the balances
 * are doing when there is none to show (loading, a testnet, 'Token Balance Unavailable' with its
 * 30 s retry block). With Send available, a token opens the Send view with it.
 */
export default function WalletTokens(_props: ViewProps) {
  const kit = useKit();
  const { router } = useKitInternals();
  const t = useSendT();
  const api = kit.plugin('send');
  const a = useKitState((s) => {
    const ns = s.activeNamespace;
    const chain = ns ? s.chains[ns] : undefined;
    const network = chain?.network.caipNetwork;
    const ok = ns && hasBalances(kit, ns) && chain?.account.status === 'connected' && network;
    return ok ? { ns, address: chain.account.address, network, tokens: chain.account.tokenBalance } : undefined;
  });
  const canSend = useKitState((s) => Boolean(s.features.send) && !kit.options.basic && Boolean(s.activeNamespace && namespaceCanSend(kit, s.activeNamespace)));
  useEffect(() => {
    if (a) void api.refreshBalances();
  }, [api, a?.network.caipNetworkId, a?.address]);
  if (!a) return <Text>{t('send.unavailable')}</Text>;
  const tokens = a.tokens.filter((token) => token.chainId === a.network.caipNetworkId);
  return (
    <div className="lk-stack">
      <BalanceNotice namespace={a.ns} networkName={a.network.name} count={tokens.length} testnet={a.network.testnet === true} />
      {tokens.length > 0 ? (
        <section className="lk-section" aria-label={t('send.balances.list', { network: a.network.name })}>
          <ul className="lk-list">
            {tokens.map((token) => (
              <li key={`${token.chainId}|${token.address ?? 'native'}`}>
                {canSend ? (
                  <ListItem
                    image={<TokenIcon src={token.iconUrl} symbol={token.symbol} />}
                    label={token.name}
                    tag={<TokenAmount token={token} />}
                    onClick={() => router.push('WalletSend', { token })}
                  />
                ) : (
                  <div className="lk-wrow">
                    <TokenIcon src={token.iconUrl} symbol={token.symbol} />
                    <span className="lk-item-label">{token.name}</span>
                    <TokenAmount token={token} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* After what it refreshes: the notice or the list comes first. */}
      <div className="lk-row">
        <Button variant="secondary" className="lk-btn-sm" onClick={() => void api.refreshBalances({ force: true })}>
          {t('send.balances.refresh')}
        </Button>
      </div>
    </div>
  );
}

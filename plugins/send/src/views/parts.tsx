import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ChainNamespace, TokenBalance } from '@latchkey/kernel';
import { Amount, Button, Spinner, Text, formatCryptoAmount, formatFiatAmount, useKit, useKitState } from '@latchkey/react/ui';
import { BALANCE_RETRY_MS } from '../constants';
import { useSendT } from './useSendT';

/** Whether the view is still on screen: answers for a view the visitor left are dropped. */
export function useMounted(): () => boolean {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(() => mounted.current, []);
}

/** An announced error line, tied to its field with `aria-describedby`. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="lk-text" data-tone="danger" role="alert">
      {children}
    </p>
  );
}

/** '1,000 USDC' and, when it has a price, '≈ $1,000.00' (the kit's one rule for amounts and values). */
export function TokenAmount({ token }: { token: TokenBalance }) {
  const t = useSendT();
  const locale = useKitState((s) => s.locale);
  return (
    <span className="lk-stack">
      <Amount className="lk-strong">{`${formatCryptoAmount(token.quantity.numeric, locale) || '0'} ${token.symbol}`}</Amount>
      {token.price > 0 ? <span>{t('send.balances.value', { value: formatFiatAmount(token.value, 'USD', locale) })}</span> : null}
    </span>
  );
}

/** Seconds left of the 30 s retry block, counting down each second. */
function useRetryCountdown(lastRetry: number | undefined): number {
  const left = () => (lastRetry === undefined ? 0 : Math.max(0, Math.ceil((lastRetry + BALANCE_RETRY_MS - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (lastRetry === undefined) return;
    const id = setInterval(() => {
      const n = left();
      setSeconds(n);
      if (n === 0) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [lastRetry]);
  return seconds;
}

/**
 * What the balances of a namespace are doing, when there is something to say: loading, not
 * shown on a testnet, unavailable (with 'Try again', held for the 30 s retry block), none held.
 * Renders nothing once tokens are listed.
 */
export function BalanceNotice({ namespace, networkName, count, testnet }: { namespace: ChainNamespace; networkName: string; count: number; testnet: boolean }) {
  const kit = useKit();
  const t = useSendT();
  const balances = useKitState((s) => s.plugins.send?.balances[namespace]);
  const seconds = useRetryCountdown(balances?.status === 'unavailable' ? balances.lastRetry : undefined);
  const status = balances?.status ?? 'idle';
  if ((status === 'idle' || status === 'loading') && count === 0) return <Spinner label={t('send.balances.loading')} />;
  if (status === 'unsupported' && count === 0) return <Text>{testnet ? t('send.balances.testnet') : t('send.balances.unsupported', { network: networkName })}</Text>;
  if (status === 'unavailable') {
    return (
      <div className="lk-center" role="alert">
        <Text tone="danger">{t('send.balances.unavailable')}</Text>
        <Button variant="secondary" aria-disabled={seconds > 0 || undefined} onClick={() => seconds === 0 && void kit.plugin('send').refreshBalances({ force: true })}>
          {seconds > 0 ? t('send.balances.retryIn', { n: seconds }) : t('send.balances.retry')}
        </Button>
      </div>
    );
  }
  if (status === 'ready' && count === 0) return <Text>{t('send.balances.empty', { network: networkName })}</Text>;
  return null;
}

import { useEffect, useRef } from 'react';
import type { ViewProps } from '@latchkey/react';
import { Button, Text, useKit, useKitState, useKitInternals } from '@latchkey/react/ui';
import { useSwapsT } from './useSwapsT';

/**
 * A swap that did not go through (its own screen, titled 'Swap failed'): which step failed and why
 * (declined, refused by the network, refused by the kit because the swap service built something
 * other than this swap, or the error), with Edit and Try again. Focus goes to what happened.
 */
export default function SwapFailed(_props: ViewProps) {
  const kit = useKit();
  const { router } = useKitInternals();
  const t = useSwapsT();
  const failure = useKitState((st) => (st.plugins.swaps?.lastSwap ? undefined : st.plugins.swaps?.failure));
  const done = useKitState((st) => st.plugins.swaps?.lastSwap !== undefined);
  const headingRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => headingRef.current?.focus(), [failure?.message]);
  // Opened on a swap done: its own view.
  useEffect(() => {
    if (done && router.current?.view === 'SwapFailed') router.replace('SwapResult');
  }, [done, kit]);

  if (failure) {
    const reason =
      failure.reason === 'rejected'
        ? t('swaps.result.rejected')
        : failure.reason === 'reverted'
          ? t('swaps.result.reverted')
          : failure.reason === 'unsafe'
            ? t('swaps.result.unsafe')
            : t('swaps.result.error', { message: failure.message });
    // What the refused transaction would have done, when the check says.
    const unsafeWhy =
      failure.reason !== 'unsafe'
        ? undefined
        : failure.rule === 'spender'
          ? t('swaps.result.unsafe.spender')
          : failure.rule === 'amount'
            ? t('swaps.result.unsafe.amount')
            : failure.rule === 'router' || failure.rule === 'calldata'
              ? t('swaps.result.unsafe.router')
              : t('swaps.result.unsafe.other');
    return (
      <div className="lk-stack">
        <div role="alert" className="lk-stack">
          <p ref={headingRef} tabIndex={-1} className="lk-subtitle">
            {failure.stage === 'approve' ? t('swaps.result.failedApprove') : t('swaps.result.failedSwap')}
          </p>
          <Text tone="danger">{reason}</Text>
          {unsafeWhy ? <Text>{unsafeWhy}</Text> : null}
        </div>
        <div className="lk-row">
          <Button variant="secondary" onClick={() => router.replace('Swap')}>
            {t('swaps.preview.edit')}
          </Button>
          <Button onClick={() => router.replace('SwapPreview')}>{t('swaps.result.retry')}</Button>
        </div>
      </div>
    );
  }

  return (
    <div className="lk-center">
      <Text>{t('swaps.result.none')}</Text>
      <Button onClick={() => router.replace('Swap')}>{t('swaps.title.swap')}</Button>
    </div>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import type { KitState } from '@latchkey/kernel';
import type { ViewProps } from '@latchkey/react';
import { Button, ErrorRetry, Spinner, Text, useKit, useKitState } from '@latchkey/react/ui';
import { ACTIVITY_NAMESPACES, PENDING_POLL_MS } from '../constants';
import { asItem } from '../pending';
import type { ActivityApi, ActivityState } from '../types';
import { ActivityRow } from './ActivityRow';
import { useActivityT } from './useActivityT';

/** How often the relative times are brought up to date. */
const CLOCK_MS = 15_000;

const sliceOf = (s: KitState): ActivityState | undefined => s.plugins.activity as ActivityState | undefined;

/** The connected EVM account the view is about, while EVM is the namespace on screen. */
function targetOf(s: KitState) {
  const ns = s.activeNamespace;
  const chain = ns ? s.chains[ns] : undefined;
  const network = chain?.network.caipNetwork;
  if (!ns || !ACTIVITY_NAMESPACES.includes(ns) || chain?.account.status !== 'connected' || !chain.account.address || !network) return undefined;
  return { address: chain.account.address, caipNetworkId: network.caipNetworkId, networkName: network.name, native: network.nativeCurrency };
}

/** The current time, again every `ms` while mounted. */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}

/**
 * The Activity view (SPEC §2, §3, §8, §9): the connected EVM account's history on the active
 * network, newest first, the kit's own pending sends on top. More pages load as the end of the
 * list scrolls into view (IntersectionObserver), or with the Load more button (keyboard, and
 * where there is no observer). A failed read says 'Failed to fetch transactions' with Try again.
 */
export default function Activity(_props: ViewProps) {
  const kit = useKit();
  const t = useActivityT();
  // Undefined once the kit is destroyed while the view is still on screen.
  const api: ActivityApi | undefined = kit.plugin('activity');
  const locale = useKitState((s) => s.locale);
  // Off (remote configuration or basic mode): the view reads nothing, even when opened directly.
  const enabled = useKitState((s) => Boolean(s.features.activity)) && !kit.options.basic;
  const target = useKitState(targetOf);
  const state = useKitState(sliceOf);
  const now = useNow(CLOCK_MS);
  const sentinel = useRef<HTMLDivElement>(null);

  const mine = Boolean(target && state && state.address === target.address && state.caipNetworkId === target.caipNetworkId);
  const items = mine ? state!.transactions : [];
  const next = mine ? state!.next : undefined;
  const loading = Boolean(state?.loading);
  const pending = useMemo(
    () =>
      target && state
        ? state.pending
            .filter((p) => p.from.toLowerCase() === target.address.toLowerCase() && p.caipNetworkId === target.caipNetworkId)
            .map((p) => asItem(p, { symbol: target.native.symbol, decimals: target.native.decimals, name: target.native.name }))
        : [],
    [target, state?.pending],
  );

  // A fresh read each time the view opens, and for another account or network.
  useEffect(() => {
    if (target && enabled) api?.refresh().catch(() => undefined);
  }, [api, enabled, target?.address, target?.caipNetworkId]);

  // While one of the kit's sends is pending, the first page is read again until it lists it.
  const hasPending = pending.length > 0;
  useEffect(() => {
    if (!hasPending || !api || !enabled) return;
    const id = setInterval(() => void api.poll(), PENDING_POLL_MS);
    return () => clearInterval(id);
  }, [api, hasPending]);

  // Infinite scroll: the end of the list in view asks for the next page. Observed again after
  // each page, so a short page that leaves the end in view keeps loading.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !next || !api || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void api.loadMore();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [api, enabled, next, items.length]);

  if (!enabled) return <Text>{t('activity.off')}</Text>;
  if (!target || !api) return <Text>{t('activity.unavailable')}</Text>;
  const failed = mine && state!.failed;
  const firstLoad = !mine || (!state!.loaded && items.length === 0);

  return (
    <div className="lk-stack">
      {pending.length > 0 ? (
        <section className="lk-section" aria-label={t('activity.pendingList')}>
          <ul className="lk-list">
            {pending.map((item) => (
              <li key={item.id}>
                <ActivityRow item={item} t={t} locale={locale} now={now} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {failed ? (
        <ErrorRetry message={t('activity.failed')} retryLabel={t('activity.retry')} onRetry={() => void api.refresh().catch(() => undefined)} />
      ) : firstLoad ? (
        <div className="lk-center">
          <Spinner label={t('activity.loading')} />
        </div>
      ) : items.length === 0 ? (
        <div className="lk-center">
          <p className="lk-subtitle">{t('activity.empty')}</p>
          <Text>{t('activity.emptyHint', { network: target.networkName })}</Text>
        </div>
      ) : (
        <section className="lk-section" aria-label={t('activity.list')} aria-busy={loading || undefined}>
          <ul className="lk-list">
            {items.map((item) => (
              <li key={item.id}>
                <ActivityRow item={item} t={t} locale={locale} now={now} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {next && !failed ? (
        <div ref={sentinel} className="lk-row">
          <Button variant="secondary" aria-disabled={loading || undefined} onClick={() => !loading && void api.loadMore()}>
            {loading ? t('activity.loadingMore') : t('activity.loadMore')}
          </Button>
        </div>
      ) : null}
      <span role="status" className="lk-visually-hidden">
        {loading && !firstLoad ? t('activity.loadingMore') : ''}
      </span>
    </div>
  );
}

import type { BalanceDeps } from './balance';
import type { ChainNamespace } from '../types/chain';

/**
 * The balance refresher (kit/balance.ts) as a lazy chunk: nothing reads a balance before a wallet
 * is connected. Refreshes asked for while it loads run, in order, once it is there.
 */
export function lazyBalanceRefresher(deps: BalanceDeps): (namespace: ChainNamespace) => void {
  let refresh: ((namespace: ChainNamespace) => void) | undefined;
  let loading: Promise<(namespace: ChainNamespace) => void> | undefined;
  return (ns) => {
    if (refresh) return refresh(ns);
    loading ??= import('./balance').then((m) => (refresh = m.createBalanceRefresher(deps)));
    loading.then(
      (run) => run(ns),
      (error: unknown) => {
        loading = undefined;
        deps.logger.debug?.('[latchkey] balance code could not be loaded', error);
      },
    );
  };
}

import type { BalanceDeps } from './balance';
import type { ChainNamespace } from '../types/chain';
import { loadOnce } from '../net/loadOnce';

/**
 * The balance refresher (kit/balance.ts) as a lazy chunk: nothing reads a balance before a wallet
 * is connected. Refreshes asked for while it loads run, in order, once it is there.
 */
export function lazyBalanceRefresher(deps: BalanceDeps): (namespace: ChainNamespace) => void {
  const code = loadOnce(() => import('./balance').then((m) => m.createBalanceRefresher(deps)));
  return (ns) => {
    if (code.value) return code.value(ns);
    code.get().then(
      (run) => run(ns),
      (error: unknown) => deps.logger.debug?.('[latchkey] balance code could not be loaded', error),
    );
  };
}

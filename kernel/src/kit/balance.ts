import type { KitStore } from '../store/createStore';
import type { NamespaceRegistry } from '../namespaces/registry';
import type { ChainNamespace } from '../types/chain';

/** SPEC §9: after 'Token Balance Unavailable', the next read waits 30 s. */
export const BALANCE_RETRY_MS = 30_000;
/** A displayed balance: a non-negative decimal of sane length. */
const BALANCE = /^\d{1,30}(\.\d{1,18})?$/;
const SYMBOL = /^[\p{L}\p{N}.$-]{1,11}$/u;

export interface BalanceDeps {
  store: KitStore;
  namespaces: NamespaceRegistry;
  logger: Pick<Console, 'debug'>;
  showUnavailable(): void;
  now?: () => number;
}

/**
 * Reads the active account's native balance through its namespace adapter. A failed read clears
 * it and raises 'Token Balance Unavailable' (SPEC §8) once, then waits 30 s before asking again;
 * an answer that is not a plausible balance is dropped, never shown.
 */
export function createBalanceRefresher(deps: BalanceDeps): (namespace: ChainNamespace) => void {
  const { store } = deps;
  const now = deps.now ?? Date.now;
  const blockedUntil = new Map<ChainNamespace, number>();
  const latest = new Map<ChainNamespace, number>();
  return (ns) => {
    const chain = store.getState().chains[ns];
    const adapter = deps.namespaces.get(ns);
    const tools = deps.namespaces.tools(ns);
    const network = chain?.network.caipNetwork;
    if (!chain?.account.address || !adapter?.getBalance || !tools || !network) return;
    if ((blockedUntil.get(ns) ?? 0) > now()) return;
    const address = chain.account.address;
    const read = (latest.get(ns) ?? 0) + 1;
    latest.set(ns, read);
    const current = () => {
      const c = store.getState().chains[ns];
      // Answers for another address or network (the wallet moved on), or older than a later read, are dropped.
      return latest.get(ns) === read && c?.account.address === address && c.network.caipNetwork?.caipNetworkId === network.caipNetworkId;
    };
    const getBalance = adapter.getBalance;
    Promise.resolve()
      .then(() => getBalance({ address, network }, tools))
      .then(
      (result) => {
        if (!current()) return;
        const valid = result && typeof result.balance === 'string' && BALANCE.test(result.balance) && typeof result.symbol === 'string' && SYMBOL.test(result.symbol);
        store.update((s) => {
          const a = s.chains[ns]!.account;
          a.balance = valid ? result.balance : undefined;
          a.balanceSymbol = valid ? result.symbol : undefined;
        });
      },
      (error: unknown) => {
        deps.logger.debug?.('[latchkey] balance refresh failed', error);
        if (!current() || tools.signal.aborted) return;
        blockedUntil.set(ns, now() + BALANCE_RETRY_MS);
        store.update((s) => {
          const a = s.chains[ns]!.account;
          a.balance = undefined;
          a.balanceSymbol = undefined;
        });
        deps.showUnavailable();
      },
    );
  };
}

import type { KitStore } from '../store/createStore';
import type { NamespaceRegistry } from '../namespaces/registry';
import type { CaipNetwork, ChainNamespace } from '../types/chain';
import { formatBalance } from '../units';

/** SPEC §9: after 'Token Balance Unavailable', the next read waits 30 s. */
export const BALANCE_RETRY_MS = 30_000;
/** A displayed balance: a non-negative decimal of sane length. */
const BALANCE = /^\d{1,30}(\.\d{1,18})?$/;
const SYMBOL = /^[\p{L}\p{N}.$-]{1,11}$/u;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether every RPC URL of a network is on this machine (a local development chain). */
function isLoopbackNetwork(network: CaipNetwork): boolean {
  const urls = network.rpcUrls.default.http;
  return urls.length > 0 && urls.every((url) => {
    try {
      return LOOPBACK.has(new URL(url).hostname);
    } catch {
      return false;
    }
  });
}

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
 *
 * A wallet's burst of account changes reads a handful of balances, not one per change: a burst
 * within one task starts no read before it is over (then reads its last account); at most two
 * reads of a namespace run at once (the newest and the one it overtook, whose answer is dropped),
 * and refreshes asked for meanwhile are folded into one more read, of the account shown when the
 * newest ends.
 */
export function createBalanceRefresher(deps: BalanceDeps): (namespace: ChainNamespace) => void {
  const { store } = deps;
  const now = deps.now ?? Date.now;
  const blockedUntil = new Map<ChainNamespace, number>();
  const latest = new Map<ChainNamespace, number>();
  /** Per namespace: reads under way, one about to start, and whether another was asked for meanwhile. */
  const flights = new Map<ChainNamespace, { running: number; scheduled: boolean; again: boolean }>();

  /** Reads the balance of the account shown now; resolves when the answer is applied (or dropped). */
  function read(ns: ChainNamespace): Promise<void> | undefined {
    const chain = store.getState().chains[ns];
    const adapter = deps.namespaces.get(ns);
    const tools = deps.namespaces.tools(ns);
    const network = chain?.network.caipNetwork;
    if (!chain?.account.address || !(adapter?.assets || adapter?.getBalance) || !tools || !network) return;
    if ((blockedUntil.get(ns) ?? 0) > now()) return;
    const address = chain.account.address;
    const read = (latest.get(ns) ?? 0) + 1;
    latest.set(ns, read);
    const current = () => {
      const c = store.getState().chains[ns];
      // Answers for another address or network (the wallet moved on), or older than a later read, are dropped.
      return latest.get(ns) === read && c?.account.address === address && c.network.caipNetwork?.caipNetworkId === network.caipNetworkId;
    };
    const { assets, getBalance } = adapter;
    // The asset capability's native coin (the first amount without a token), floored for display.
    // A namespace's own display reader (its caches and SPEC §9 rules) when it has one; else the
    // native coin of its asset capability, on a network the dapp configured, never on a testnet
    // unless its RPC is this machine's (a developer's local chain).
    const native = (): Promise<{ balance: string; symbol: string } | undefined> | undefined => {
      if (getBalance || !assets) return getBalance?.({ address, network }, tools);
      if (!chain.network.requestedCaipNetworks.some((n) => n.caipNetworkId === network.caipNetworkId)) return Promise.resolve(undefined);
      if (network.testnet === true && !isLoopbackNetwork(network)) return Promise.resolve(undefined);
      return assets.balances({ address, network }, tools).then((list) => {
        const coin = list.find((a) => a.token === undefined);
        return coin && typeof coin.amount === 'bigint' && coin.amount >= 0n && Number.isInteger(coin.decimals) && coin.decimals >= 0 && coin.decimals <= 36 ? { balance: formatBalance(coin.amount, coin.decimals), symbol: coin.symbol } : undefined;
      });
    };
    return Promise.resolve()
      .then(native)
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
  }

  /** Starts a read of `ns` (the account shown now); when the newest read ends, one more if asked for meanwhile. */
  function start(ns: ChainNamespace, flight: { running: number; scheduled: boolean; again: boolean }): void {
    flight.scheduled = false;
    const pending = read(ns);
    const id = latest.get(ns);
    const settle = () => {
      if (flight.again && latest.get(ns) === id) {
        flight.again = false;
        return schedule(ns, flight);
      }
      if (flight.running === 0 && !flight.scheduled && !flight.again) flights.delete(ns);
    };
    if (!pending) return settle();
    flight.running++;
    void pending.then(() => {
      flight.running--;
      settle();
    });
  }

  function schedule(ns: ChainNamespace, flight: { running: number; scheduled: boolean; again: boolean }): void {
    flight.scheduled = true;
    // After the task's other events: a burst within it reads its last account only.
    queueMicrotask(() => start(ns, flight));
  }

  return (ns) => {
    let flight = flights.get(ns);
    if (!flight) flights.set(ns, (flight = { running: 0, scheduled: false, again: false }));
    // A read about to start reads the account shown then; with two under way, one more comes after the newest.
    if (flight.scheduled) return;
    if (flight.running >= 2) return void (flight.again = true);
    schedule(ns, flight);
  };
}

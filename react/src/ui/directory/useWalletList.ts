import { useCallback, useEffect, useRef, useState } from 'react';
import type { Kit } from '@latchkey/kernel';
import { PAGE_SIZE, SEARCH_SIZE, fetchFeatured, fetchWallets, uniqueById, type WalletEntry } from './directory';

export interface WalletListState {
  /** The query these items answer ('' = the browsing list). */
  query: string;
  items: WalletEntry[];
  /** The server's total for the query; -1 while unknown. */
  count: number;
  status: 'loading' | 'ready' | 'error';
  /** The next page's load. */
  more: 'idle' | 'loading' | 'error';
  page: number;
  hasMore: boolean;
}

const initial = (query: string): WalletListState => ({ query, items: [], count: -1, status: 'loading', more: 'idle', page: 0, hasMore: false });

/**
 * The AllWallets list for a (debounced) query. Browsing: featured wallets (SPEC §9: 4) first,
 * then the directory in its ranked order (whose first entries are the recommended ones) in pages
 * of 40, loaded on demand. Searching: one request for up to 100 matches. A new query, a retry or
 * unmounting aborts the request in flight, so a slow stale reply never overwrites a newer one.
 * With `namespace`, only wallets serving it (adding a wallet for that namespace).
 */
export function useWalletList(kit: Kit, query: string, namespace?: string) {
  const [state, setState] = useState<WalletListState>(() => initial(query));
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(state);
  latest.current = state;
  const moreController = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    setState(initial(query));
    const load = query
      ? fetchWallets(kit, { page: 1, entries: SEARCH_SIZE, search: query, namespace }, signal).then((p) => ({ items: p.data, count: p.count, hasMore: false }))
      : Promise.all([
          // Featured wallets are a bonus: their failure must not empty the list.
          fetchFeatured(kit, signal, namespace).catch(() => ({ data: [] as WalletEntry[], count: 0 })),
          fetchWallets(kit, { page: 1, entries: PAGE_SIZE, namespace }, signal),
        ]).then(([featured, page]) => ({ items: uniqueById([...featured.data, ...page.data]), count: page.count, hasMore: PAGE_SIZE < page.count && page.data.length > 0 }));
    load.then(
      (r) => {
        if (!signal.aborted) setState({ query, ...r, status: 'ready', more: 'idle', page: 1 });
      },
      () => {
        if (!signal.aborted) setState({ ...initial(query), status: 'error' });
      },
    );
    return () => {
      controller.abort();
      moreController.current?.abort();
      moreController.current = null;
    };
  }, [kit, query, attempt, namespace]);

  /** Loads the next page; after a failed page only an explicit retry (`force`) tries again, never a scroll. */
  const loadMore = useCallback((force = false) => {
    const s = latest.current;
    if (s.status !== 'ready' || !s.hasMore || s.more === 'loading' || (s.more === 'error' && !force) || s.query) return;
    const controller = new AbortController();
    moreController.current = controller;
    const page = s.page + 1;
    setState((x) => ({ ...x, more: 'loading' }));
    fetchWallets(kit, { page, entries: PAGE_SIZE, namespace }, controller.signal).then(
      (p) => {
        if (controller.signal.aborted) return;
        setState((x) => ({ ...x, items: uniqueById([...x.items, ...p.data]), count: p.count, page, more: 'idle', hasMore: page * PAGE_SIZE < p.count && p.data.length > 0 }));
      },
      () => {
        if (!controller.signal.aborted) setState((x) => ({ ...x, more: 'error' }));
      },
    );
  }, [kit, namespace]);

  const retry = useCallback(() => {
    if (latest.current.status === 'error') setAttempt((a) => a + 1);
    else if (latest.current.more === 'error') loadMore(true);
  }, [loadMore]);

  return { state, loadMore, retry };
}

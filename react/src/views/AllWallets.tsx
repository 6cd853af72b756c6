import { useEffect, useId, useRef, useState } from 'react';
import { useKit } from '../hooks/useKit';
import { useKitState } from '../hooks/useKitState';
import { useT } from '../i18n/full';
import { ErrorRetry, Spinner, Text, VisuallyHidden } from '../ui/primitives';
import { SEARCH_WAIT_MS, connectorFor, directoryParams, directoryViewOf, prefetchImages, walletImageUrl, walletLink, type WalletEntry } from '../ui/directory/directory';
import { DirectoryImage } from '../ui/directory/DirectoryImage';
import { loopbackEndpoints } from '../ui/safe';
import { walletIconUrl } from '../ui/images';
import { VirtualGrid } from './connect/VirtualGrid';
import { WalletPanel } from './connect/WalletPanel';
import { NamespaceBadges } from './connect/NamespaceBadges';
import { namespaceName, namespacesOfChains } from './namespaces';
import { useWalletList } from '../ui/directory/useWalletList';
import { addingNamespace } from './connect/target';
import type { ChainNamespace } from '@latchkey/kernel';
import type { ViewProps } from './types';
import { useKitInternals } from '../hooks/useKitInternals';

/**
 * The whole wallet directory (SPEC §7 `/getWallets`): a search box (300 ms wait, up to 100
 * matches), featured wallets first, then pages of 40 loaded as the visitor scrolls, in a
 * virtualised grid. A wallet with a connector here connects directly; one with only an app or
 * web link gets a panel to open it; any other goes to the view that connects directory wallets
 * (a relay plugin's, WalletConnect's), or, with none installed, to a panel saying it cannot be
 * connected here. For one namespace (the
 * `namespace` param, or adding a wallet for it while connected on another), only wallets serving
 * it are asked for. Names take up to two lines.
 */
export default function AllWallets({ params }: ViewProps) {
  const kit = useKit();
  const { router } = useKitInternals();
  const t = useT();
  const searchId = useId();
  const connectors = useKitState((s) => s.connectors);
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const adding = useKitState((s) => (typeof params.namespace === 'string' && Object.hasOwn(s.chains, params.namespace) ? (params.namespace as ChainNamespace) : addingNamespace(s)));
  // Several namespaces: tiles carry badges, and make room for them.
  const badged = useKitState((s) => Object.keys(s.chains).length > 1);
  const { state, loadMore, retry } = useWalletList(kit, query, adding);
  const [panel, setPanel] = useState<WalletEntry>();
  const [prefetched] = useState(() => new Set<string>());
  const returnFocusTo = useRef<string | undefined>(undefined);
  const gridRef = useRef<HTMLDivElement>(null);
  const mobile = kit.options.isMobile?.() ?? false;

  // SPEC §9 wallet search extra wait: query only once typing pauses; clearing shows the list at once.
  useEffect(() => {
    const q = input.trim();
    const id = setTimeout(() => setQuery(q), q ? SEARCH_WAIT_MS : 0);
    return () => clearTimeout(id);
  }, [input]);

  useEffect(() => {
    // Each tile's own picture (an installed wallet's announced icon is already here).
    const here = kit.getState().connectors;
    if (state.status === 'ready') prefetchImages(state.items.map((e) => walletIconUrl(kit, { connector: connectorFor(here, e), entry: e })), prefetched, loopbackEndpoints(kit.options.endpoints));
  }, [state.status, state.items, kit, prefetched]);

  // Back from the panel: focus the tile the visitor came from.
  useEffect(() => {
    const id = returnFocusTo.current;
    if (panel || id === undefined) return;
    returnFocusTo.current = undefined;
    const tile = [...(gridRef.current?.querySelectorAll<HTMLButtonElement>('button[data-wallet-id]') ?? [])].find((b) => b.dataset.walletId === id);
    tile?.focus();
  }, [panel]);

  // The view that connects a wallet with no connector here (a relay plugin's 'connect-directory'
  // view), given the entry's links (unsafe schemes dropped here, and checked again there) and image.
  const directoryView = directoryViewOf(kit);
  const toDirectoryView = directoryView ? (entry: WalletEntry) => router.push(directoryView, directoryParams(kit, entry)) : undefined;
  const choose = (entry: WalletEntry) => {
    const connector = connectorFor(connectors, entry);
    if (connector) return router.push('ConnectingExternal', { connectorId: connector.id });
    // An app or web link to open, or (with no view to connect it here) a panel that says so.
    if (walletLink(entry, mobile) || !toDirectoryView) {
      returnFocusTo.current = entry.id;
      return setPanel(entry);
    }
    toDirectoryView(entry);
  };

  const searching = query !== '';
  const announce =
    state.status === 'loading' ? t('wallets.loading') : state.status === 'error' ? '' : searching && state.items.length === 0 ? t('wallets.noResults', { query }) : t('wallets.results', { count: state.count >= 0 ? state.count : state.items.length });

  const panelLink = panel ? walletLink(panel, mobile) : undefined;
  const onPanelDirectory = panel && toDirectoryView ? () => toDirectoryView(panel) : undefined;
  return (
    <>
      {panel ? <WalletPanel entry={panel} imageUrl={walletImageUrl(kit, panel)} link={panelLink} onBack={() => setPanel(undefined)} onWalletConnect={onPanelDirectory} /> : null}
      <div hidden={Boolean(panel)} ref={gridRef} className="lk-stack">
        {adding ? <Text>{t('connect.forNamespace', { namespace: namespaceName(t, adding) })}</Text> : null}
        <label htmlFor={searchId} className="lk-visually-hidden">
          {t('wallets.searchLabel')}
        </label>
        <input
          id={searchId}
          className="lk-input"
          type="search"
          placeholder={t('wallets.search')}
          value={input}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(e) => setInput(e.currentTarget.value)}
        />
        <p role="status" className="lk-visually-hidden">
          {announce}
        </p>
        {state.status === 'loading' ? (
          <div className="lk-center">
            <Spinner label={t('wallets.loading')} />
          </div>
        ) : state.status === 'error' ? (
          <ErrorRetry message={t('wallets.error')} retryLabel={t('wallets.retry')} onRetry={retry} />
        ) : searching && state.items.length === 0 ? (
          <Text>{t('wallets.noResults', { query })}</Text>
        ) : (
          <VirtualGrid
            items={state.items}
            label={t('wallets.list')}
            setSize={searching || state.count < 0 ? state.items.length : Math.max(state.count, state.items.length)}
            getKey={(e) => e.id}
            onNearEnd={() => loadMore()}
            renderItem={(entry) => {
              const connector = connectorFor(connectors, entry);
              return (
                <button type="button" className="lk-tile" data-wallet-id={entry.id} data-badged={badged || undefined} title={entry.name} onClick={() => choose(entry)}>
                  <DirectoryImage src={walletIconUrl(kit, { connector, entry })} name={entry.name} />
                  <span className="lk-tile-name" dir="auto">
                    {entry.name}
                  </span>
                  <NamespaceBadges compact namespaces={connector?.namespaces ?? namespacesOfChains(entry.chains)} />
                  {connector ? <VisuallyHidden>{`, ${t('connect.installed')}`}</VisuallyHidden> : null}
                </button>
              );
            }}
          />
        )}
        {state.more === 'loading' ? <Spinner label={t('wallets.loadingMore')} /> : null}
        {state.more === 'error' ? (
          <ErrorRetry message={t('wallets.moreError')} retryLabel={t('wallets.retry')} onRetry={retry} />
        ) : null}
      </div>
    </>
  );
}

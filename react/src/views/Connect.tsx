import { useEffect, useMemo, useState, type ComponentType } from 'react';
import type { ConnectorInfo, SlotContribution } from '@latchkey/kernel';
import { useKit } from '../hooks/useKit';
import { useKitState } from '../hooks/useKitState';
import { useSlots } from '../hooks/useSlots';
import { useT } from '../i18n/full';
import { ErrorRetry, ListItem, Spinner, Text, WalletImage } from '../ui/primitives';
import { EntryIcon } from '../ui/EntryIcon';
import { safeLink } from '../ui/safe';
import { FEATURED_COUNT, RECOMMENDED_COUNT, connectorFor, exclusionsOf, readRecentWallets, walletImageUrl, type WalletEntry } from './connect/directory';
import { DirectoryImage } from './connect/DirectoryImage';
import { NamespaceBadges } from './connect/NamespaceBadges';
import { connectorRows, type ConnectorRow } from './connect/methods';
import { addingNamespace } from './connect/target';
import { useDirectoryPreview } from './connect/useDirectoryPreview';
import { namespaceName, namespacesOfChains } from './namespaces';
import { ChunkBoundary } from '../modal/ChunkBoundary';
import type { ViewProps } from './types';

type Row = { kind: 'connector'; row: ConnectorRow } | { kind: 'wallet'; entry: WalletEntry };

/** An inline connect method's chunk: loading, loaded or failed. */
interface LoadedMethod {
  component?: ComponentType<ViewProps>;
  error?: unknown;
  promise: Promise<void>;
}

// Per slot entry (the kit hands out the same entry objects each time): a chunk loads once per kit,
// and nothing is shared between two kits.
const loadedMethods = new WeakMap<SlotContribution, LoadedMethod>();

function loadMethod(entry: SlotContribution & { load: () => Promise<unknown> }): LoadedMethod {
  let loaded = loadedMethods.get(entry);
  if (!loaded) {
    const state: LoadedMethod = {
      promise: entry.load().then(
        (m) => void (state.component = (m as { default: ComponentType<ViewProps> }).default),
        (error: unknown) => void (state.error = error),
      ),
    };
    loaded = state;
    loadedMethods.set(entry, loaded);
  }
  return loaded;
}

/**
 * A connect method drawn inside the Connect view (a `connectMethods` entry with `load` and no
 * `view`: the email form). Its chunk loads without Suspense, as the modal's plugin views do
 * (ViewOutlet): React would hold a suspended reveal back 300 ms. A failed chunk offers a retry.
 */
function InlineMethod({ entry }: { entry: SlotContribution & { load: () => Promise<unknown> } }) {
  const t = useT();
  const [, rerender] = useState(0);
  const loaded = loadMethod(entry);
  const settled = Boolean(loaded.component || loaded.error);
  useEffect(() => {
    if (settled) return;
    let live = true;
    void loaded.promise.then(() => live && rerender((n) => n + 1));
    return () => {
      live = false;
    };
  }, [loaded, settled]);
  const retry = () => {
    loadedMethods.delete(entry);
    rerender((n) => n + 1);
  };
  const failed = (again: () => void) => <ErrorRetry message={t('modal.loadFailed')} retryLabel={t('wallets.retry')} onRetry={again} />;
  if (loaded.error) return failed(retry);
  const Method = loaded.component;
  if (!Method)
    return (
      <div className="lk-center">
        <Spinner label={t('wallets.loading')} />
      </div>
    );
  return (
    <ChunkBoundary onRetry={retry} fallback={failed}>
      <Method params={entry.params ?? {}} />
    </ChunkBoundary>
  );
}

const hasLoad = (m: SlotContribution): m is SlotContribution & { load: () => Promise<unknown> } => typeof m.load === 'function';

/** '430+' style: the directory grows, an exact count would soon be wrong. */
const roughCount = (n: number) => (n >= 10 ? Math.floor(n / 10) * 10 : n);

/**
 * The ways to connect. Wallets in SPEC §9 order: WalletConnect, recent (2), installed, featured
 * directory wallets (4), custom and external connectors, recommended directory wallets (4), then
 * 'All Wallets' with the directory's size. Excluded wallets and a Browser Wallet that is not
 * there are hidden (SPEC §5). The plugins' connect methods (`connectMethods` slot: email, social)
 * follow the wallets when an injected wallet is here ("default wallet, email, social"), and come
 * first otherwise. A method with a `view` is a row that opens it; one with only `load` (the email
 * form) is drawn in its place in the list. Connected elsewhere and adding a wallet for the active
 * namespace (after SwitchActiveChain), only wallets that serve it are listed.
 */
export default function Connect(_props: ViewProps) {
  const kit = useKit();
  const t = useT();
  const connectors = useKitState((s) => s.connectors);
  const allWallets = useKitState((s) => s.features.allWallets);
  const adding = useKitState(addingNamespace);
  // An entry with a view is a row that opens it; one with only `load` is drawn here, inline.
  const methods = useSlots('connectMethods').filter((m) => m.view || hasLoad(m));
  const [recentIds] = useState(() => readRecentWallets(kit));
  const preview = useDirectoryPreview(kit, adding);
  const mobile = kit.options.isMobile?.() ?? false;

  const { rows, injectedHere } = useMemo(() => {
    const usable = adding ? connectors.filter((c) => c.namespaces.includes(adding)) : connectors;
    const groups = connectorRows(usable, recentIds, exclusionsOf(kit), mobile);
    const shown = [...groups.walletConnect, ...groups.recent, ...groups.injected, ...groups.external].map((r) => r.connector);
    const taken = new Set<string>();
    // A directory wallet that is already listed as a connector (same rdns) is not listed twice.
    const pick = (list: WalletEntry[], max: number) =>
      list
        .filter((e) => !taken.has(e.id) && !(e.rdns && shown.some((c) => c.info?.rdns === e.rdns || c.id === e.rdns)))
        .filter((e) => !adding || namespacesOfChains(e.chains).includes(adding))
        .slice(0, max)
        .map((e) => (taken.add(e.id), { kind: 'wallet' as const, entry: e }));
    const featured = pick(preview.featured, FEATURED_COUNT);
    const recommended = pick(preview.recommended, RECOMMENDED_COUNT);
    const asRows = (list: ConnectorRow[]) => list.map((row) => ({ kind: 'connector' as const, row }));
    const all: Row[] = [...asRows(groups.walletConnect), ...asRows(groups.recent), ...asRows(groups.injected), ...featured, ...asRows(groups.external), ...recommended];
    // "With an injected wallet": one that is here, listed as recent or installed.
    const injectedHere = [...groups.recent, ...groups.injected].some((r) => r.connector.type !== 'EXTERNAL' && r.connector.type !== 'WALLET_CONNECT' && r.connector.installed !== false);
    return { rows: all, injectedHere };
  }, [connectors, recentIds, kit, mobile, preview, adding]);

  const openConnector = (c: ConnectorInfo) => {
    if (c.type === 'WALLET_CONNECT') kit.router.push('ConnectingWalletConnect');
    else kit.router.push('ConnectingExternal', { connectorId: c.id });
  };
  const openWallet = (entry: WalletEntry) => {
    const c = connectorFor(connectors, entry);
    if (c) kit.router.push('ConnectingExternal', { connectorId: c.id });
    // The WalletConnect view offers the entry's links (unsafe schemes dropped here, and checked again there) and its image.
    else
      kit.router.push('ConnectingWalletConnect', {
        walletId: entry.id,
        name: entry.name,
        imageUrl: walletImageUrl(kit, entry),
        links: { mobile: safeLink(entry.mobile_link) ?? null, desktop: safeLink(entry.desktop_link) ?? null, webapp: safeLink(entry.webapp_link) ?? null },
      });
  };
  const openMethod = (m: SlotContribution) => {
    if (m.view) kit.router.push(m.view, m.params);
  };

  const walletItems = rows.map((r) =>
    r.kind === 'connector' ? (
      <li key={`c:${r.row.connector.id}`}>
        <ListItem
          image={<WalletImage src={r.row.connector.imageUrl} name={r.row.connector.name} />}
          label={<span dir="auto">{r.row.connector.name}</span>}
          badges={<NamespaceBadges namespaces={r.row.connector.namespaces} />}
          tag={r.row.tag === 'recent' ? t('connect.recent') : r.row.tag === 'installed' ? t('connect.installed') : undefined}
          onClick={() => openConnector(r.row.connector)}
        />
      </li>
    ) : (
      <li key={`w:${r.entry.id}`}>
        <ListItem
          image={<DirectoryImage src={walletImageUrl(kit, r.entry)} name={r.entry.name} />}
          label={<span dir="auto">{r.entry.name}</span>}
          badges={<NamespaceBadges namespaces={namespacesOfChains(r.entry.chains)} />}
          onClick={() => openWallet(r.entry)}
        />
      </li>
    ),
  );
  if (allWallets) {
    // On a phone the directory comes first (SPEC §2): its wallets open by deeplink, and there is
    // no extension to list.
    walletItems[mobile ? 'unshift' : 'push'](
      <li key="all-wallets">
        <ListItem
          image={<span className="lk-img" aria-hidden="true">⋯</span>}
          label={t('connect.allWallets')}
          tag={preview.count ? t('connect.allWalletsCount', { count: roughCount(preview.count) }) : undefined}
          onClick={() => kit.router.push('AllWallets')}
        />
      </li>,
    );
  }
  const methodItems = methods.map((m) =>
    m.view || !hasLoad(m) ? (
      <li key={`m:${m.id}`}>
        <ListItem image={<EntryIcon icon={m.icon} name={t(m.labelKey)} />} label={t(m.labelKey)} onClick={() => openMethod(m)} />
      </li>
    ) : (
      <li key={`m:${m.id}`}>
        <InlineMethod entry={m} />
      </li>
    ),
  );
  const items = injectedHere ? [...walletItems, ...methodItems] : [...methodItems, ...walletItems];

  return (
    <>
      {adding ? <Text>{t('connect.forNamespace', { namespace: namespaceName(t, adding) })}</Text> : null}
      {rows.length === 0 && methods.length === 0 ? <Text>{t('connect.noWallets')}</Text> : null}
      {items.length === 0 ? null : (
        <ul className="lk-list" aria-label={t('connect.methods')}>
          {items}
        </ul>
      )}
    </>
  );
}

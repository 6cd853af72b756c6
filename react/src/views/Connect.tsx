import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import type { ChainNamespace, ConnectorInfo, SlotContribution } from '@latchkey/kernel';
import { useKit } from '../hooks/useKit';
import { useKitState } from '../hooks/useKitState';
import { useSlots } from '../hooks/useSlots';
import { useT } from '../i18n/full';
import { ErrorRetry, ListItem, Spinner, Text, WalletImage } from '../ui/primitives';
import { EntryIcon } from '../ui/EntryIcon';
import { WalletIcon } from '../ui/icons';
import { walletIconUrl } from '../ui/images';
import { FEATURED_COUNT, RECOMMENDED_COUNT, connectorFor, directoryParams, directoryViewOf, exclusionsOf, readRecentWallets, type WalletEntry } from '../ui/directory/directory';
import { DirectoryImage } from '../ui/directory/DirectoryImage';
import { NamespaceBadges } from './connect/NamespaceBadges';
import { connectorRows, type ConnectorRow } from './connect/methods';
import { addingNamespace } from './connect/target';
import { useDirectoryPreview } from './connect/useDirectoryPreview';
import { configuredNamespaces, namespaceName, namespacesOfChains } from './namespaces';
import { ChunkBoundary } from '../ui/ChunkBoundary';
import type { ViewProps } from './types';
import { useKitInternals } from '../hooks/useKitInternals';

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

/** The Connect view's `namespace` param when it names a namespace the kit serves. */
const askedNamespace = (params: Record<string, unknown>, served: readonly string[]): ChainNamespace | undefined =>
  typeof params.namespace === 'string' && served.includes(params.namespace) ? (params.namespace as ChainNamespace) : undefined;

/**
 * The ways to connect. Wallets in SPEC §9 order: WalletConnect, recent (2), installed, featured
 * directory wallets (4), custom and external connectors, recommended directory wallets (4), then
 * 'All Wallets' with the directory's size. Excluded wallets and a Browser Wallet that is not
 * there are hidden (SPEC §5). The plugins' connect methods (`connectMethods` slot: email, social)
 * follow the visitor's own wallets when an injected one is here ("default wallet, email, social")
 * and come before the other wallets; without one they come first. With `collapseWallets`, or
 * `emailShowWallets` off while email is offered, the methods come first and the wallets wait
 * behind one "Continue with a wallet" entry. A method with a `view` is a row that opens it; one
 * with only `load` (the email form) is drawn in its place in the list. For one namespace (the
 * `namespace` param, or adding a wallet for the active namespace after SwitchActiveChain), only
 * wallets that serve it are listed, and the methods only when the embedded wallet (the AUTH
 * connector they sign in to) serves it.
 */
export default function Connect({ params }: ViewProps) {
  const kit = useKit();
  const { router } = useKitInternals();
  const t = useT();
  const connectors = useKitState((s) => s.connectors);
  const served = useKitState(configuredNamespaces);
  const allWallets = useKitState((s) => s.features.allWallets);
  const collapseWallets = useKitState((s) => s.features.collapseWallets);
  const emailShowWallets = useKitState((s) => s.features.emailShowWallets);
  const adding = useKitState(addingNamespace);
  const target = askedNamespace(params, served) ?? adding;
  // An entry with a view is a row that opens it; one with only `load` is drawn here, inline.
  const slotMethods = useSlots('connectMethods').filter((m) => m.view || hasLoad(m));
  // Email and social sign in to the embedded wallet: for one namespace, only where it serves.
  const methods = target && !connectors.some((c) => c.type === 'AUTH' && c.namespaces.includes(target)) ? [] : slotMethods;
  const [recentIds] = useState(() => readRecentWallets(kit));
  const [expanded, setExpanded] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const preview = useDirectoryPreview(kit, target);
  const mobile = kit.options.isMobile?.() ?? false;
  // The view that connects a directory wallet with no connector here (a relay plugin's), if any.
  const directoryView = directoryViewOf(kit);

  const { own, others, injectedHere } = useMemo(() => {
    const usable = target ? connectors.filter((c) => c.namespaces.includes(target)) : connectors;
    const groups = connectorRows(usable, recentIds, exclusionsOf(kit), mobile);
    const shown = [...groups.walletConnect, ...groups.recent, ...groups.injected, ...groups.external].map((r) => r.connector);
    const taken = new Set<string>();
    // A directory wallet that is already listed as a connector (same rdns) is not listed twice.
    const pick = (list: WalletEntry[], max: number) =>
      list
        .filter((e) => !taken.has(e.id) && !(e.rdns && shown.some((c) => c.info?.rdns === e.rdns || c.id === e.rdns)))
        .filter((e) => !target || namespacesOfChains(e.chains).includes(target))
        // Nothing could connect a wallet that has no connector here when no view connects directory wallets.
        .filter((e) => directoryView || connectorFor(usable, e))
        .slice(0, max)
        .map((e) => (taken.add(e.id), { kind: 'wallet' as const, entry: e }));
    const featured = pick(preview.featured, FEATURED_COUNT);
    const recommended = pick(preview.recommended, RECOMMENDED_COUNT);
    const asRows = (list: ConnectorRow[]) => list.map((row) => ({ kind: 'connector' as const, row }));
    // "With an injected wallet": one that is here, listed as recent or installed.
    const injectedHere = [...groups.recent, ...groups.injected].some((r) => r.connector.type !== 'EXTERNAL' && r.connector.type !== 'WALLET_CONNECT' && r.connector.installed !== false);
    const own: Row[] = [...asRows(groups.walletConnect), ...asRows(groups.recent), ...asRows(groups.injected)];
    const others: Row[] = [...featured, ...asRows(groups.external), ...recommended];
    return { own, others, injectedHere };
  }, [connectors, recentIds, kit, mobile, preview, target, directoryView]);


  // A connector with a connecting view of its own (a relay's QR code) opens it; others ConnectingExternal.
  const openConnector = (c: ConnectorInfo) => {
    if (c.view && router.isKnown(c.view)) router.push(c.view);
    else router.push('ConnectingExternal', { connectorId: c.id });
  };
  const openWallet = (entry: WalletEntry) => {
    const c = connectorFor(connectors, entry);
    if (c) router.push('ConnectingExternal', { connectorId: c.id });
    // A directory wallet with no connector here: the 'connect-directory' view (listed only when there is one).
    else if (directoryView) router.push(directoryView, directoryParams(kit, entry));
  };
  const openMethod = (m: SlotContribution) => {
    if (m.view) router.push(m.view, m.params);
  };

  const walletItem = (r: Row) => {
    if (r.kind === 'connector') {
      const tag = r.row.tag === 'recent' ? t('connect.recent') : r.row.tag === 'installed' ? t('connect.installed') : undefined;
      return (
        <li key={`c:${r.row.connector.id}`}>
          <ListItem
            image={<WalletImage src={walletIconUrl(kit, { connector: r.row.connector })} name={r.row.connector.name} />}
            label={r.row.connector.name}
            badges={
              <>
                <NamespaceBadges namespaces={r.row.connector.namespaces} />
                {tag ? <span className="lk-tag">{tag}</span> : null}
              </>
            }
            onClick={() => openConnector(r.row.connector)}
          />
        </li>
      );
    }
    return (
      <li key={`w:${r.entry.id}`}>
        <ListItem
          image={<DirectoryImage src={walletIconUrl(kit, { entry: r.entry })} name={r.entry.name} />}
          label={r.entry.name}
          badges={<NamespaceBadges namespaces={namespacesOfChains(r.entry.chains)} />}
          onClick={() => openWallet(r.entry)}
        />
      </li>
    );
  };
  const allWalletsItem = allWallets ? (
    <li key="all-wallets">
      <ListItem
        image={<span className="lk-img" aria-hidden="true">⋯</span>}
        label={t('connect.allWallets')}
        tag={preview.count ? t('connect.allWalletsCount', { count: roughCount(preview.count) }) : undefined}
        onClick={() => router.push('AllWallets', target ? { namespace: target } : undefined)}
      />
    </li>
  ) : null;
  // On a phone the directory comes first (SPEC §2): its wallets open by deeplink, and there is
  // no extension to list.
  const ownItems = [...(mobile && allWalletsItem ? [allWalletsItem] : []), ...own.map(walletItem)];
  const otherItems = [...others.map(walletItem), ...(!mobile && allWalletsItem ? [allWalletsItem] : [])];
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
  // Expanded from "Continue with a wallet": the first wallet (after the methods) takes the focus the entry had.
  const methodCount = methodItems.length;
  useEffect(() => {
    if (expanded) list.current?.children[methodCount]?.querySelector<HTMLElement>('button')?.focus();
    // Only when the visitor expands the list, not as methods come and go.
  }, [expanded]);
  const collapsed = !expanded && methods.length > 0 && ownItems.length + otherItems.length > 0 && (collapseWallets || (!emailShowWallets && methods.some((m) => m.id === 'email')));
  const wallets = [...ownItems, ...otherItems];
  let items: typeof wallets;
  if (collapsed)
    items = [
      ...methodItems,
      <li key="wallets">
        <ListItem
          image={
            <span className="lk-img lk-icon" aria-hidden="true">
              <WalletIcon />
            </span>
          }
          label={t('connect.continueWithWallet')}
          onClick={() => setExpanded(true)}
        />
      </li>,
    ];
  else if (expanded) items = [...methodItems, ...wallets];
  else if (injectedHere) items = [...ownItems, ...methodItems, ...otherItems];
  else items = [...methodItems, ...wallets];

  return (
    <>
      {target ? <Text>{t('connect.forNamespace', { namespace: namespaceName(t, target) })}</Text> : null}
      {own.length + others.length === 0 && methods.length === 0 ? <Text>{t('connect.noWallets')}</Text> : null}
      {items.length === 0 ? null : (
        <ul ref={list} className="lk-list" aria-label={t('connect.methods')}>
          {items}
        </ul>
      )}
    </>
  );
}

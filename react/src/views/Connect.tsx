import { useMemo, useState } from 'react';
import type { ConnectorInfo } from '@latchkey/kernel';
import { useKit } from '../hooks/useKit';
import { useKitState } from '../hooks/useKitState';
import { useT } from '../i18n/useT';
import { ListItem, Text, WalletImage } from '../ui/primitives';
import { FEATURED_COUNT, RECOMMENDED_COUNT, connectorFor, exclusionsOf, readRecentWallets, walletImageUrl, type WalletEntry } from './connect/directory';
import { DirectoryImage } from './connect/DirectoryImage';
import { connectorRows, type ConnectorRow } from './connect/methods';
import { useDirectoryPreview } from './connect/useDirectoryPreview';
import type { ViewProps } from './types';

type Row = { kind: 'connector'; row: ConnectorRow } | { kind: 'wallet'; entry: WalletEntry };

/** '430+' style: the directory grows, an exact count would soon be wrong. */
const roughCount = (n: number) => (n >= 10 ? Math.floor(n / 10) * 10 : n);

/**
 * The ways to connect, in SPEC §9 order: WalletConnect, recent (2), installed, featured
 * directory wallets (4), custom and external connectors, recommended directory wallets (4), then
 * 'All Wallets' with the directory's size. Excluded wallets and a Browser Wallet that is not
 * there are hidden (SPEC §5).
 */
export default function Connect(_props: ViewProps) {
  const kit = useKit();
  const t = useT();
  const connectors = useKitState((s) => s.connectors);
  const allWallets = useKitState((s) => s.features.allWallets);
  const [recentIds] = useState(() => readRecentWallets(kit));
  const preview = useDirectoryPreview(kit);
  const mobile = kit.options.isMobile?.() ?? false;

  const rows = useMemo<Row[]>(() => {
    const groups = connectorRows(connectors, recentIds, exclusionsOf(kit), mobile);
    const shown = [...groups.walletConnect, ...groups.recent, ...groups.injected, ...groups.external].map((r) => r.connector);
    const taken = new Set<string>();
    // A directory wallet that is already listed as a connector (same rdns) is not listed twice.
    const pick = (list: WalletEntry[], max: number) =>
      list
        .filter((e) => !taken.has(e.id) && !(e.rdns && shown.some((c) => c.info?.rdns === e.rdns || c.id === e.rdns)))
        .slice(0, max)
        .map((e) => (taken.add(e.id), { kind: 'wallet' as const, entry: e }));
    const featured = pick(preview.featured, FEATURED_COUNT);
    const recommended = pick(preview.recommended, RECOMMENDED_COUNT);
    const asRows = (list: ConnectorRow[]) => list.map((row) => ({ kind: 'connector' as const, row }));
    return [...asRows(groups.walletConnect), ...asRows(groups.recent), ...asRows(groups.injected), ...featured, ...asRows(groups.external), ...recommended];
  }, [connectors, recentIds, kit, mobile, preview]);

  const openConnector = (c: ConnectorInfo) => {
    if (c.type === 'WALLET_CONNECT') kit.router.push('ConnectingWalletConnect');
    else kit.router.push('ConnectingExternal', { connectorId: c.id });
  };
  const openWallet = (entry: WalletEntry) => {
    const c = connectorFor(connectors, entry);
    if (c) kit.router.push('ConnectingExternal', { connectorId: c.id });
    else kit.router.push('ConnectingWalletConnect', { walletId: entry.id, name: entry.name });
  };

  return (
    <>
      {rows.length === 0 ? <Text>{t('connect.noWallets')}</Text> : null}
      {rows.length === 0 && !allWallets ? null : (
      <ul className="lk-list" aria-label={t('connect.methods')}>
        {rows.map((r) =>
          r.kind === 'connector' ? (
            <li key={`c:${r.row.connector.id}`}>
              <ListItem
                image={<WalletImage src={r.row.connector.imageUrl} name={r.row.connector.name} />}
                label={<span dir="auto">{r.row.connector.name}</span>}
                tag={r.row.tag === 'recent' ? t('connect.recent') : r.row.tag === 'installed' ? t('connect.installed') : undefined}
                onClick={() => openConnector(r.row.connector)}
              />
            </li>
          ) : (
            <li key={`w:${r.entry.id}`}>
              <ListItem image={<DirectoryImage src={walletImageUrl(kit, r.entry)} name={r.entry.name} />} label={<span dir="auto">{r.entry.name}</span>} onClick={() => openWallet(r.entry)} />
            </li>
          ),
        )}
        {allWallets ? (
          <li>
            <ListItem
              image={<span className="lk-img" aria-hidden="true">⋯</span>}
              label={t('connect.allWallets')}
              tag={preview.count ? t('connect.allWalletsCount', { count: roughCount(preview.count) }) : undefined}
              onClick={() => kit.router.push('AllWallets')}
            />
          </li>
        ) : null}
      </ul>
      )}
    </>
  );
}

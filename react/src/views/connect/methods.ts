import type { ConnectorInfo } from '@latchkey/kernel';
import { isExcluded, type Exclusions } from '../../ui/directory/directory';

export type ConnectorTag = 'recent' | 'installed' | undefined;

export interface ConnectorRow {
  connector: ConnectorInfo;
  tag: ConnectorTag;
}

/** The legacy injected wallet's id (the eip155 plugin's 'Browser Wallet'). */
export const BROWSER_WALLET_ID = 'injected';

const INSTALLED_TYPES = new Set(['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN']);

/**
 * SPEC §5: the Browser Wallet is hidden on desktop without an install and on mobile without an
 * identifier or an install. A plugin marks a vouched-for (installed and identified) one
 * `installed: true`; on mobile anything less hides it.
 */
export function browserWalletVisible(c: ConnectorInfo, mobile: boolean): boolean {
  if (c.id !== BROWSER_WALLET_ID) return true;
  return mobile ? c.installed === true : c.installed !== false;
}

/**
 * The connector rows of the Connect view in SPEC §9 order: walletConnect, recent (at most 2,
 * by connector id), injected (announced and injected wallets that are here), then custom and
 * external. Featured and recommended directory wallets slot in between by the caller. Excluded
 * wallets never appear.
 */
export function connectorRows(connectors: readonly ConnectorInfo[], recentIds: readonly string[], ex: Exclusions, mobile: boolean): { walletConnect: ConnectorRow[]; recent: ConnectorRow[]; injected: ConnectorRow[]; external: ConnectorRow[] } {
  const shown = connectors.filter((c) => !isExcluded(ex, { id: c.id, name: c.name, explorerId: c.explorerId, rdns: c.info?.rdns }) && browserWalletVisible(c, mobile));
  const usable = (c: ConnectorInfo) => !INSTALLED_TYPES.has(c.type) || c.installed !== false;
  const recent: ConnectorRow[] = [];
  for (const id of recentIds) {
    const c = shown.find((x) => x.id === id);
    if (c && usable(c) && c.type !== 'AUTH' && !recent.some((r) => r.connector.id === c.id)) recent.push({ connector: c, tag: 'recent' });
  }
  const taken = new Set(recent.map((r) => r.connector.id));
  const rest = shown.filter((c) => !taken.has(c.id));
  return {
    // A QR code is for another device: on a phone, relay wallets are reached through the directory.
    walletConnect: rest.filter((c) => c.type === 'WALLET_CONNECT').map((c) => ({ connector: c, tag: undefined })),
    recent,
    injected: rest.filter((c) => INSTALLED_TYPES.has(c.type) && c.installed !== false).map((c) => ({ connector: c, tag: 'installed' as const })),
    external: rest.filter((c) => c.type === 'EXTERNAL').map((c) => ({ connector: c, tag: undefined })),
  };
}

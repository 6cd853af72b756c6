import type { ConnectorInfo, KitState, PluginContext } from '@latchkey/kernel';
import { registerWallet, type BridgeWindow } from './protocol';
import { createBridgedWallet, type BridgedWallet } from './wallet';

/** What the bridge needs besides the plugin's context. */
export interface BridgeOptions {
  win: BridgeWindow;
  /** True for a connector that is a browser Wallet Standard wallet (never bridged: it is on the page already). */
  isWalletStandard(connectorId: string): boolean;
}

/** The connector of the kit's Solana connection when it is one to bridge. */
function bridgedConnector(state: KitState, options: BridgeOptions): ConnectorInfo | undefined {
  const c = state.chains.solana;
  if (c?.account.status !== 'connected' || !c.connectorId || options.isWalletStandard(c.connectorId)) return undefined;
  return state.connectors.find((x) => x.id === c.connectorId && x.namespaces.includes('solana'));
}

/** What the bridge reacts to: the Solana connection (connector, account) and the Solana networks. */
function keyOf(state: KitState): string {
  const c = state.chains.solana;
  if (!c) return '';
  return [c.account.status, c.connectorId ?? '', c.account.address ?? '', c.network.requestedCaipNetworks.map((n) => n.caipNetworkId).join(','), state.connectors.length].join('|');
}

/**
 * Keeps one Wallet Standard wallet registered on the page for the kit's Solana connection while it
 * goes through a connector that is not a browser Wallet Standard wallet: registered when it starts,
 * its listeners told of account and chain changes, told it has no account and unregistered when
 * it ends (or moves to another connector). One wallet object per connector, kept for the kit's
 * life: a dapp that held on to it sees it come back. Returns the function that ends it all.
 *
 * @example
 * const stop = startBridge(ctx, { win: window, isWalletStandard: (id) => discovered.has(id) })
 */
export function startBridge(ctx: PluginContext, options: BridgeOptions): () => void {
  const wallets = new Map<string, BridgedWallet>();
  let active: { connectorId: string; bridged: BridgedWallet; unregister: () => void } | undefined;

  const end = (close: boolean) => {
    const ending = active;
    if (!ending) return;
    active = undefined;
    // Told first that the account went, then gone from the page (wallet-adapter disconnects on the former).
    if (close) ending.bridged.close();
    else ending.bridged.refresh();
    ending.unregister();
  };

  const sync = () => {
    const info = bridgedConnector(ctx.kit.getState(), options);
    if (active && active.connectorId !== info?.id) end(false);
    if (!info) return;
    if (active) return active.bridged.refresh();
    let bridged = wallets.get(info.id);
    if (!bridged) {
      bridged = createBridgedWallet(ctx, info);
      wallets.set(info.id, bridged);
    }
    bridged.refresh();
    active = { connectorId: info.id, bridged, unregister: registerWallet(options.win, bridged.wallet, ctx.logger) };
  };

  const off = ctx.kit.subscribe(keyOf, sync);
  sync();
  return () => {
    off();
    end(true);
    for (const bridged of wallets.values()) bridged.close();
    wallets.clear();
  };
}

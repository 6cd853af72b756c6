import type { ChainNamespace, CaipNetwork, PluginContext } from '@latchkey/kernel';
import type { WalletConnectState } from './types';

/**
 * One WalletConnect session covers every namespace the wallet approved (SPEC §4: disconnect clears
 * the connection; the session is one). When the visitor disconnects one of them (the Account view's
 * Disconnect names the namespace on screen), the session ends, so every other namespace it covered
 * is disconnected in the kit too, and a toast says which networks ended: the kit never shows Solana
 * connected through a session the wallet no longer has, and nothing ends silently.
 *
 * A wallet replaced on one namespace (another wallet connected there) is no disconnect: the session
 * stays for the others.
 */
export function endWholeSession(ctx: PluginContext<WalletConnectState>, connectorId: string): void {
  const kit = ctx.kit;
  /** The network each namespace was on while this connector served it (a disconnect resets it). */
  const networkOf = new Map<ChainNamespace, CaipNetwork>();
  const walletOf = new Map<ChainNamespace, string>();
  const servedBy = (ns: ChainNamespace) => {
    const s = kit.getState();
    return s.chains[ns]?.connectorId === connectorId || (s.connections[ns] ?? []).some((c) => c.connectorId === connectorId);
  };
  const remember = () => {
    const s = kit.getState();
    for (const [ns, chain] of Object.entries(s.chains) as Array<[ChainNamespace, NonNullable<(typeof s.chains)[ChainNamespace]>]>) {
      if (!servedBy(ns) || !chain.network.caipNetwork) continue;
      networkOf.set(ns, chain.network.caipNetwork);
      const name = chain.connectorId === connectorId ? chain.account.connectedWalletInfo?.name : undefined;
      if (name) walletOf.set(ns, name);
    }
  };
  ctx.bus.on('connected', remember);
  ctx.bus.on('networkChanged', remember);
  let ending: Set<ChainNamespace> | undefined;
  ctx.bus.on('disconnected', (e: { namespace: ChainNamespace; connectorId: string | undefined }) => {
    if (e.connectorId !== connectorId) return;
    if (!ending) {
      ending = new Set();
      // After the kit's own disconnect has run (it may be clearing several namespaces at once).
      queueMicrotask(() => void finish());
    }
    ending.add(e.namespace);
  });

  async function finish() {
    const ended = ending!;
    ending = undefined;
    const others = (Object.keys(kit.getState().chains) as ChainNamespace[]).filter((ns) => !ended.has(ns) && servedBy(ns));
    remember();
    for (const ns of others) ended.add(ns);
    // The rest of the session goes too; the connector ends the session once it serves none.
    await Promise.all(others.map((namespace) => kit.disconnect({ namespace }).catch(() => undefined)));
    if (others.length === 0 && ended.size < 2) return forget(ended);
    const names = [...ended].map((ns) => networkOf.get(ns)?.name ?? kit.getState().chains[ns]?.network.caipNetwork?.name ?? ns);
    const wallet = [...ended].map((ns) => walletOf.get(ns)).find(Boolean) ?? 'WalletConnect';
    ctx.alerts.show('WALLET_SESSION_ENDED', { wallet, networks: listOf(names, kit.getState().locale) });
    forget(ended);
  }
  const forget = (ended: Set<ChainNamespace>) => {
    for (const ns of ended) {
      networkOf.delete(ns);
      walletOf.delete(ns);
    }
  };
}

/** 'A, B and C' in the kit's language. */
function listOf(items: string[], locale: string | undefined): string {
  try {
    return new Intl.ListFormat(locale ?? 'en', { style: 'long', type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

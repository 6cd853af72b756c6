import type { PluginContext } from '@latchkey/kernel';
import type { WalletAdapterParameters } from '../wallet/adapter';
import type { EIP1193Provider, Eip155Window } from '../types';
import { walletConnector } from '../wallet/connector';
import { providerSlot, replaceProvider, type ProviderSlot } from '../wallet/slot';
import { ANNOUNCE_EVENT, REQUEST_EVENT, parseAnnouncement } from './announcement';
import { INJECTED_ID, INJECTED_NAME, injectedProvider } from './injected';

/** Some extensions inject `window.ethereum` after the page's scripts ran, then fire this. */
const ETHEREUM_INITIALIZED = 'ethereum#initialized';

interface Entry {
  slot: ProviderSlot;
  remove: () => void;
  /** The EIP-6963 uuid of the announcement whose provider is in use. */
  uuid?: string;
}

/**
 * Wallet discovery on a window: one ANNOUNCED connector per EIP-6963 wallet (id = rdns; a
 * re-announcement only swaps the provider), including wallets that announce late, and the legacy
 * `window.ethereum` as the INJECTED 'Browser Wallet' while no announced wallet exposes it.
 * Returns the function that stops listening.
 *
 * @example
 * const stop = startDiscovery(ctx, window, tools, { injected: true })
 */
export function startDiscovery(ctx: PluginContext, win: Eip155Window, tools: WalletAdapterParameters['tools'], options: { injected: boolean }): () => void {
  const announced = new Map<string, Entry>();
  let injected: Entry | undefined;
  // While the first burst of announcements comes in, the Browser Wallet waits: it must not show
  // up for a provider that an announcement a moment later claims.
  let starting = true;

  const connectedVia = (id: string) => ctx.kit.getState().chains.eip155?.connectorId === id;
  const announcedProviders = (): EIP1193Provider[] => [...announced.values()].flatMap((e) => (e.slot.current ? [e.slot.current] : []));

  const syncInjected = () => {
    if (!options.injected) return;
    const provider = injectedProvider(win, { mobile: ctx.options.isMobile?.() ?? false, announced: announcedProviders() });
    if (provider && injected) {
      replaceProvider(injected.slot, provider);
    } else if (provider) {
      const slot = providerSlot(provider);
      const remove = ctx.connectors.add(
        walletConnector({ info: { id: INJECTED_ID, name: INJECTED_NAME, type: 'INJECTED', namespaces: ['eip155'], installed: true }, provider: slot, tools }),
      );
      injected = { slot, remove };
    } else if (injected && !connectedVia(INJECTED_ID)) {
      // Pulling a connector out from under a live connection would strand it; it goes on disconnect's next sync.
      injected.remove();
      injected = undefined;
    }
  };

  const onAnnounce = (event: Event) => {
    const a = parseAnnouncement((event as CustomEvent<unknown>).detail);
    if (!a) {
      ctx.logger.debug('[latchkey] eip155: ignored a malformed EIP-6963 announcement');
      return;
    }
    const known = announced.get(a.rdns);
    if (known) {
      // Another script announcing a known rdns must not slip its provider under the first
      // wallet's name (connected or not): only the same announcement (same uuid) may refresh it.
      if (known.uuid === a.uuid) replaceProvider(known.slot, a.provider);
      else ctx.logger.warn(`[latchkey] eip155: ignored a second provider announced as ${a.rdns}`);
    } else {
      const slot = providerSlot(a.provider);
      const remove = ctx.connectors.add(
        walletConnector({
          info: { id: a.rdns, name: a.name, type: 'ANNOUNCED', namespaces: ['eip155'], info: { rdns: a.rdns }, installed: true, ...(a.icon ? { imageUrl: a.icon } : {}) },
          provider: slot,
          tools,
        }),
      );
      announced.set(a.rdns, { slot, remove, uuid: a.uuid });
    }
    if (!starting) syncInjected();
  };

  win.addEventListener(ANNOUNCE_EVENT, onAnnounce);
  win.addEventListener(ETHEREUM_INITIALIZED, syncInjected);
  const offDisconnected = ctx.bus.on('disconnected', syncInjected);
  // Wallets that loaded before us answer this; later ones announce on their own.
  win.dispatchEvent(new Event(REQUEST_EVENT));
  starting = false;
  syncInjected();

  return () => {
    win.removeEventListener(ANNOUNCE_EVENT, onAnnounce);
    win.removeEventListener(ETHEREUM_INITIALIZED, syncInjected);
    offDisconnected();
  };
}

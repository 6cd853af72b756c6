import { StorageKeys, VERSION, type AccountDetails, type AccountType as KitAccountType, type ChainNamespace, type ConnectorAdapter, type ConnectorInfo, type PluginContext } from '@latchkey/kernel';
import { createAuthAdapter } from './connector';
import { createFrameClient, type FrameClient } from './frame/client';
import type { AccountType } from './protocol/events';
import type { EmbeddedWalletOptions, EmbeddedWalletState } from './types';
import { displayName, storedAccountTypes } from './user';

const SOCIALS = new Set(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster']);

/** What the plugin's entry hands its lazily loaded runtime. */
export interface RuntimeDeps {
  ctx: PluginContext<EmbeddedWalletState>;
  options: EmbeddedWalletOptions;
  win: Window | undefined;
  connectorId: string;
}

/** The embedded wallet's code past the page's load path: the frame, the AUTH connector, the account details. */
export interface Runtime {
  /** The secure frame, loaded once (again after a failure), ready for requests. */
  frame(): Promise<FrameClient>;
  /** The frame, if it was asked for: nothing loads to answer. */
  loaded(): Promise<FrameClient> | undefined;
  adapter(info: ConnectorInfo): ConnectorAdapter;
  setPreferredAccountType(type: AccountType): Promise<AccountType>;
  /** Writes the signed-in user's details (display name, email, social provider, smart account) for the views. */
  accountDetails(namespace: ChainNamespace, address: string): void;
}

/**
 * The embedded wallet's runtime, loaded when the Connect view shows, a remembered AUTH connection
 * is restored, or the dapp calls the plugin's API.
 *
 * @example
 * const runtime = createRuntime({ ctx, options, win: window, connectorId: 'AUTH' });
 * await runtime.frame();
 */
export function createRuntime({ ctx, options, win, connectorId }: RuntimeDeps): Runtime {
  let client: Promise<FrameClient> | undefined;
  const frame = (): Promise<FrameClient> => {
    if (!win) return Promise.reject(new Error('W3mFrame: iframe is not set'));
    if (client) return client;
    const state = ctx.kit.getState();
    const network = state.activeNamespace ? state.chains[state.activeNamespace]?.network.caipNetwork : undefined;
    const c = createFrameClient({
      url: options.url,
      query: { projectId: ctx.options.projectId, chainId: network?.caipNetworkId, version: VERSION, enableLogger: String(Boolean(options.enableLogger)), rpcUrl: network?.rpcUrls.default.http[0] },
      window: win,
      signal: ctx.signal,
      onAlert: (code) => ctx.alerts.show(code),
      onSessionUpdate: (token) => ctx.store.set((s) => void (s.session = Boolean(token))),
      // enableLogger: the exchange with the frame goes to the kit's debug log (kit.debugLog).
      ...(options.enableLogger ? { onLog: (line: string) => ctx.logger.debug('[latchkey frame]', line) } : {}),
    });
    ctx.store.set((s) => void (s.frame = 'loading'));
    client = c.ready().then(
      () => {
        ctx.store.set((s) => void (s.frame = 'ready'));
        // The frame shows the dapp's name and theme (SPEC §7 sync events).
        void c.request('SYNC_DAPP_DATA', { metadata: { name: ctx.options.metadata.name, description: ctx.options.metadata.description, url: ctx.options.metadata.url, icons: [...ctx.options.metadata.icons].slice(0, 8) }, sdkVersion: VERSION, sdkType: 'latchkey', ...(ctx.options.projectId ? { projectId: ctx.options.projectId } : {}) }).catch(() => undefined);
        void c.request('SYNC_THEME', { themeMode: ctx.kit.getState().themeMode }).catch(() => undefined);
        return c;
      },
      (error: unknown) => {
        client = undefined;
        ctx.store.set((s) => void (s.frame = 'error'));
        throw error;
      },
    );
    return client;
  };

  return {
    frame,
    loaded: () => client,
    adapter: (info) => createAuthAdapter({ ctx, info, frame }),
    async setPreferredAccountType(type) {
      const c = await frame();
      let chosen: AccountType = type;
      try {
        await c.request('SET_PREFERRED_ACCOUNT', { type });
      } catch (error) {
        // SPEC §6: a set-preferred error falls back to the EOA.
        ctx.logger.warn('[latchkey] smart account unavailable, using the EOA', error);
        chosen = 'eoa';
        await c.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' }).catch(() => undefined);
      }
      // Kept (SPEC §3 preferred_account_types): the reconnect below, a reload and the next login ask the frame for it.
      ctx.storage.set(StorageKeys.preferredAccountTypes, { ...storedAccountTypes(ctx.storage), eip155: chosen });
      const eip155 = ctx.kit.getState().chains.eip155;
      if (eip155?.connectorId === connectorId && eip155.account.address) await ctx.kit.connect(connectorId, { namespace: 'eip155' });
      return chosen;
    },
    accountDetails(namespace, address) {
      const user = ctx.store.get().users[namespace];
      if (!user) return;
      const name = displayName(user);
      ctx.account.update(namespace, address, {
        user: { email: user.email ?? null, address: user.address, chainId: user.chainId, ...(user.accounts ? { accounts: user.accounts } : {}), ...(user.userName ? { userName: user.userName } : {}), ...(user.preferredAccountType ? { preferredAccountType: user.preferredAccountType as KitAccountType } : {}) },
        ...(user.socialProvider && SOCIALS.has(user.socialProvider) ? { socialProvider: user.socialProvider as AccountDetails['socialProvider'] } : {}),
        ...(user.smartAccountDeployed !== undefined ? { smartAccountDeployed: user.smartAccountDeployed } : {}),
        ...(name ? { profileName: name } : {}),
      });
    },
  };
}

import { definePlugin, type KitPlugin } from '@latchkey/kernel';
import { createEip155Api } from './api';
import { customConnectorInfo } from './discovery/custom';
import { startDiscovery } from './discovery/discover';
import { resolveWindow } from './discovery/window';
import type { Eip155Api, Eip155Options } from './types';
import { walletConnector } from './wallet/connector';
import { providerSlot } from './wallet/slot';
import { eip155Namespace } from './namespace';
import { eip155Assets } from './assets';
import { watchIdentity } from './identity/watch';

/**
 * The EVM chain plugin: EIP-6963 announced wallets, the legacy injected 'Browser Wallet' and the
 * host's own connectors, with signing and sending helpers on its API. viem loads only when a
 * wallet is used (connect, sign, send, balance), never for the first paint.
 *
 * @example
 * const kit = createKit({ metadata, networks: [mainnet], plugins: [eip155()] })
 * await kit.connect('io.metamask')
 * await kit.plugin('eip155').sendNative({ to: '0x3C44…93BC', amount: '0.01' })
 */
export function eip155(options: Eip155Options = {}): KitPlugin<'eip155', Eip155Api> {
  // Checked when the factory runs so a bad option fails at createKit, naming the connector.
  const custom = (options.connectors ?? []).map((c, i) => ({ info: customConnectorInfo(c, i), provider: c.provider, confirmsRequests: c.confirmsRequests !== false }));
  return definePlugin<'eip155', Eip155Api>({
    id: 'eip155',
    kind: 'chain',
    // The asset capability polls receipts as often as the plugin's own sends do.
    namespaces: [options.receiptPollingIntervalMs === undefined ? eip155Namespace : { ...eip155Namespace, assets: eip155Assets({ receiptPollingIntervalMs: options.receiptPollingIntervalMs }) }],
    setup(ctx) {
      // The wallet adapters (a lazy chunk) forget a sender's cached balances after a send, at once.
      const tools = { storage: ctx.storage, networks: () => ctx.kit.getState().chains.eip155?.network.requestedCaipNetworks ?? [] };
      for (const c of custom) ctx.connectors.add(walletConnector({ info: c.info, provider: providerSlot(c.provider), tools, confirmsRequests: c.confirmsRequests }));
      const win = resolveWindow(options.window);
      const stop = win ? startDiscovery(ctx, win, tools, { injected: options.injected ?? true }) : undefined;
      const stopIdentity = options.identity === false ? undefined : watchIdentity(ctx, tools.networks);
      return {
        api: createEip155Api(ctx, options),
        dispose: () => {
          stopIdentity?.();
          stop?.();
        },
      };
    },
  });
}

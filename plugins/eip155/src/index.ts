import { definePlugin, type KitPlugin } from '@latchkey/kernel';
import { createEip155Api } from './api';
import { createBalanceReader } from './balance/balance';
import { customConnectorInfo } from './discovery/custom';
import { startDiscovery } from './discovery/discover';
import { resolveWindow } from './discovery/window';
import type { Eip155Api, Eip155Options } from './types';
import { createWalletAdapter } from './wallet/adapter';
import { createProviderRef } from './wallet/providerRef';
import { eip155Namespace } from './namespace';
import './register';

export type * from './types';
export { floorDecimals } from './balance/format';
export { isLocalNetwork } from './balance/balance';
export { showBrowserWallet } from './discovery/injected';
export { addChainParameters } from './wallet/switchChain';
export { eip155Namespace, evmChainReference } from './namespace';
export { describeEvmRequest, hexToText, formatUnits } from './namespace/describe';
export { SAFE_METHODS, UNSAFE_METHODS, REFUSED_METHODS } from './namespace/methods';

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
  const custom = (options.connectors ?? []).map((c, i) => ({ info: customConnectorInfo(c, i), provider: c.provider }));
  return definePlugin<'eip155', Eip155Api>({
    id: 'eip155',
    kind: 'chain',
    namespaces: [eip155Namespace],
    setup(ctx) {
      const balances = createBalanceReader({ rpc: ctx.rpc, storage: ctx.storage, networks: () => ctx.kit.getState().chains.eip155?.network.requestedCaipNetworks ?? [] });
      for (const c of custom) ctx.connectors.add(createWalletAdapter({ info: c.info, provider: createProviderRef(c.provider), balances }));
      const win = resolveWindow(options.window);
      const stop = win ? startDiscovery(ctx, win, balances, { injected: options.injected ?? true }) : undefined;
      return { api: createEip155Api(ctx, options), dispose: stop };
    },
  });
}

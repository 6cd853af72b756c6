import { ConnectorError } from '../errors';
import { withTimeout } from '../net/timeout';
import type { KitStore } from '../store/createStore';
import type { PluginWallet } from '../plugins/types';
import type { SessionLoader } from './sessionLoader';

/** How long a wallet may take to sign a message a plugin asks for (sign-in), ms. */
export const SIGN_MESSAGE_TIMEOUT_MS = 120_000;

/** `PluginContext.wallet`: the connected wallet asked directly, for a plugin's own confirmation view. */
export function createPluginWallet(store: KitStore, signal: AbortSignal, session: SessionLoader): PluginWallet {
  return {
    async signMessage({ namespace: ns, address, message, signal: asked }) {
      const adapter = (session.current ?? (await session.load())).connection.adapterFor(ns);
      if (!adapter?.signMessage) throw new ConnectorError('The connector cannot sign messages', { details: `no connected wallet on ${ns} signs messages` });
      const network = store.getState().chains[ns]?.network.caipNetwork;
      const until = asked ? AbortSignal.any([signal, asked]) : signal;
      return withTimeout(adapter.signMessage({ namespace: ns, network, message, address }, until), SIGN_MESSAGE_TIMEOUT_MS, { signal: until });
    },
    async disconnect(o) {
      return (session.current ?? (await session.load())).connection.disconnect(o);
    },
  };
}

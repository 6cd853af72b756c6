import { KitError, SiwxError } from '../errors';
import { withTimeout } from '../net/timeout';
import type { Host } from '../host';
import type { ConnectedAccount, ConnectionManager } from '../connection/connection';
import type { NetworkManager } from '../network/network';
import type { ChainNamespace } from '../types/chain';
import type { SIWXConfig } from './types';

export const SIWX_CALL_TIMEOUT_MS = 10_000;
export const SIWX_SIGN_TIMEOUT_MS = 120_000;

export interface SiwxFlow {
  readonly enabled: boolean;
  required(): boolean;
  /** After a connection: no session → the SIWXSignMessage view (SPEC §4). */
  afterConnect(account: ConnectedAccount): Promise<void>;
  signIn(): Promise<void>;
  cancel(): Promise<void>;
}

/**
 * The sign-in flow (SPEC §4): success adds a session and closes; failure reopens the sign view
 * with 'Error signing message'; cancel disconnects (required) or closes (optional); close is
 * refused while sign-in is required and no session exists.
 */
export function createSiwxFlow(host: Host, siwx: SIWXConfig | undefined, deps: { connection: ConnectionManager; network: NetworkManager }): SiwxFlow {
  const { store } = host;
  const required = () => Boolean(siwx?.getRequired?.());
  const setStatus = (status: 'idle' | 'signing' | 'success' | 'error', error?: string) =>
    store.update((s) => {
      s.siwx.status = status;
      s.siwx.error = error;
    });
  const setCloseDisabled = (v: boolean) => store.update((s) => void (s.modal.closeDisabled = v));

  const active = () => {
    const s = store.getState();
    const ns = s.activeNamespace;
    const chain = ns ? s.chains[ns] : undefined;
    if (!ns || !chain?.account.address || !chain.network.caipNetwork) return undefined;
    return { ns, address: chain.account.address, chainId: chain.network.caipNetwork.caipNetworkId };
  };

  return {
    enabled: Boolean(siwx),
    required,

    async afterConnect(account) {
      if (!siwx) return;
      try {
        const sessions = await withTimeout(siwx.getSessions(account.network.caipNetworkId, account.address), SIWX_CALL_TIMEOUT_MS, { signal: host.signal });
        if (sessions.length > 0) return;
      } catch (error) {
        host.report(error, 'SIWX_INIT');
        host.showAlert('SIWX_INIT_FAILED');
        await deps.connection.disconnect({ namespace: account.namespace, keepModalOpen: true }).catch(() => undefined);
        if (store.getState().modal.open) host.router.reset('Connect');
        return;
      }
      setStatus('idle');
      setCloseDisabled(required());
      if (store.getState().modal.open) host.router.reset('SIWXSignMessage');
      else host.openModal({ view: 'SIWXSignMessage' });
    },

    async signIn() {
      if (!siwx) throw new SiwxError('SIWX is not enabled');
      const who = active();
      if (!who) throw new KitError('No ActiveCaipAddress found');
      const adapter = deps.connection.adapterFor(who.ns);
      setStatus('signing');
      try {
        const message = await withTimeout(siwx.createMessage({ accountAddress: who.address, chainId: who.chainId }), SIWX_CALL_TIMEOUT_MS, { signal: host.signal });
        if (!adapter?.signMessage) throw new SiwxError('Error signing message', { details: 'the connector cannot sign messages' });
        const network = store.getState().chains[who.ns]?.network.caipNetwork;
        const signature = await withTimeout(adapter.signMessage({ namespace: who.ns, network, message: message.serializedMessage, address: who.address }, host.signal), SIWX_SIGN_TIMEOUT_MS, { signal: host.signal });
        const { serializedMessage, ...data } = message;
        const session = { data, message: serializedMessage, signature };
        await withTimeout(siwx.addSession(session), SIWX_CALL_TIMEOUT_MS, { signal: host.signal });
        setStatus('success');
        setCloseDisabled(false);
        host.bus.emit('siwxSignedIn', { session });
        host.track('SIWX_AUTH_SUCCESS', { network: who.chainId });
        host.closeModal({ force: true });
      } catch (error) {
        if (active()?.address !== who.address) {
          // The visitor cancelled or disconnected while the wallet was asked: nothing to reopen.
          setStatus('idle');
          throw error instanceof SiwxError ? error : new SiwxError('Error signing message', { cause: error });
        }
        setStatus('error', 'Error signing message');
        host.track('SIWX_AUTH_ERROR', { network: who.chainId });
        host.showAlert('SIWX_SIGN_FAILED');
        if (store.getState().modal.open) host.router.reset('SIWXSignMessage');
        else host.openModal({ view: 'SIWXSignMessage' });
        throw error instanceof SiwxError ? error : new SiwxError('Error signing message', { cause: error });
      }
    },

    async cancel() {
      if (!required()) {
        host.closeModal({ force: true });
        return;
      }
      // Required: go back to the last network that has a session, else disconnect.
      const who = active();
      if (siwx && who) {
        const candidates = store.getState().chains[who.ns as ChainNamespace]?.network.requestedCaipNetworks ?? [];
        for (const network of [...candidates].reverse()) {
          if (network.caipNetworkId === who.chainId) continue;
          const sessions = await siwx.getSessions(network.caipNetworkId, who.address).catch(() => []);
          if (sessions.length) {
            setCloseDisabled(false);
            await deps.network.switchNetwork(network);
            host.closeModal({ force: true });
            return;
          }
        }
      }
      setCloseDisabled(false);
      await deps.connection.disconnect();
    },
  };
}

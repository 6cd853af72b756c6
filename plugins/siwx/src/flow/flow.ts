import { internals, KitError, SiwxError, withTimeout, type AfterConnectEvent, type AfterConnectHold, type PluginContext, type SIWXConfig } from '@latchkey/kernel';
import { SIWX_CALL_TIMEOUT_MS, SIWX_VIEW } from '../constants';
import type { SiwxState } from '../types';
import { signInSettled } from './settled';

export interface SiwxFlow {
  required(): boolean;
  /** After a connection (or an account change) with no session: the SIWXSignMessage view (SPEC §4), held until done. */
  afterConnect(event: AfterConnectEvent): Promise<AfterConnectHold | undefined>;
  signIn(): Promise<void>;
  cancel(): Promise<void>;
}

/**
 * The sign-in flow (SPEC §4): success adds a session and closes; failure reopens the sign view
 * with 'Error signing message'; cancel switches to the last network with a session or
 * disconnects (required) or closes (optional); close is refused while sign-in is required and no
 * session exists.
 */
export function createSiwxFlow(ctx: PluginContext<SiwxState>, siwx: SIWXConfig): SiwxFlow {
  const required = () => Boolean(siwx.getRequired?.());
  const setStatus = (status: SiwxState['status'], error?: string) =>
    ctx.store.set((s) => {
      s.status = status;
      s.error = error;
    });
  const modalOpen = () => ctx.kit.getState().modal.open;
  const show = () => (modalOpen() ? ctx.router.reset(SIWX_VIEW) : ctx.kit.open({ view: SIWX_VIEW }));
  const active = () => {
    const s = ctx.kit.getState();
    const ns = s.activeNamespace;
    const chain = ns ? s.chains[ns] : undefined;
    if (!ns || !chain?.account.address || !chain.network.caipNetwork) return undefined;
    return { ns, address: chain.account.address, chainId: chain.network.caipNetwork.caipNetworkId };
  };

  return {
    required,

    async afterConnect({ account }) {
      try {
        const sessions = await withTimeout(siwx.getSessions(account.network.caipNetworkId, account.address), SIWX_CALL_TIMEOUT_MS, { signal: ctx.signal });
        if (sessions.length > 0) return undefined;
      } catch (error) {
        ctx.report(error, 'SIWX_INIT');
        ctx.alerts.show('SIWX_INIT_FAILED');
        await ctx.wallet.disconnect({ namespace: account.namespace, keepModalOpen: true }).catch(() => undefined);
        if (modalOpen()) ctx.router.reset('Connect');
        return undefined;
      }
      setStatus('idle');
      ctx.modal.lockClose(required());
      show();
      const state = ctx.kit.getState();
      const waiting = state.modal.open && ctx.router.current?.view === SIWX_VIEW && state.chains[account.namespace]?.account.address === account.address;
      return waiting ? { hold: signInSettled(ctx, account) } : undefined;
    },

    async signIn() {
      const who = active();
      if (!who) throw new KitError('No ActiveCaipAddress found');
      setStatus('signing');
      try {
        const message = await withTimeout(siwx.createMessage({ accountAddress: who.address, chainId: who.chainId }), SIWX_CALL_TIMEOUT_MS, { signal: ctx.signal });
        const signature = await ctx.wallet.signMessage({ namespace: who.ns, address: who.address, message: message.serializedMessage });
        const { serializedMessage, ...data } = message;
        const session = { data, message: serializedMessage, signature };
        await withTimeout(siwx.addSession(session), SIWX_CALL_TIMEOUT_MS, { signal: ctx.signal });
        setStatus('success');
        ctx.modal.lockClose(false);
        ctx.bus.emit('signedIn', { session });
        internals(ctx.kit).track('SIWX_AUTH_SUCCESS', { network: who.chainId });
        ctx.modal.close();
      } catch (error) {
        const failure = error instanceof SiwxError ? error : new SiwxError('Error signing message', { cause: error });
        if (active()?.address !== who.address) {
          // The visitor cancelled or disconnected while the wallet was asked: nothing to reopen.
          setStatus('idle');
          throw failure;
        }
        setStatus('error', 'Error signing message');
        internals(ctx.kit).track('SIWX_AUTH_ERROR', { network: who.chainId });
        ctx.alerts.show('SIWX_SIGN_FAILED');
        show();
        throw failure;
      }
    },

    async cancel() {
      if (!required()) {
        ctx.modal.close();
        return;
      }
      // Required: go back to the last network that has a session, else disconnect.
      const who = active();
      if (who) {
        const candidates = ctx.kit.getState().chains[who.ns]?.network.requestedCaipNetworks ?? [];
        for (const network of [...candidates].reverse()) {
          if (network.caipNetworkId === who.chainId) continue;
          const sessions = await withTimeout(siwx.getSessions(network.caipNetworkId, who.address), SIWX_CALL_TIMEOUT_MS, { signal: ctx.signal }).catch(() => []);
          if (sessions.length) {
            ctx.modal.lockClose(false);
            await ctx.kit.switchNetwork(network);
            ctx.modal.close();
            return;
          }
        }
      }
      ctx.modal.lockClose(false);
      await ctx.wallet.disconnect();
    },
  };
}

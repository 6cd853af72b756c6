import type { ConnectedAccount, PluginContext } from '@latchkey/kernel';
import { SIWX_PLUGIN_ID, SIWX_VIEW } from '../constants';
import type { SiwxState } from '../types';

/**
 * Resolves when the sign-in on screen for `account` is over: true once signed (or an optional
 * one closed while the account is still there), false when the connection ended first; frees a
 * modal the sign-in held.
 */
export function signInSettled(ctx: PluginContext<SiwxState>, account: ConnectedAccount): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const here = () => ctx.kit.getState().chains[account.namespace]?.account.address === account.address;
    const offs = [
      ctx.bus.on(`${SIWX_PLUGIN_ID}:signedIn`, () => done(true)),
      ctx.bus.on('modalClosed', () => done(here())),
      ctx.bus.on('accountChanged', (e: { namespace: string; address: string }) => e.namespace === account.namespace && e.address !== account.address && done(false)),
      ctx.bus.on('disconnected', (e: { namespace: string }) => {
        if (e.namespace !== account.namespace) return;
        // The account that had to sign in is gone: its required sign-in no longer holds the modal.
        ctx.modal.lockClose(false);
        if (ctx.router.current?.view === SIWX_VIEW) ctx.modal.close();
        done(false);
      }),
    ];
    const onAbort = () => done(false);
    ctx.signal.addEventListener('abort', onAbort, { once: true });
    function done(value: boolean) {
      offs.forEach((off) => off());
      ctx.signal.removeEventListener('abort', onAbort);
      resolve(value);
    }
  });
}

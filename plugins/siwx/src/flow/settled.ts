import type { Host } from '../host';
import type { ConnectedAccount } from '../connection/connection';

/** Resolves when the sign-in on screen for `account` is over, and frees a modal it held. */
export function signInSettled(host: Host, account: ConnectedAccount): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const offs = [
      host.bus.on('siwxSignedIn', () => done(true)),
      host.bus.on('modalClosed', () => done(host.store.getState().chains[account.namespace]?.account.address === account.address)),
      host.bus.on('accountChanged', (e) => e.namespace === account.namespace && e.address !== account.address && done(false)),
      host.bus.on('disconnected', (e) => {
        if (e.namespace !== account.namespace) return;
        // The account that had to sign in is gone: its required sign-in no longer holds the modal.
        host.store.update((d) => void (d.modal.closeDisabled = false));
        if (host.router.current?.view === 'SIWXSignMessage') host.closeModal({ force: true });
        done(false);
      }),
    ];
    const onAbort = () => done(false);
    host.signal.addEventListener('abort', onAbort, { once: true });
    function done(value: boolean) {
      offs.forEach((off) => off());
      host.signal.removeEventListener('abort', onAbort);
      resolve(value);
    }
  });
}

import type { Host } from '../host';
import type { NormalizedOptions } from '../config/types';
import type { ConnectedAccount, ConnectionManager } from '../connection/connection';
import type { NetworkManager } from '../network/network';
import type { SiwxFlow } from '../siwx/flow';

export interface SiwxLink {
  readonly enabled: boolean;
  required(): boolean;
  afterConnect(account: ConnectedAccount): Promise<void>;
  /**
   * The sign-in step after a connection: undefined when nothing waits for the visitor, else a
   * promise settling with true once they signed (or skipped an optional sign-in by closing) and
   * false when the connection ended first.
   */
  step(account: ConnectedAccount): Promise<{ settled: Promise<boolean> } | undefined>;
  signIn(): Promise<void>;
  cancel(): Promise<void>;
}

/** Sign-in code is a lazy chunk: a dapp without SIWX never downloads it. */
export function createSiwxLink(host: Host, options: NormalizedOptions, managers: () => { connection: ConnectionManager; network: NetworkManager }): SiwxLink {
  const enabled = Boolean(options.siwx ?? options.siweConfig);
  let flow: Promise<SiwxFlow> | undefined;
  const load = (): Promise<SiwxFlow> => {
    flow ??= Promise.all([import('../siwx/flow'), options.siweConfig ? import('../siwx/siweAdapter') : undefined]).then(([f, siwe]) =>
      f.createSiwxFlow(host, options.siwx ?? (siwe && options.siweConfig ? siwe.siweToSiwx(options.siweConfig, options.metadata.url) : undefined), managers()),
    );
    return flow;
  };
  /** Resolves when the sign-in on screen for `account` is over, and frees a modal it held. */
  const settled = (account: ConnectedAccount) =>
    new Promise<boolean>((resolve) => {
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

  return {
    enabled,
    required: () => Boolean(options.siwx ? options.siwx.getRequired?.() : options.siweConfig?.required),
    afterConnect: async (account) => {
      if (enabled) await (await load()).afterConnect(account);
    },
    async step(account) {
      if (!enabled) return undefined;
      await (await load()).afterConnect(account);
      const state = host.store.getState();
      const waiting = state.modal.open && state.modal.history.at(-1)?.view === 'SIWXSignMessage' && state.chains[account.namespace]?.account.address === account.address;
      // Wrapped: an async function would flatten a promise it returns.
      return waiting ? { settled: settled(account) } : undefined;
    },
    signIn: async () => (await load()).signIn(),
    cancel: async () => (await load()).cancel(),
  };
}

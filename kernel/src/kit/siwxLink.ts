import type { Host } from '../host';
import type { NormalizedOptions } from '../config/types';
import type { ConnectedAccount, ConnectionManager } from '../connection/connection';
import type { NetworkManager } from '../network/network';
import type { SiwxFlow } from '../siwx/flow';
import type { SIWXConfig } from '../siwx/types';

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
export function createSiwxLink(host: Host, options: NormalizedOptions, managers: () => Promise<{ connection: ConnectionManager; network: NetworkManager }>, fromPlugin: () => SIWXConfig | undefined): SiwxLink {
  // The option, or a sign-in plugin's contract (known once the plugins are set up).
  const config = () => options.siwx ?? fromPlugin();
  const isEnabled = () => Boolean(config() ?? options.siweConfig);
  let flow: Promise<SiwxFlow> | undefined;
  const load = (): Promise<SiwxFlow> => {
    flow ??= Promise.all([import('../siwx/flow'), options.siweConfig ? import('../siwx/siweAdapter') : undefined, managers()]).then(([f, siwe, m]) =>
      f.createSiwxFlow(host, config() ?? (siwe && options.siweConfig ? siwe.siweToSiwx(options.siweConfig, options.metadata.url, host.namespaces) : undefined), m),
    );
    return flow;
  };
  return {
    get enabled() {
      return isEnabled();
    },
    required: () => {
      const c = config();
      return Boolean(c ? c.getRequired?.() : options.siweConfig?.required);
    },
    afterConnect: async (account) => {
      if (isEnabled()) await (await load()).afterConnect(account);
    },
    async step(account) {
      if (!isEnabled()) return undefined;
      await (await load()).afterConnect(account);
      const state = host.store.getState();
      const waiting = state.modal.open && state.modal.history.at(-1)?.view === 'SIWXSignMessage' && state.chains[account.namespace]?.account.address === account.address;
      // Wrapped: an async function would flatten a promise it returns.
      return waiting ? { settled: (await import('../siwx/settled')).signInSettled(host, account) } : undefined;
    },
    signIn: async () => (await load()).signIn(),
    cancel: async () => (await load()).cancel(),
  };
}

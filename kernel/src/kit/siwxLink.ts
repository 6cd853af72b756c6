import type { Host } from '../host';
import type { NormalizedOptions } from '../config/types';
import type { ConnectedAccount, ConnectionManager } from '../connection/connection';
import type { NetworkManager } from '../network/network';
import type { SiwxFlow } from '../siwx/flow';

export interface SiwxLink {
  readonly enabled: boolean;
  required(): boolean;
  afterConnect(account: ConnectedAccount): Promise<void>;
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
  return {
    enabled,
    required: () => Boolean(options.siwx ? options.siwx.getRequired?.() : options.siweConfig?.required),
    afterConnect: async (account) => {
      if (enabled) await (await load()).afterConnect(account);
    },
    signIn: async () => (await load()).signIn(),
    cancel: async () => (await load()).cancel(),
  };
}

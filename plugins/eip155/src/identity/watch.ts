import type { CaipNetwork, PluginContext } from '@latchkey/kernel';

/**
 * Shows the connected EVM account's identity (ENS name and avatar). Only a trigger is on the page:
 * the watcher and the lookup code (identity/live.ts) are a chunk of their own, loaded with the
 * first connected account; a failed load is tried again with the next change of the eip155 state.
 * Returns the unsubscribe.
 *
 * @example
 * const stop = watchIdentity(ctx, () => networks)
 */
export function watchIdentity(ctx: PluginContext, networks: () => readonly CaipNetwork[]): () => void {
  let stop: (() => void) | undefined;
  let loading = false;
  let ended = false;
  const off = ctx.kit.subscribe(
    (s) => s.chains.eip155,
    (c) => {
      if (stop || loading || ended || c?.account.status !== 'connected' || !c.account.address) return;
      loading = true;
      void import('./live')
        .then((m) => {
          if (!ended) stop = m.watchConnectedIdentity(ctx, networks);
        })
        .catch((error: unknown) => ctx.logger.debug('[latchkey] eip155: the identity code could not be loaded', error))
        .finally(() => (loading = false));
    },
    { fireImmediately: true },
  );
  return () => {
    ended = true;
    off();
    stop?.();
  };
}

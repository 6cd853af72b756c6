import type { CaipNetwork, PluginContext } from '@latchkey/kernel';
import type { createIdentityShower } from './identity';

type Shower = ReturnType<typeof createIdentityShower>;

/**
 * Looks the connected EVM account's identity up whenever the account or its network changes
 * (connect, reconnect, another account, another network: the kernel clears the profile then), and
 * lets a name another plugin writes take the ENS avatar down with the ENS name. The lookup code is
 * a chunk of its own, loaded with the first connected account. Returns the unsubscribe.
 */
export function watchIdentity(ctx: PluginContext, networks: () => readonly CaipNetwork[]): () => void {
  let loading: Promise<Shower> | undefined;
  let loaded: Shower | undefined;
  const shower = () => {
    loading ??= import('./identity').then((m) => (loaded = m.createIdentityShower(ctx, networks)));
    // A failed chunk load is tried again with the next account.
    loading.catch(() => (loading = undefined));
    return loading;
  };
  const offAccount = ctx.kit.subscribe(
    (s) => {
      const c = s.chains.eip155;
      return c?.account.status === 'connected' && c.account.address ? `${c.network.caipNetwork?.caipNetworkId ?? ''} ${c.account.address}` : '';
    },
    (shown) => {
      if (!shown) return;
      const c = ctx.kit.getState().chains.eip155!;
      const address = c.account.address!;
      const network = c.network.caipNetwork;
      void shower().then(
        (s) => s.lookUp(address, network),
        (error: unknown) => ctx.logger.debug('[latchkey] eip155: the identity code could not be loaded', error),
      );
    },
    { fireImmediately: true },
  );
  const offName = ctx.kit.subscribe(
    (s) => s.chains.eip155?.account.profileName,
    () => loaded?.nameChanged(),
  );
  return () => {
    offAccount();
    offName();
  };
}

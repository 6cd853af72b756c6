import type { CaipNetwork, PluginContext } from '@latchkey/kernel';
import { createIdentityShower } from './identity';

/**
 * The identity watcher proper (identity/watch.ts starts it with the first connected account):
 * looks the connected EVM account's identity up whenever the account or its network changes
 * (connect, reconnect, another account, another network: the kernel clears the profile then), and
 * lets a name another plugin writes take the ENS avatar down with the ENS name. Returns the
 * unsubscribe.
 *
 * @example
 * const stop = watchConnectedIdentity(ctx, () => networks)
 */
export function watchConnectedIdentity(ctx: PluginContext, networks: () => readonly CaipNetwork[]): () => void {
  const shower = createIdentityShower(ctx, networks);
  const offAccount = ctx.kit.subscribe(
    (s) => {
      const c = s.chains.eip155;
      return c?.account.status === 'connected' && c.account.address ? `${c.network.caipNetwork?.caipNetworkId ?? ''} ${c.account.address}` : '';
    },
    (shown) => {
      if (!shown) return;
      const c = ctx.kit.getState().chains.eip155!;
      shower.lookUp(c.account.address!, c.network.caipNetwork);
    },
    { fireImmediately: true },
  );
  const offName = ctx.kit.subscribe(
    (s) => s.chains.eip155?.account.profileName,
    () => shower.nameChanged(),
  );
  return () => {
    offAccount();
    offName();
  };
}

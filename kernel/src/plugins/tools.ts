import type { ChainNamespace } from '../types/chain';
import type { NamespaceTools } from './namespace';
import type { PluginContext } from './types';

/**
 * The namespace tools a plugin context gives a namespace adapter's hooks: the plugin's RPC and
 * storage, its lifetime, the dapp's networks of `namespace` and the kit's gated wallet request in
 * that namespace.
 *
 * @example
 * await polkadotNamespace.siwx.verify(input, namespaceTools(ctx, 'polkadot'))
 */
export function namespaceTools(ctx: Pick<PluginContext, 'kit' | 'rpc' | 'storage' | 'signal'>, namespace: ChainNamespace): NamespaceTools {
  return {
    rpc: ctx.rpc,
    storage: ctx.storage,
    signal: ctx.signal,
    networks: () => ctx.kit.getState().chains[namespace]?.network.requestedCaipNetworks ?? [],
    request: <T,>(args: { method: string; params?: unknown }) => ctx.kit.request<T>({ namespace, method: args.method, ...(args.params !== undefined ? { params: args.params } : {}) }),
  };
}

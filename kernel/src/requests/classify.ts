import type { KitStore } from '../store/createStore';
import type { ChainNamespace } from '../types/chain';
import type { MethodSafety, NamespaceRegistry } from '../namespaces/registry';
import type { RpcTable } from './rpcTable';

/**
 * Which way a method goes (SPEC §4, §6): a plugin's contribution for the namespace first, then the
 * namespace adapter's lists; refused methods and a kit with no active namespace say 'unknown'.
 */
export function classifyMethod(deps: { store: KitStore; rpc: RpcTable; namespaces: NamespaceRegistry }, method: string, namespace?: ChainNamespace): MethodSafety {
  const ns = namespace ?? deps.store.getState().activeNamespace;
  if (!ns) return 'unknown';
  const contributed = deps.rpc.find(ns, method);
  if (contributed) return contributed.safe ? 'safe' : 'unsafe';
  const own = deps.namespaces.classify(ns, method);
  return own === 'refused' ? 'unknown' : own;
}

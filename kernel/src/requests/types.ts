import type { ChainNamespace } from '../types/chain';

/** What `kit.request` takes: a JSON-RPC method on a namespace (the active one by default). */
export interface RequestArgs {
  namespace?: ChainNamespace;
  method: string;
  params?: unknown;
}

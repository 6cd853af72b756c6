import type { ChainNamespace, Kit } from '@latchkey/kernel';

// What the lazy chunks ask of a namespace's asset capability besides sending and balances (kept
// off the entry, which needs only `capability.ts`).

/**
 * Whether a receiver may be an account name on the namespace (its assets say `names`).
 *
 * @example
 * takesNames(kit, network.chainNamespace); // true where names resolve (EVM)
 */
export function takesNames(kit: Pick<Kit, 'namespace'>, namespace: ChainNamespace): boolean {
  return kit.namespace(namespace)?.assets?.names === true;
}

/** Whether the kit's blockchain API lists the namespace's token balances (its assets say `portfolio`). */
export function hasPortfolio(kit: Pick<Kit, 'namespace'>, namespace: ChainNamespace): boolean {
  return kit.namespace(namespace)?.assets?.portfolio === true;
}

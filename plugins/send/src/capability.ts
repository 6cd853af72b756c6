import type { ChainNamespace, Kit, NamespaceAssets } from '@latchkey/kernel';

type Namespaces = Pick<Kit, 'namespace'>;

/** The asset capability of a namespace, as its chain plugin declares it (undefined: none). */
const assetsOf = (kit: Namespaces, namespace: ChainNamespace): NamespaceAssets | undefined => kit.namespace(namespace)?.assets;

/**
 * Whether a namespace can send here: its chain plugin's assets offer `transfer` (SPEC §9 today:
 * eip155 and solana; any family that implements the capability).
 *
 * @example
 * canSend(kit, network.chainNamespace); // true where its chain plugin can transfer
 */
export function canSend(kit: Namespaces, namespace: ChainNamespace): boolean {
  return typeof assetsOf(kit, namespace)?.transfer === 'function';
}

/**
 * Whether a namespace shows token balances: its chain plugin has the asset capability.
 *
 * @example
 * hasBalances(kit, 'polkadot'); // false when the polkadot plugin offers no assets
 */
export function hasBalances(kit: Namespaces, namespace: ChainNamespace): boolean {
  return typeof assetsOf(kit, namespace)?.balances === 'function';
}

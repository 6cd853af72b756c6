import type { CaipNetwork } from '../types/chain';
import type { NamespaceAdapter } from '../plugins/namespace';

/** What reading an address rule needs: the kit's (or a plugin context's kit's) namespace adapters. */
export interface AddressRules {
  namespace(namespace: string): NamespaceAdapter | undefined;
}

/**
 * Why `address` is not an address of `network`, or `undefined` when it is. The rule is the chain
 * plugin's (its namespace adapter's `addressError`): the kernel knows no address format. A
 * namespace no plugin serves gives 'Unsupported chain namespace'. Never throws.
 *
 * @example
 * getAddressError(kit, mainnet, '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'); // undefined
 * getAddressError(kit, solanaMainnet, '0x1234'); // 'Expected base58 of 32 to 44 characters'
 */
export function getAddressError(rules: AddressRules, network: Pick<CaipNetwork, 'chainNamespace' | 'caipNetworkId'>, address: unknown): string | undefined {
  const adapter = rules.namespace(network.chainNamespace);
  if (!adapter) return 'Unsupported chain namespace';
  // A network of another namespace can hold no address of this one.
  if (!network.caipNetworkId.startsWith(`${network.chainNamespace}:`)) return `Expected a network of namespace ${network.chainNamespace}`;
  try {
    return adapter.addressError(address, network.caipNetworkId);
  } catch {
    // A plugin's rule that throws on hostile input refuses the address.
    return 'Invalid address';
  }
}

/**
 * True when `address` is an address of `network` by its chain plugin's rule (see `getAddressError`).
 *
 * @example
 * isAddress(kit, bitcoin, 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'); // false: a testnet address
 */
export function isAddress(rules: AddressRules, network: Pick<CaipNetwork, 'chainNamespace' | 'caipNetworkId'>, address: unknown): boolean {
  return getAddressError(rules, network, address) === undefined;
}

// Stand-in namespace adapters: what a test gives the kit for a chain family whose plugin it does
// not load (a feature plugin's tests, React's, the kernel's). The real ones live in the chain plugins.
import { defineNamespace, type NamespaceAdapter } from '../plugins/namespace';
import type { ChainNamespace } from '../types/chain';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/** A loose address rule per family (shape only, no checksum): 0x and 40 hex digits, base58, or anything. */
export function standInAddressError(namespace: ChainNamespace): NamespaceAdapter['addressError'] {
  if (namespace === 'eip155') return (a) => (typeof a === 'string' && EVM_ADDRESS.test(a) ? undefined : 'Expected 0x and 40 hex digits');
  if (namespace === 'solana') return (a) => (typeof a === 'string' && BASE58_ADDRESS.test(a) ? undefined : 'Expected a base58 address');
  return () => undefined;
}

/**
 * A namespace adapter for `namespace` with the least a kit needs: CAIP references (eip155: numeric
 * ids, hex read as decimal, networks without a namespace are its own), EOA accounts, no methods
 * and a loose address rule ({@link standInAddressError}); `overrides` replace any of it.
 *
 * @example
 * const plugin = definePlugin({ id: 'chain', kind: 'chain', namespaces: [standInNamespace('eip155', { methods: { safe: ['eth_chainId'], unsafe: ['personal_sign'] } })] });
 */
export function standInNamespace(namespace: ChainNamespace, overrides: Partial<NamespaceAdapter> = {}): NamespaceAdapter {
  const evm = namespace === 'eip155';
  return defineNamespace({
    namespace,
    chainReference: (id) => {
      const raw = String(id).startsWith(`${namespace}:`) ? String(id).slice(namespace.length + 1) : String(id);
      if (!evm) return raw || undefined;
      return /^0x[0-9a-f]+$/i.test(raw) ? String(Number.parseInt(raw, 16)) : /^\d+$/.test(raw) ? raw : undefined;
    },
    ...(evm ? { networkId: (ref: string) => Number(ref), bareNetworks: true } : {}),
    accountTypes: ['eoa'],
    methods: { safe: [], unsafe: [] },
    addressError: standInAddressError(namespace),
    ...overrides,
  });
}

import { defineNamespace, type CaipNetwork, type NamespaceAdapter } from '@latchkey/kernel';
import { getPolkadotAddressError } from '../address';
import { polkadotChainReference, referenceOfGenesis } from '../networks';
import { describePolkadotRequest } from './describe';
import { POLKADOT_SAFE_METHODS, POLKADOT_UNSAFE_METHODS } from './methods';

/**
 * The explorer's page of an account (Subscan: `https://polkadot.subscan.io/account/<address>`).
 *
 * @example
 * polkadotAddressExplorerUrl(polkadotMainnet, '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5');
 * // 'https://polkadot.subscan.io/account/15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
 */
export function polkadotAddressExplorerUrl(network: CaipNetwork, address: string): string | undefined {
  const base = network.blockExplorers?.default.url;
  if (!base || getPolkadotAddressError(address) !== undefined) return undefined;
  try {
    const url = new URL(`${base.replace(/\/+$/, '')}/account/${address}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Why `address` is not an SS58 address (the kernel's check: base58, a 32-byte account, the
 * checksum); any network prefix is accepted, since every prefix names the same account on any
 * chain (the kit shows it re-encoded for the network it is on).
 *
 * @example
 * polkadotAddressError('0x1234'); // 'Expected base58'
 */
export function polkadotAddressError(address: unknown, network?: string): string | undefined {
  if (network !== undefined && network.split(':')[0] !== 'polkadot') return 'Expected a network of namespace polkadot';
  return getPolkadotAddressError(address);
}

/**
 * What the kernel asks of the polkadot namespace: chain ids (genesis-hash references), Subscan
 * pages, the eoa account kind (SPEC §6), which methods are safe, how a signing request reads,
 * address validation, balances (a lazy chunk) and the verifier of raw signatures for sign-in
 * (a lazy chunk with @polkadot/util-crypto).
 *
 * @example
 * definePlugin({ id: 'polkadot', kind: 'chain', namespaces: [polkadotNamespace] })
 */
export const polkadotNamespace: NamespaceAdapter = Object.freeze(
  defineNamespace({
    namespace: 'polkadot',
    chainReference: polkadotChainReference,
    networkId: (reference) => reference,
    addressExplorerUrl: polkadotAddressExplorerUrl,
    accountTypes: ['eoa'],
    methods: { safe: POLKADOT_SAFE_METHODS, unsafe: POLKADOT_UNSAFE_METHODS },
    describeRequest: describePolkadotRequest,
    addressError: polkadotAddressError,
    assets: { balances: async (request, tools) => (await import('./balance')).polkadotBalances(request, tools) },
    // The ranked RPC's sample (several endpoints on a network): the best block's hash, answered
    // from the node's memory.
    rpcPing: { method: 'chain_getBlockHash', params: [] },
    // How each of a network's RPC endpoints proves its chain: block 0's hash, whose first 32 hex
    // digits are the network's CAIP-2 reference.
    rpcIdentity: {
      request: { method: 'chain_getBlockHash', params: [0] },
      matches: (result, network) => typeof result === 'string' && /^0x[0-9a-fA-F]{64}$/.test(result) && referenceOfGenesis(result) === network.caipNetworkId.split(':')[1],
    },
    siwx: {
      verify: async ({ message, signature, address }) => (await import('./verify')).verifyPolkadotSignature({ message, signature, address }),
    },
  }),
);

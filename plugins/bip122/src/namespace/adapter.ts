import { defineNamespace, type CaipNetwork, type NamespaceAdapter } from '@latchkey/kernel';
import { getBip122AddressError } from '../address';
import { bip122ChainReference } from '../networks';
import { describeBip122Request } from './describe';
import { bip122Siwx } from './siwx';

/**
 * Methods that wait for the visitor's approval (sats-connect's names, as WalletConnect's bip122
 * namespace uses them):
 * - `signMessage` `{ message, protocol?: 'ECDSA' | 'BIP322', address? }` → `{ signature, address, protocol, messageHash? }`
 * - `sendTransfer` `{ recipients: [{ address, amount (sats) }] }` → `{ txid }`
 * - `signPsbt` `{ psbt: base64, signInputs?: { [address]: number[] } }` → `{ psbt: base64 }` (never broadcast)
 */
export const BIP122_UNSAFE_METHODS = ['signMessage', 'sendTransfer', 'signPsbt'] as const;

/** Read-only: the connected accounts (`getAccounts`) and their addresses (`getAddresses`), payment then ordinal, answered without a prompt. */
export const BIP122_SAFE_METHODS = ['getAccounts', 'getAddresses'] as const;

/**
 * mempool.space's page of an address, under `/testnet` on testnet; undefined for an address that
 * is not one of that network.
 *
 * @example
 * bip122AddressExplorerUrl(bitcoinTestnet, 'tb1q…'); // 'https://mempool.space/testnet/address/tb1q…'
 */
export function bip122AddressExplorerUrl(network: CaipNetwork, address: string): string | undefined {
  const base = network.blockExplorers?.default.url;
  if (!base || getBip122AddressError(address, network.caipNetworkId)) return undefined;
  const url = new URL(`${base.replace(/\/+$/, '')}/address/${address}`);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
}

/**
 * The bip122 namespace adapter without balances: chain ids, mempool.space pages, the payment and
 * ordinal account kinds (payment first: the SPEC §6 default), the methods, how requests read,
 * address validation per network and the sign-in hooks. `bip122()` uses it, plus a balance
 * reader when given a balance API.
 *
 * @example
 * definePlugin({ id: 'bip122', kind: 'chain', namespaces: [bip122Namespace] })
 */
export const bip122Namespace: NamespaceAdapter = Object.freeze(
  defineNamespace({
    namespace: 'bip122',
    chainReference: bip122ChainReference,
    addressExplorerUrl: bip122AddressExplorerUrl,
    accountTypes: ['payment', 'ordinal'],
    methods: { safe: BIP122_SAFE_METHODS, unsafe: BIP122_UNSAFE_METHODS },
    describeRequest: describeBip122Request,
    addressError: (address, network) => getBip122AddressError(address, network),
    siwx: bip122Siwx,
  }),
);

import { defineNamespace } from '@latchkey/kernel';
import { getEip155AddressError } from '../address';
import { CHECKED_METHODS, REFUSED_METHODS, SAFE_METHODS, UNSAFE_METHODS } from './methods';
import { eip155Siwx } from '../siwx';
import { eip155Assets } from '../assets';
import { eip155Rejection } from '../wallet/rejection';

/** An EVM chain id as a wallet or a dapp gives it: 1, '1', '0x1' or 'eip155:1'. */
export function evmChainReference(chainId: string | number): string | undefined {
  let raw = String(chainId);
  if (raw.startsWith('eip155:')) raw = raw.slice(7);
  if (/^0x[0-9a-f]{1,16}$/i.test(raw)) return String(Number.parseInt(raw.slice(2), 16));
  return /^\d{1,32}$/.test(raw) ? String(BigInt(raw)) : undefined;
}

/**
 * What the kit needs to know about the eip155 namespace (SPEC §5, §6): chain ids, explorer pages,
 * account kinds (smart account first: the SPEC §6 default), the safe / unsafe / refused methods,
 * request descriptions, address checks and the native balance.
 *
 * @example
 * createKit({ …, plugins: [eip155()] }).namespace('eip155')?.chainReference('0x89') // '137'
 */
export const eip155Namespace = defineNamespace({
  namespace: 'eip155',
  // viem's chain objects carry no namespace: a network given without one is an EVM network.
  bareNetworks: true,
  chainReference: evmChainReference,
  networkId: (reference) => (Number.isSafeInteger(Number(reference)) ? Number(reference) : reference),
  addressExplorerUrl(network, address) {
    const base = network.blockExplorers?.default.url;
    return base ? `${base.replace(/\/+$/, '')}/address/${address}` : undefined;
  },
  accountTypes: ['smartAccount', 'eoa'],
  methods: { safe: [...SAFE_METHODS], unsafe: [...UNSAFE_METHODS], refused: REFUSED_METHODS },
  // The describer (ABI decoding, typed data, amounts) is a lazy chunk: only an approval needs it.
  // A token call's symbol and decimals are read through this plugin's RPC (tools), never the wallet.
  describeRequest: async ({ method, params, network }, tools) =>
    (await import('./describe')).describeEvmRequest(method, params, network?.nativeCurrency ?? { symbol: '', decimals: 18 }, tools, network),
  // SPEC §5 transaction rules, before approval (a lazy chunk: only a transaction needs them).
  checkRequest: (request) => (CHECKED_METHODS.has(request.method) ? import('./check').then((m) => m.checkEvmRequest(request)) : undefined),
  // EVM addresses are the same on every EVM network.
  addressError: (address) => getEip155AddressError(address),
  getBalance: async ({ address, network }, tools) => (await import('../balance/balance')).createBalanceReader(tools).get(address, network, tools.signal),
  // The ranked RPC's sample (several endpoints on a network): the head's number, which every node
  // answers from memory (eth_chainId may be answered by a proxy without asking the node).
  rpcPing: { method: 'eth_blockNumber' },
  // How each of a network's RPC endpoints proves its chain (asked before it serves a read, and
  // with every ping): its chain id, which must be the network's.
  rpcIdentity: { request: { method: 'eth_chainId' }, matches: (result, network) => typeof result === 'string' && evmChainReference(result) === network.caipNetworkId.split(':')[1] },
  // Coins and tokens (Send, the token list, Max, explorer links): reads and transfers are lazy chunks.
  // The plugin gives its own with its receipt polling (`eip155({ receiptPollingIntervalMs })`).
  assets: eip155Assets(),
  // Sign-in (the siwx plugin): the EIP-4361 text; its verifier is a lazy chunk.
  siwx: eip155Siwx,
  // EIP-1193: code 4001 (ethers: 'ACTION_REJECTED') is the visitor saying no, whichever EVM wallet
  // or connector threw it. Anything else the kernel wraps as a ConnectorError.
  toKitError: (error) => eip155Rejection(error),
});

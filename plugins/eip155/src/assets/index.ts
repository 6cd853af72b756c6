import type { CaipNetwork, NamespaceAssets } from '@latchkey/kernel';
import type { Eip155AssetsOptions } from './chain';

export type { Eip155AssetsOptions };

const HASH = /^0x[0-9a-fA-F]{64}$/;

/**
 * The block explorer's page of an EVM transaction: the network's default explorer + `/tx/<hash>`.
 *
 * @example
 * evmTransactionUrl(mainnet, '0xab…'); // 'https://etherscan.io/tx/0xab…'
 */
export function evmTransactionUrl(network: CaipNetwork, id: string): string | undefined {
  const base = network.blockExplorers?.default.url;
  if (!base || !HASH.test(id)) return undefined;
  try {
    const url = new URL(`${base.replace(/\/+$/, '')}/tx/${id}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The asset capability of eip155 (kernel `NamespaceAssets`): native and ERC-20 balances, an
 * ERC-20's symbol and decimals, Max (the balance less a plain transfer's gas at twice the gas
 * price), transfers through the kit's gate confirmed by their receipt, explorer links, and account
 * names as receivers. Everything that reads or sends is a lazy chunk (viem included).
 *
 * @example
 * defineNamespace({ …, assets: eip155Assets({ receiptPollingIntervalMs: 500 }) })
 */
export function eip155Assets(options: Eip155AssetsOptions = {}): NamespaceAssets {
  const chain = () => import('./chain');
  return {
    balances: async (request, tools) => (await chain()).readBalances(request, tools),
    token: async (request, tools) => (await chain()).readToken(tools, request.network, request.address),
    maxNative: async (request, tools) => (await chain()).maxNative(request, tools),
    transfer: async (transfer, tools) => (await chain()).transfer(transfer, tools, options),
    transactionUrl: evmTransactionUrl,
    names: true,
    // The kit's blockchain API lists EVM token balances (mainnets, with a project id).
    portfolio: true,
  };
}

import type { NamespaceAssets } from '@latchkey/kernel';
import { solanaTransactionUrl } from './explorer';
import type { SolanaAssetsOptions } from './chain';

export type { SolanaAssetsOptions };

/**
 * The asset capability of solana (kernel `NamespaceAssets`): SOL and SPL balances, a mint's
 * decimals, Max (the balance less the signature fee and the rent-exempt minimum), transfers (a
 * System transfer, or an SPL `TransferChecked`) through the kit's gate, confirmed on chain, and
 * explorer links with the cluster. Reads and transfers are lazy chunks; `@solana/kit` loads only
 * to build a transfer.
 *
 * @example
 * defineNamespace({ …, assets: solanaAssets({ confirmationPollingIntervalMs: 500 }) })
 */
export function solanaAssets(options: SolanaAssetsOptions = {}): NamespaceAssets {
  const chain = () => import('./chain');
  return {
    balances: async (request, tools) => (await chain()).readBalances(request, tools),
    token: async (request, tools) => (await chain()).readToken(tools, request.network, request.address),
    maxNative: async (request, tools) => (await chain()).maxNative(request, tools),
    transfer: async (transfer, tools) => (await chain()).transfer(transfer, tools, options),
    transactionUrl: solanaTransactionUrl,
    // The kit's blockchain API lists Solana token balances (mainnet, with a project id).
    portfolio: true,
  };
}

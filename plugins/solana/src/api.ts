import { KitError, ValidationError, type PluginContext } from '@latchkey/kernel';
import { waitForConfirmation, CONFIRMATION_TIMEOUT_MS } from './actions/confirm';
import { sendSol, type Confirmer } from './actions/send';
import { sendSplToken } from './actions/splTransfer';
import { signAllTransactions, signAndSendTransaction, signMessage, signTransaction } from './actions/sign';
import type { SolanaApi, SolanaOptions } from './types';
import { fromBase58 } from './wire/encoding';

const DEFAULT_POLLING_MS = 1_000;

/**
 * The plugin's public API (`kit.plugin('solana')`), bound to one kit.
 *
 * @example
 * const api = createSolanaApi(ctx, { confirmationPollingIntervalMs: 500 }, forgetBalance)
 * await api.sendSol({ to, amount: '0.01' })
 */
export function createSolanaApi(ctx: PluginContext, options: SolanaOptions, forgetBalance: (address: string) => void): SolanaApi {
  const pollingIntervalMs = Math.max(50, options.confirmationPollingIntervalMs ?? DEFAULT_POLLING_MS);
  const confirm: Confirmer = async (network, signature) => {
    await waitForConfirmation(ctx, network, signature, { timeoutMs: CONFIRMATION_TIMEOUT_MS, pollingIntervalMs });
    // The balance read right after sending predates the transfer: read it again now.
    const address = ctx.kit.getState().chains.solana?.account.address;
    if (address) forgetBalance(address);
    ctx.refreshBalance('solana');
  };
  return {
    signMessage: (message) => signMessage(ctx, message),
    signTransaction: (transaction) => signTransaction(ctx, transaction),
    signAllTransactions: (transactions) => signAllTransactions(ctx, transactions),
    signAndSendTransaction: (transaction, sendOptions) => signAndSendTransaction(ctx, transaction, sendOptions),
    sendSol: (params) => sendSol(ctx, confirm, params),
    sendSplToken: (params) => sendSplToken(ctx, confirm, params),
    waitForConfirmation(signature, o = {}) {
      if (typeof signature !== 'string' || fromBase58(signature)?.length !== 64) return Promise.reject(new ValidationError('Invalid input', { details: 'Expected a base58 transaction signature' }));
      // Reads go to the network the kit is on for Solana.
      const network = ctx.kit.getState().chains.solana?.network.caipNetwork;
      if (!network) return Promise.reject(new KitError('No ActiveCaipNetwork or client found'));
      return waitForConfirmation(ctx, network, signature, { timeoutMs: o.timeoutMs ?? CONFIRMATION_TIMEOUT_MS, pollingIntervalMs });
    },
  };
}

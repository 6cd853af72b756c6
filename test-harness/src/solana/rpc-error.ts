import { ProviderRpcError } from '../wallets/errors';

/** JSON-RPC error codes the local Solana endpoint answers with (the ones agave's RPC uses). */
export const SOLANA_RPC_ERRORS = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  /** sendTransaction: preflight simulation failed (agave JSON_RPC_SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE). */
  sendTransactionPreflightFailure: -32002,
  /** sendTransaction / simulateTransaction with sigVerify: a signature does not verify. */
  transactionSignatureVerificationFailure: -32003,
  minContextSlotNotReached: -32016,
} as const;

/**
 * An error the endpoint returns as a JSON-RPC `error` object: `{ code, message, data? }`.
 *
 * @example
 * throw new SolanaRpcError(SOLANA_RPC_ERRORS.invalidParams, 'Invalid params: expected an address');
 */
export class SolanaRpcError extends ProviderRpcError {
  constructor(code: number, message: string, data?: unknown) {
    super(code, message, data);
    this.name = 'SolanaRpcError';
  }
}

/**
 * A -32602 error; the message starts with "Invalid params" like agave's.
 *
 * @example
 * throw invalidParams('expected a base58 signature');
 */
export function invalidParams(detail: string): SolanaRpcError {
  return new SolanaRpcError(SOLANA_RPC_ERRORS.invalidParams, `Invalid params: ${detail}`);
}

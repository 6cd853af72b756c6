import { KitError, type KitErrorOptions } from '@latchkey/kernel';

/**
 * Swaps cannot run now: no EVM account is connected, or its network is not a swap network.
 *
 * @example
 * if (error instanceof SwapUnavailableError) askToSwitchNetwork()
 */
export class SwapUnavailableError extends KitError {
  override name = 'SwapUnavailableError';
  override readonly code = 'SWAP_UNAVAILABLE' as const;
  constructor(message = 'Swaps are not available on this network', options?: KitErrorOptions) {
    super(message, options);
  }
}

/**
 * The swap API offered no quote for the tokens and amount (or answered with an error).
 *
 * @example
 * if (error instanceof SwapQuoteError) show(error.shortMessage)
 */
export class SwapQuoteError extends KitError {
  override name = 'SwapQuoteError';
  override readonly code = 'SWAP_NO_QUOTE' as const;
  constructor(message = 'No quote is available for this swap', options?: KitErrorOptions) {
    super(message, options);
  }
}

/**
 * A transaction the swap API built is not the one asked for (another sender, token, or value); it
 * is never sent.
 *
 * @example
 * if (error instanceof SwapTransactionError) report(error.details)
 */
export class SwapTransactionError extends KitError {
  override name = 'SwapTransactionError';
  override readonly code = 'SWAP_BAD_TRANSACTION' as const;
  constructor(message = 'The swap transaction does not match the request', options?: KitErrorOptions) {
    super(message, options);
  }
}

/**
 * The network mined the approval or the swap but it failed (reverted): the price moved beyond the
 * slippage tolerance, say. `data.hash` is the transaction's hash.
 *
 * @example
 * if (error instanceof SwapRevertedError) offerRetry()
 */
export class SwapRevertedError extends KitError {
  override name = 'SwapRevertedError';
  override readonly code = 'SWAP_REVERTED' as const;
  constructor(message = 'Transaction reverted', options?: KitErrorOptions) {
    super(message, options);
  }
}

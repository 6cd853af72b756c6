import { KitError, type KitErrorOptions } from '@latchkey/kernel';

/** Every code a payment can fail with. */
export type PayErrorCode =
  | 'PAY_DISABLED'
  | 'PAY_IN_PROGRESS'
  | 'PAY_INVALID_AMOUNT'
  | 'PAY_INVALID_ASSET'
  | 'PAY_INVALID_RECIPIENT'
  | 'PAY_UNSUPPORTED_NETWORK'
  | 'PAY_UNSUPPORTED_NAMESPACE'
  | 'PAY_REJECTED'
  | 'PAY_CANCELLED'
  | 'PAY_REVERTED'
  | 'PAY_TIMEOUT'
  | 'PAY_FAILED';

/**
 * The base of every error `pay()` rejects with: `code` says which; `data.hash` carries the
 * transaction when there was one.
 *
 * @example
 * try { await kit.plugin('pay').pay(request) } catch (e) { if (e instanceof PayError && e.code === 'PAY_REJECTED') offerAgain() }
 */
export class PayError extends KitError {
  override name = 'PayError';
  override readonly code: PayErrorCode = 'PAY_FAILED';
}

// Each subclass is written out, so `instanceof` narrows and `code` is a literal type.

/** The `pay` feature is off (SPEC §9 default), or the kit is in basic mode. */
export class PayDisabledError extends PayError {
  override name = 'PayDisabledError';
  override readonly code = 'PAY_DISABLED' as const;
  constructor(message = 'Pay is not enabled', options?: KitErrorOptions) {
    super(message, options);
  }
}

/** Another payment is open: one at a time. */
export class PayInProgressError extends PayError {
  override name = 'PayInProgressError';
  override readonly code = 'PAY_IN_PROGRESS' as const;
  constructor(message = 'A payment is already in progress', options?: KitErrorOptions) {
    super(message, options);
  }
}

/** Not a positive decimal amount in the asset's decimals. */
export class PayInvalidAmountError extends PayError {
  override name = 'PayInvalidAmountError';
  override readonly code = 'PAY_INVALID_AMOUNT' as const;
  constructor(message = 'Invalid payment amount', options?: KitErrorOptions) {
    super(message, options);
  }
}

/** The asset is malformed, or not what its metadata says (its decimals on chain differ). */
export class PayInvalidAssetError extends PayError {
  override name = 'PayInvalidAssetError';
  override readonly code = 'PAY_INVALID_ASSET' as const;
  constructor(message = 'Invalid asset specified', options?: KitErrorOptions) {
    super(message, options);
  }
}

/** The recipient is not an address of the asset's network. */
export class PayInvalidRecipientError extends PayError {
  override name = 'PayInvalidRecipientError';
  override readonly code = 'PAY_INVALID_RECIPIENT' as const;
  constructor(message = 'Invalid recipient address', options?: KitErrorOptions) {
    super(message, options);
  }
}

/** The asset's network is not one of the kit's networks. */
export class PayUnsupportedNetworkError extends PayError {
  override name = 'PayUnsupportedNetworkError';
  override readonly code = 'PAY_UNSUPPORTED_NETWORK' as const;
  constructor(message = 'Unsupported network', options?: KitErrorOptions) {
    super(message, options);
  }
}

/** The asset's namespace cannot send (SPEC §9: eip155 and solana only). */
export class PayUnsupportedNamespaceError extends PayError {
  override name = 'PayUnsupportedNamespaceError';
  override readonly code = 'PAY_UNSUPPORTED_NAMESPACE' as const;
  constructor(message = 'Invalid chain namespace', options?: KitErrorOptions) {
    super(message, options);
  }
}

/** The visitor (in the kit's approval or in the wallet) declined the payment. */
export class PayRejectedError extends PayError {
  override name = 'PayRejectedError';
  override readonly code = 'PAY_REJECTED' as const;
  constructor(message = 'The payment was rejected', options?: KitErrorOptions) {
    super(message, options);
  }
}

/** The visitor closed the modal or cancelled before the wallet sent anything (or the kit was destroyed). */
export class PayCancelledError extends PayError {
  override name = 'PayCancelledError';
  override readonly code = 'PAY_CANCELLED' as const;
  constructor(message = 'The payment was cancelled', options?: KitErrorOptions) {
    super(message, options);
  }
}

/** The transaction landed and failed (reverted): nothing was paid. */
export class PayRevertedError extends PayError {
  override name = 'PayRevertedError';
  override readonly code = 'PAY_REVERTED' as const;
  constructor(message = 'The payment transaction failed on chain', options?: KitErrorOptions) {
    super(message, options);
  }
}

/** No confirmation in time: the outcome is unknown (look the hash in `data.hash` up before paying again). */
export class PayTimeoutError extends PayError {
  override name = 'PayTimeoutError';
  override readonly code = 'PAY_TIMEOUT' as const;
  constructor(message = 'The payment was not confirmed in time', options?: KitErrorOptions) {
    super(message, options);
  }
}

/** Anything else: the wallet failed, the network could not be switched, funds were short. `cause` keeps why. */
export class PayFailedError extends PayError {
  override name = 'PayFailedError';
  override readonly code = 'PAY_FAILED' as const;
  constructor(message = 'Unable to process payment', options?: KitErrorOptions) {
    super(message, options);
  }
}

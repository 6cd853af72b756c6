import { isKitError } from '@latchkey/kernel';

// The codes and messages of `@wallet-standard/errors` (which apps test with `isWalletStandardError`),
// written out: the package is not a dependency of the plugin.
export const WALLET_STANDARD_ERROR__REGISTRY__WALLET_ACCOUNT_NOT_FOUND = 3834001;
export const WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED = 4001000;
export const WALLET_STANDARD_ERROR__FEATURES__WALLET_ACCOUNT_CHAIN_UNSUPPORTED = 6160000;

export type WalletStandardErrorCode =
  | typeof WALLET_STANDARD_ERROR__REGISTRY__WALLET_ACCOUNT_NOT_FOUND
  | typeof WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED
  | typeof WALLET_STANDARD_ERROR__FEATURES__WALLET_ACCOUNT_CHAIN_UNSUPPORTED;

/** What each error names: the account, the chain, the wallet. */
export interface WalletStandardErrorContext {
  address?: string;
  chain?: string;
  walletName?: string;
}

const MESSAGES: Record<WalletStandardErrorCode, (c: WalletStandardErrorContext) => string> = {
  [WALLET_STANDARD_ERROR__REGISTRY__WALLET_ACCOUNT_NOT_FOUND]: (c) => `No account with address ${c.address} could be found in the '${c.walletName}' wallet`,
  [WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED]: () => 'The user rejected the request',
  [WALLET_STANDARD_ERROR__FEATURES__WALLET_ACCOUNT_CHAIN_UNSUPPORTED]: (c) => `The wallet account ${c.address} does not support the chain \`${c.chain}\``,
};

/**
 * An error of the Wallet Standard's own kinds, shaped as `@wallet-standard/errors` makes them:
 * `name` 'WalletStandardError' and the code in `context.__code`, so `isWalletStandardError(e, code)`
 * recognises it. `cause` keeps the kit's error.
 *
 * @example
 * throw new WalletStandardError(WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED, {}, { cause: kitError })
 */
export class WalletStandardError extends Error {
  readonly context: WalletStandardErrorContext & { __code: WalletStandardErrorCode };

  constructor(code: WalletStandardErrorCode, context: WalletStandardErrorContext = {}, options: { cause?: unknown } = {}) {
    super(MESSAGES[code](context), options.cause === undefined ? undefined : { cause: options.cause });
    this.context = { __code: code, ...context };
    this.name = 'WalletStandardError';
  }
}

/**
 * What a wallet feature throws for a failed kit request: the visitor's refusal (rejected in the
 * approval view, the modal closed) as the standard's REQUEST_REJECTED; anything else as the kit's
 * typed error, unchanged.
 *
 * @example
 * await kit.request(args).catch((e) => { throw toStandardError(e) })
 */
export function toStandardError(error: unknown): unknown {
  if (isKitError(error, 'USER_REJECTED') || isKitError(error, 'ABORTED')) return new WalletStandardError(WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED, {}, { cause: error });
  return error;
}

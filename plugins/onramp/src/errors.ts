import { KitError, type KitErrorOptions } from '@latchkey/kernel';

/**
 * A provider page URL that is not https or names a host the provider does not use. Nothing is
 * opened.
 *
 * @example
 * if (error instanceof ProviderUrlError) report(error.details)
 */
export class ProviderUrlError extends KitError {
  override name = 'ProviderUrlError';
  override readonly code = 'ONRAMP_PROVIDER_URL' as const;
  constructor(message = 'The provider page address is not allowed', options?: KitErrorOptions) {
    super(message, options);
  }
}

/**
 * The provider cannot be used now: not in the remote `onramp` list, not for this namespace, or no
 * account is connected.
 *
 * @example
 * if (error instanceof ProviderUnavailableError) showProviders()
 */
export class ProviderUnavailableError extends KitError {
  override name = 'ProviderUnavailableError';
  override readonly code = 'ONRAMP_PROVIDER_UNAVAILABLE' as const;
  constructor(message = 'This provider is not available', options?: KitErrorOptions) {
    super(message, options);
  }
}

/**
 * The browser refused to open the provider's page (a pop-up blocker, or not called in a click).
 *
 * @example
 * if (error instanceof PopupBlockedError) askToAllowPopups()
 */
export class PopupBlockedError extends KitError {
  override name = 'PopupBlockedError';
  override readonly code = 'ONRAMP_POPUP_BLOCKED' as const;
  constructor(message = 'The provider page could not be opened', options?: KitErrorOptions) {
    super(message, options);
  }
}

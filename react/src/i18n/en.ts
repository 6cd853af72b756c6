import type { enModal } from './enModal';

/**
 * The React layer's English strings that every page shows (the buttons, the toasts). The modal's
 * own strings are `enModal`, in the modal chunk. Together they are the key set every other locale
 * must match.
 */
export const en = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',
  'button.network': 'Network',
  'button.networkUnknown': 'Unknown network',
  'button.account': 'Account',
  'toast.dismiss': 'Dismiss',
} as const;

export type ReactMessageKey = keyof typeof en | keyof typeof enModal;
export type ReactMessages = Record<ReactMessageKey, string>;

import type { ChainNamespace } from '@latchkey/kernel';

/** The plugin id: `kit.plugin('send')`, `getState().plugins.send`, its storage prefix. */
export const SEND_PLUGIN_ID = 'send';

/** The plugin's views (names as the reference kit has them). */
export const SEND_VIEWS = {
  send: 'WalletSend',
  selectToken: 'WalletSendSelectToken',
  preview: 'WalletSendPreview',
  /** After a send: what was sent (titled as such, not as the review). */
  sent: 'WalletSendSuccess',
  receive: 'WalletReceive',
  tokens: 'WalletTokens',
} as const;

/**
 * The namespaces of the chain plugins that shipped with send before the asset capability.
 * @deprecated Nothing in send uses it: a namespace can send when its assets offer `transfer`
 * (`canSend(kit, namespace)`, `sendNamespaces(kit)`). Kept for `@latchkey/pay`, which still reads it.
 */
export const SEND_NAMESPACES: readonly ChainNamespace[] = Object.freeze(['eip155', 'solana']);
/**
 * @deprecated Nothing in send uses it: a namespace shows balances when it has assets
 * (`hasBalances(kit, namespace)`, `balanceNamespaces(kit)`).
 */
export const BALANCE_NAMESPACES: readonly ChainNamespace[] = SEND_NAMESPACES;

/** SPEC §9: after 'Token Balance Unavailable', the next read of that namespace waits 30 s. */
export const BALANCE_RETRY_MS = 30_000;
/** SPEC §9: the blockchain API and RPC calls give up after 10 s. */
export const API_TIMEOUT_MS = 10_000;
/** How long the receiver field waits after the last key before a name is looked up. */
export const NAME_LOOKUP_DELAY_MS = 300;

import type { ChainNamespace } from '@latchkey/kernel';

/** The plugin id: `kit.plugin('onramp')`, `getState().plugins.onramp`, its storage prefix. */
export const ONRAMP_PLUGIN_ID = 'onramp';

/** The plugin's views. */
export const ONRAMP_VIEWS = {
  /** Amount, payment method, quote and the providers. */
  buy: 'OnRampProviders',
  /** The purchase after the visitor went to the provider's page (status, amount). */
  purchase: 'OnRampPurchase',
} as const;

/** SPEC §9: onramp on EVM and Solana. */
export const ONRAMP_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana'];

/** SPEC §9: the API calls give up after 10 s. */
export const API_TIMEOUT_MS = 10_000;

/** How often the plugin looks whether the provider's page was closed (the visitor came back). */
export const POPUP_POLL_MS = 500;

/** SPEC §9: the Coinbase pay chains, and the one used for any other network. */
export const COINBASE_PAY_CHAINS = ['ethereum', 'arbitrum', 'polygon', 'berachain', 'avalanche-c-chain', 'optimism', 'celo', 'base'] as const;
export type CoinbasePayChain = (typeof COINBASE_PAY_CHAINS)[number];
export const COINBASE_PAY_FALLBACK: CoinbasePayChain = 'ethereum';

/** EVM chain ids of the Coinbase pay chains. */
export const COINBASE_CHAIN_IDS: Readonly<Record<string, CoinbasePayChain>> = {
  '1': 'ethereum',
  '42161': 'arbitrum',
  '137': 'polygon',
  '80094': 'berachain',
  '43114': 'avalanche-c-chain',
  '10': 'optimism',
  '42220': 'celo',
  '8453': 'base',
};

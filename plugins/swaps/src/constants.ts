import type { CaipNetworkId } from '@latchkey/kernel';

/** The plugin id: `kit.plugin('swaps')`, `getState().plugins.swaps`, its storage prefix. */
export const SWAPS_PLUGIN_ID = 'swaps';

/** The plugin's views. */
export const SWAP_VIEWS = {
  /** The form: the tokens, the amount, the live quote. */
  swap: 'Swap',
  /** Picking the token to pay with or to receive (`{ side: 'from' | 'to' }`). */
  selectToken: 'SwapSelectToken',
  /** The review: amounts, rate, minimum received, fee; the approval step, then the swap. */
  preview: 'SwapPreview',
  /** A swap done: the amounts swapped, the transaction, the balances (titled 'Swap complete'). */
  result: 'SwapResult',
  /** A swap that did not go through: which step, why, and Try again (titled 'Swap failed'). */
  failed: 'SwapFailed',
} as const;

/** SPEC §9: the swap networks (EVM chain ids). */
export const SWAP_CHAIN_IDS: readonly number[] = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554];

/** SPEC §9: the default chain of swaps (Ethereum). */
export const SWAP_DEFAULT_CHAIN: CaipNetworkId = 'eip155:1';

/** SPEC §9: slippage tolerance, in percent. */
export const DEFAULT_SLIPPAGE = 1;

/** The swap API's address of a chain's native coin. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

/** SPEC §9: the API and RPC calls give up after 10 s. */
export const API_TIMEOUT_MS = 10_000;

/** How long after the last change (amount, tokens) the quote is asked for. */
export const QUOTE_DELAY_MS = 400;

/** Balances read on chain for the whole token list only while it is this short (else: the chosen tokens). */
export const MAX_LIST_BALANCE_READS = 50;

/** At most this many tokens are priced in one call. */
export const MAX_PRICED_TOKENS = 100;

/** Gas kept back from the native balance by Max: a swap's gas limit at the fast gas price. */
export const SWAP_GAS_RESERVE = 300_000n;

/**
 * The swap networks as CAIP-2 ids: SPEC §9's and the ones the dapp adds (its local chains, say).
 *
 * @example
 * swapNetworks([31337]) // ['eip155:1', …, 'eip155:1313161554', 'eip155:31337']
 */
export function swapNetworks(extra: readonly number[] = []): CaipNetworkId[] {
  const ids = [...SWAP_CHAIN_IDS];
  for (const id of extra) if (Number.isSafeInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
  return ids.map((id) => `eip155:${id}` as CaipNetworkId);
}

// What the API does once something is asked of it: the token list, balances and prices, quotes,
// the allowance, the approval and the swap. A lazy chunk: the page loads none of it until a view of
// the plugin opens or the dapp calls the API.
export type { FlowDeps } from './flow/shared';
export { loadTokens, readBalances, loadPrices, normalizeTokens } from './flow/tokens';
export { getQuote, maxAmount } from './flow/quote';
export { needsApproval, approve, networkFee, swapNow } from './flow/transactions';

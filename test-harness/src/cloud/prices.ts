/**
 * Deterministic USD prices per symbol. The double has no market; fixed prices keep balances,
 * swap and onramp quotes reproducible, so tests can assert exact numbers.
 */
export const USD_PRICES: Readonly<Record<string, number>> = {
  ETH: 3000,
  WETH: 3000,
  USDC: 1,
  USDT: 1,
  DAI: 1,
  WBTC: 60_000,
  POL: 0.5,
  MATIC: 0.5,
};

/**
 * The USD price of a symbol, 0 when unknown (the real API also reports unpriced tokens as 0).
 *
 * @example
 * priceOf('usdc'); // 1
 */
export function priceOf(symbol: string): number {
  return USD_PRICES[symbol.toUpperCase()] ?? 0;
}

/**
 * Rounds a USD amount to cents without floating noise (0.1 + 0.2 → 0.3).
 *
 * @example
 * usd(3000 * 1.1); // 3300
 */
export function usd(value: number): number {
  return Math.round(value * 100) / 100;
}

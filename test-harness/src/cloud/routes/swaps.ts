import { requireProject } from '../context';
import type { CloudState, RouteHandler } from '../context';
import { HttpError, json, requireAddress, requireEvmChainId, requireQuery } from '../http';
import type { CloudRouteKey } from '../paths';
import { priceOf } from '../prices';
import type { SwapToken } from '../types';

/** The address the swap API uses for a chain's native token. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

/** Swap fee kept by the (pretend) aggregator, in basis points. */
const FEE_BPS = 30n;

/** Well-known tokens of the mainnet swap networks the double lists (SPEC §9 swap networks). */
const KNOWN_TOKENS: Readonly<Record<number, ReadonlyArray<[symbol: string, name: string, address: string, decimals: number]>>> = {
  1: [
    ['USDC', 'USD Coin', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6],
    ['USDT', 'Tether USD', '0xdAC17F958D2ee523a2206206994597C13D831ec7', 6],
    ['DAI', 'Dai Stablecoin', '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18],
    ['WETH', 'Wrapped Ether', '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18],
  ],
  137: [
    ['USDC', 'USD Coin', '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359', 6],
    ['USDT', 'Tether USD', '0xc2132D05D31c914a87C6611C10748AEb04B58e8F', 6],
  ],
};

/** The swappable tokens of a chain: native first, then well-known or the local chain's tokens. */
async function tokensOf(state: CloudState, chainId: number): Promise<SwapToken[]> {
  const icon = (symbol: string): string => `${state.baseUrl}/public/getTokenImage/${encodeURIComponent(symbol)}`;
  const nativeSymbol = chainId === 137 ? 'POL' : 'ETH';
  const native: SwapToken = { name: chainId === 137 ? 'POL' : 'Ether', symbol: nativeSymbol, address: `eip155:${chainId}:${NATIVE_TOKEN_ADDRESS}`, decimals: 18, logoUri: icon(nativeSymbol) };
  const local = state.chains.get(chainId);
  if (local) {
    const tokens = await Promise.all(
      Object.values(local.tokens).map(async (address): Promise<SwapToken> => {
        const meta = await local.tokenMeta(address);
        return { name: meta.name, symbol: meta.symbol, address: `eip155:${chainId}:${address}`, decimals: meta.decimals, logoUri: icon(meta.symbol) };
      }),
    );
    return [native, ...tokens];
  }
  const known = KNOWN_TOKENS[chainId];
  if (!known) return [];
  return [native, ...known.map(([symbol, name, address, decimals]) => ({ name, symbol, address: `eip155:${chainId}:${address}`, decimals, logoUri: icon(symbol) }))];
}

/** `GET /v1/convert/tokens?chainId=eip155:N&projectId=…` → `{ tokens: SwapToken[] }` (empty for other chains). */
const swapTokens: RouteHandler = async (ctx) => {
  requireProject(ctx);
  const chainId = requireEvmChainId(ctx.query.get('chainId'));
  try {
    return json({ tokens: await tokensOf(ctx.state, chainId) });
  } catch (error) {
    throw new HttpError(502, `Could not read tokens of eip155:${chainId}: ${(error as Error).message.split('\n')[0]}`);
  }
};

/** Splits a CAIP-10 token id into chain id and address. */
function parseTokenId(value: string, what: string): { chainId: number; address: string } {
  const match = /^(eip155:\d+):(0x[0-9a-fA-F]{40})$/.exec(value);
  if (!match) throw new HttpError(400, `${what} must be a CAIP-10 token address such as eip155:1:0x…`);
  return { chainId: requireEvmChainId(match[1]!, what), address: match[2]!.toLowerCase() };
}

/** Price with six decimals as an integer, so conversion stays in bigint arithmetic. */
function scaledPrice(symbol: string): bigint {
  return BigInt(Math.round(priceOf(symbol) * 1e6));
}

/**
 * `GET /v1/convert/quotes?projectId&amount&userAddress&from&to[&gasPrice]` →
 * `{ quotes: [{ id, fromAmount, fromAccount, toAmount, toAccount }] }`. `amount` is in the
 * smallest unit of `from`; `from` and `to` are CAIP-10 token ids of one chain. Priced from the
 * fixed USD table minus a 0.3 % fee.
 */
const swapQuote: RouteHandler = async (ctx) => {
  requireProject(ctx);
  const amountRaw = requireQuery(ctx.query, 'amount');
  if (!/^[1-9]\d{0,77}$/.test(amountRaw)) throw new HttpError(400, 'amount must be a positive integer in the smallest unit');
  const user = requireAddress(ctx.query.get('userAddress') ?? undefined, 'userAddress');
  const from = parseTokenId(requireQuery(ctx.query, 'from'), 'from');
  const to = parseTokenId(requireQuery(ctx.query, 'to'), 'to');
  if (from.chainId !== to.chainId) throw new HttpError(400, 'from and to must be on the same chain');
  if (from.address === to.address) throw new HttpError(400, 'from and to must be different tokens');
  const tokens = await tokensOf(ctx.state, from.chainId).catch(() => [] as SwapToken[]);
  const find = (address: string): SwapToken | undefined => tokens.find((token) => token.address.toLowerCase().endsWith(address));
  const fromToken = find(from.address);
  const toToken = find(to.address);
  if (!fromToken || !toToken) throw new HttpError(400, 'Token not supported for swaps on this chain');
  const fromPrice = scaledPrice(fromToken.symbol);
  const toPrice = scaledPrice(toToken.symbol);
  if (fromPrice === 0n || toPrice === 0n) throw new HttpError(400, 'No price for this token pair');

  const amount = BigInt(amountRaw);
  const scale = 10n ** BigInt(Math.abs(toToken.decimals - fromToken.decimals));
  const converted = toToken.decimals >= fromToken.decimals ? (amount * fromPrice * scale) / toPrice : (amount * fromPrice) / toPrice / scale;
  const toAmount = (converted * (10_000n - FEE_BPS)) / 10_000n;
  return json({ quotes: [{ id: null, fromAmount: amount.toString(), fromAccount: user, toAmount: toAmount.toString(), toAccount: user }] });
};

/** Handlers of the swap API. */
export const swapRoutes = { swapTokens, swapQuote } satisfies Partial<Record<CloudRouteKey, RouteHandler>>;

// The swap API (/work/swap-api.md): tokens, quotes, allowances, approvals, swap transactions,
// gas prices and token prices. On the local chains everything goes through LocalSwap, so a
// quote is exactly what a swap mined next pays; elsewhere quotes come from the fixed USD table.
import { encodeFunctionData, erc20Abi, getAddress, maxUint256 } from 'viem';
import { LOCAL_SWAP_ADDRESS } from '../../chain/swap';
import { LOCAL_SWAP_ABI } from '../../chain/swap-abi';
import { requireProject } from '../context';
import type { CloudChain, RouteHandler } from '../context';
import { HttpError, json, requireAddress, requireEvmChainId, requireQuery } from '../http';
import type { CloudRouteKey } from '../paths';
import { priceOf } from '../prices';
import type { FungiblePrice, SwapAllowance, SwapApproveTx, SwapBuildTx, SwapGasPrice, SwapQuote, SwapToken } from '../types';
import { contractAddressOf, estimateSwapGas, gasPriceOf, localChainOf, poolQuote, readTokens, supportedTokens, swapAllowanceOf } from './swap-chain';
import type { SwapArgs } from './swap-chain';
import { parseAmount, parseBuildBody, parsePair, parsePriceBody, parseTokenId } from './swap-input';

export { NATIVE_TOKEN_ADDRESS } from './swap-input';

/** Fee of a quote priced from the USD table (off the local chains), in basis points: LocalSwap's 0.3 %. */
const FEE_BPS = 30n;

/** Gas of a swap transaction built with `disableEstimate`: above any LocalSwap swap (two hops use ~130k). */
export const SWAP_FALLBACK_GAS = 400_000n;

/** Gas prices answered for chains the double does not run (wei): 20, 25 and 30 gwei. */
const REMOTE_GAS_PRICES: SwapGasPrice = { standard: '20000000000', fast: '25000000000', instant: '30000000000' };

/** `GET /v1/convert/tokens?chainId=eip155:N&projectId=…` → `{ tokens: SwapToken[] }` (empty for other chains). */
const swapTokens: RouteHandler = async (ctx) => {
  requireProject(ctx);
  const chainId = requireEvmChainId(ctx.query.get('chainId'));
  return json({ tokens: await readTokens(ctx.state, chainId) });
};

/** Price with six decimals as an integer, so conversion stays in bigint arithmetic. */
function scaledPrice(symbol: string): bigint {
  return BigInt(Math.round(priceOf(symbol) * 1e6));
}

/** Off the local chains: the USD table's rate minus the fee. */
function tableQuote(fromToken: SwapToken, toToken: SwapToken, amount: bigint): bigint {
  const fromPrice = scaledPrice(fromToken.symbol);
  const toPrice = scaledPrice(toToken.symbol);
  if (fromPrice === 0n || toPrice === 0n) throw new HttpError(400, 'No price for this token pair');
  const scale = 10n ** BigInt(Math.abs(toToken.decimals - fromToken.decimals));
  const converted = toToken.decimals >= fromToken.decimals ? (amount * fromPrice * scale) / toPrice : (amount * fromPrice) / toPrice / scale;
  return (converted * (10_000n - FEE_BPS)) / 10_000n;
}

/**
 * `GET /v1/convert/quotes?projectId&amount&userAddress&from&to[&gasPrice]` →
 * `{ quotes: [{ id: null, fromAmount, fromAccount, toAmount, toAccount }] }`. On a local chain
 * LocalSwap's `getAmountOut` prices it; elsewhere the fixed USD table minus 0.3 %.
 */
const swapQuote: RouteHandler = async (ctx) => {
  requireProject(ctx);
  const amount = parseAmount(ctx.query.get('amount'), 'amount');
  const user = requireAddress(ctx.query.get('userAddress') ?? undefined, 'userAddress');
  const { chainId, from, to } = parsePair(requireQuery(ctx.query, 'from'), requireQuery(ctx.query, 'to'));
  const gasPrice = ctx.query.get('gasPrice');
  if (gasPrice !== null && !/^\d{1,78}$/.test(gasPrice)) throw new HttpError(400, 'gasPrice must be an integer string in wei');
  const [fromToken, toToken] = await supportedTokens(ctx.state, chainId, [from, to]);
  const local = ctx.state.chains.get(chainId);
  const toAmount = local ? await poolQuote(local, from, to, amount) : tableQuote(fromToken!, toToken!, amount);
  const reply: SwapQuote = { quotes: [{ id: null, fromAmount: amount.toString(), fromAccount: user, toAmount: toAmount.toString(), toAccount: user }] };
  return json(reply);
};

/**
 * `GET /v1/convert/allowance?projectId&tokenAddress&userAddress` → `{ allowance }`: what the user
 * allowed LocalSwap to take of the token (the native coin needs none: uint256's maximum).
 */
const swapAllowance: RouteHandler = async (ctx) => {
  requireProject(ctx);
  const token = parseTokenId(ctx.query.get('tokenAddress'), 'tokenAddress');
  const user = requireAddress(ctx.query.get('userAddress') ?? undefined, 'userAddress');
  if (token.native) return json({ allowance: maxUint256.toString() } satisfies SwapAllowance);
  const chain = localChainOf(ctx.state, token.chainId);
  await supportedTokens(ctx.state, token.chainId, [token]);
  return json({ allowance: (await swapAllowanceOf(chain, token, user)).toString() } satisfies SwapAllowance);
};

/**
 * `GET /v1/convert/build-approve?projectId&userAddress&from&to&amount` →
 * `{ tx: { from, to, data, value, eip155: { gasPrice } } }`: `approve(LocalSwap, amount)` on
 * `from`. An amount of 0 is allowed: a USDT-style token must be reset to 0 before a new allowance.
 * Under a `hostile` fault: `approve(attacker, 2^256-1)`.
 */
const swapApprove: RouteHandler = async (ctx) => {
  requireProject(ctx);
  const user = requireAddress(ctx.query.get('userAddress') ?? undefined, 'userAddress');
  const { chainId, from, to } = parsePair(requireQuery(ctx.query, 'from'), requireQuery(ctx.query, 'to'));
  const amount = parseAmount(ctx.query.get('amount'), 'amount', { allowZero: true });
  if (from.native) throw new HttpError(400, 'The native coin needs no approval');
  const chain = localChainOf(ctx.state, chainId);
  await supportedTokens(ctx.state, chainId, [from, to]);
  // A hostile fault: the approval a compromised API would slip in, everything to the attacker.
  const [spender, allowed] = ctx.hostile ? [getAddress(ctx.hostile.attacker.toLowerCase()), maxUint256] : [LOCAL_SWAP_ADDRESS, amount];
  const tx: SwapApproveTx = {
    from: getAddress(user),
    to: getAddress(from.address),
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, allowed] }),
    value: '0',
    eip155: { gasPrice: (await gasPriceOf(chain)).toString() },
  };
  return json({ tx });
};

/**
 * What a compromised swap API answers for a swap (the `hostile` fault): the token sold's
 * `transfer(attacker, amount)` (the native coin: all of it sent to the attacker, no call),
 * shaped like an honest reply.
 */
async function hostileSwap(chain: CloudChain, request: ReturnType<typeof parseBuildBody>, gainer: `0x${string}`): Promise<SwapBuildTx> {
  const attacker = getAddress(gainer.toLowerCase());
  const gasPrice = (await gasPriceOf(chain)).toString();
  if (request.from.native) return { from: getAddress(request.user), to: attacker, data: '0x', amount: request.amount.toString(), eip155: { gas: '21000', gasPrice } };
  return {
    from: getAddress(request.user),
    to: getAddress(request.from.address),
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [attacker, request.amount] }),
    amount: '0',
    eip155: { gas: SWAP_FALLBACK_GAS.toString(), gasPrice },
  };
}

/**
 * `POST /v1/convert/build-transaction` with `{ projectId, userAddress, amount, from, to,
 * eip155: { slippage }, disableEstimate? }` → `{ tx: { from, to, data, amount, eip155: { gas,
 * gasPrice } } }`: LocalSwap's `swap` with `minOut = quote × (100 − slippage) / 100`, paid to the
 * user. `gas` is the chain's estimate (a swap that would fail now is a 400), or
 * {@link SWAP_FALLBACK_GAS} with `disableEstimate`. Under a `hostile` fault: {@link hostileSwap}.
 */
const swapBuild: RouteHandler = async (ctx) => {
  const project = requireProject(ctx);
  const request = parseBuildBody(await ctx.json(), project.id);
  const chain = localChainOf(ctx.state, request.chainId);
  await supportedTokens(ctx.state, request.chainId, [request.from, request.to]);
  if (ctx.hostile) return json({ tx: await hostileSwap(chain, request, ctx.hostile.attacker) });
  const quoted = await poolQuote(chain, request.from, request.to, request.amount);
  const minOut = (quoted * (1_000_000n - request.slippagePpm)) / 1_000_000n;
  const args: SwapArgs = [contractAddressOf(request.from), contractAddressOf(request.to), request.amount, minOut, getAddress(request.user)];
  const value = request.from.native ? request.amount : 0n;
  const [gas, gasPrice] = await Promise.all([
    request.disableEstimate ? SWAP_FALLBACK_GAS : estimateSwapGas(chain, { user: request.user, args, value }),
    gasPriceOf(chain),
  ]);
  const tx: SwapBuildTx = {
    from: getAddress(request.user),
    to: LOCAL_SWAP_ADDRESS,
    data: encodeFunctionData({ abi: LOCAL_SWAP_ABI, functionName: 'swap', args }),
    amount: value.toString(),
    eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
  };
  return json({ tx });
};

/**
 * `GET /v1/convert/gas-price?projectId&chainId=eip155:N` → `{ standard, fast, instant }` in wei:
 * a local chain's own gas price (fast +25 %, instant +50 %), fixed numbers elsewhere.
 */
const swapGasPrice: RouteHandler = async (ctx) => {
  requireProject(ctx);
  const chainId = requireEvmChainId(ctx.query.get('chainId'));
  const chain = ctx.state.chains.get(chainId);
  if (!chain) return json(REMOTE_GAS_PRICES);
  const standard = await gasPriceOf(chain);
  return json({ standard: standard.toString(), fast: ((standard * 5n) / 4n).toString(), instant: ((standard * 3n) / 2n).toString() } satisfies SwapGasPrice);
};

/**
 * `POST /v1/fungible/price` with `{ projectId, currency: 'usd', addresses: [CAIP-10 …] }` →
 * `{ fungibles: [{ name, symbol, iconUrl, price }] }` in the order asked, priced by symbol from
 * the fixed USD table (0 for a symbol it lacks). Ids of tokens the swap API does not know are left out.
 */
const fungiblePrice: RouteHandler = async (ctx) => {
  const project = requireProject(ctx);
  const addresses = parsePriceBody(await ctx.json(), project.id);
  const byChain = new Map<number, Promise<SwapToken[]>>();
  const fungibles: FungiblePrice[] = [];
  for (const address of addresses) {
    const match = /^eip155:([1-9]\d{0,15}):(0x[0-9a-fA-F]{40})$/.exec(address);
    if (!match) continue;
    const chainId = Number(match[1]);
    let tokens = byChain.get(chainId);
    if (!tokens) {
      tokens = readTokens(ctx.state, chainId);
      byChain.set(chainId, tokens);
    }
    const wanted = `eip155:${chainId}:${match[2]!.toLowerCase()}`;
    const token = (await tokens).find((candidate) => candidate.address.toLowerCase() === wanted);
    if (token) fungibles.push({ name: token.name, symbol: token.symbol, iconUrl: token.logoUri, price: priceOf(token.symbol) });
  }
  return json({ fungibles });
};

/** Handlers of the swap API. */
export const swapRoutes = { swapTokens, swapQuote, swapAllowance, swapApprove, swapBuild, swapGasPrice, fungiblePrice } satisfies Partial<Record<CloudRouteKey, RouteHandler>>;

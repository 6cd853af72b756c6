// What the swap API reads from and asks of the chains: the swappable tokens, LocalSwap's
// quotes, allowances, gas prices and gas estimates. Every read goes through the cloud chain's
// viem client, whose transport times out after 10 s; failures become HTTP errors here.
import { BaseError, ContractFunctionRevertedError, HttpRequestError, TimeoutError, erc20Abi, getAddress } from 'viem';
import { LOCAL_SWAP_ADDRESS } from '../../chain/swap';
import { LOCAL_SWAP_ABI, SWAP_NATIVE_ADDRESS } from '../../chain/swap-abi';
import type { CloudChain, CloudState } from '../context';
import { HttpError } from '../http';
import type { SwapToken } from '../types';
import { NATIVE_TOKEN_ADDRESS } from './swap-input';
import type { TokenId } from './swap-input';

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

/**
 * The swappable tokens of a chain: native first, then the local chain's tokens (name, symbol and
 * decimals read from the chain) or the well-known ones; none for other chains.
 *
 * @example
 * await tokensOf(ctx.state, 31337); // [ETH, USDC, USDT]
 */
export async function tokensOf(state: CloudState, chainId: number): Promise<SwapToken[]> {
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

/** {@link tokensOf}, with a chain that cannot be read answered as a 502. */
export async function readTokens(state: CloudState, chainId: number): Promise<SwapToken[]> {
  try {
    return await tokensOf(state, chainId);
  } catch (error) {
    throw new HttpError(502, `Could not read tokens of eip155:${chainId}: ${firstLine(error)}`);
  }
}

/**
 * The swap token a CAIP-10 id names on its chain; 400 when the chain does not swap it.
 *
 * @example
 * const [from] = await supportedTokens(ctx.state, pair.chainId, [pair.from]);
 */
export async function supportedTokens(state: CloudState, chainId: number, ids: readonly TokenId[]): Promise<SwapToken[]> {
  const tokens = await readTokens(state, chainId);
  return ids.map((id) => {
    const token = tokens.find((candidate) => candidate.address.toLowerCase() === `eip155:${chainId}:${id.address}`);
    if (!token) throw new HttpError(400, `Token eip155:${chainId}:${id.address} is not supported for swaps on this chain`);
    return token;
  });
}

/** The local chain behind `chainId`, or a 400: only they hold LocalSwap. */
export function localChainOf(state: CloudState, chainId: number): CloudChain {
  const chain = state.chains.get(chainId);
  if (!chain) throw new HttpError(400, 'Swaps are only executed on the local chains');
  return chain;
}

/** How LocalSwap names a token: its checksummed address, the native coin as 0xEeee…EEeE. */
export function contractAddressOf(id: TokenId): `0x${string}` {
  return id.native ? SWAP_NATIVE_ADDRESS : getAddress(id.address);
}

/**
 * What LocalSwap pays right now for `amount` of `from` in `to`: exactly what a swap mined next
 * would give. A pair the pool cannot quote (no pool, an amount too large) is a 400.
 *
 * @example
 * const out = await poolQuote(chain, pair.from, pair.to, 10n ** 18n);
 */
export function poolQuote(chain: CloudChain, from: TokenId, to: TokenId, amount: bigint): Promise<bigint> {
  return onChain(chain, 'quote the swap', () =>
    chain.client.readContract({ address: LOCAL_SWAP_ADDRESS, abi: LOCAL_SWAP_ABI, functionName: 'getAmountOut', args: [contractAddressOf(from), contractAddressOf(to), amount] }),
  );
}

/** The allowance `owner` gave LocalSwap on `token`. */
export function swapAllowanceOf(chain: CloudChain, token: TokenId, owner: `0x${string}`): Promise<bigint> {
  return onChain(chain, 'read the allowance', () =>
    chain.client.readContract({ address: getAddress(token.address), abi: erc20Abi, functionName: 'allowance', args: [owner, LOCAL_SWAP_ADDRESS] }),
  );
}

/** The chain's current gas price (wei). */
export function gasPriceOf(chain: CloudChain): Promise<bigint> {
  return onChain(chain, 'read the gas price', () => chain.client.getGasPrice());
}

/** Headroom on the node's estimate, as wallets add: the state may move before the swap is mined. */
const GAS_HEADROOM_PERCENT = 120n;

/**
 * The gas of LocalSwap's `swap` call as the chain estimates it (plus 20 %). A swap that would
 * fail now (no allowance, not enough balance, slippage) is a 400 naming the reason.
 *
 * @example
 * const gas = await estimateSwapGas(chain, { user, data, value });
 */
export async function estimateSwapGas(chain: CloudChain, call: { user: `0x${string}`; args: SwapArgs; value: bigint }): Promise<bigint> {
  try {
    const gas = await chain.client.estimateContractGas({ address: LOCAL_SWAP_ADDRESS, abi: LOCAL_SWAP_ABI, functionName: 'swap', args: call.args, account: call.user, value: call.value });
    return (gas * GAS_HEADROOM_PERCENT + 99n) / 100n;
  } catch (error) {
    if (isUnreachable(error)) throw new HttpError(502, `Could not estimate the swap's gas on eip155:${chain.chainId}: ${firstLine(error)}`);
    throw new HttpError(400, `The swap would fail: ${revertReason(error) ?? shortMessage(error)}`);
  }
}

/** Arguments of LocalSwap's `swap(from, to, amountIn, minOut, recipient)`. */
export type SwapArgs = readonly [from: `0x${string}`, to: `0x${string}`, amountIn: bigint, minOut: bigint, recipient: `0x${string}`];

/** Runs one read; a revert is the caller's fault (400), anything else the chain's (502). */
async function onChain<T>(chain: CloudChain, what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const reason = revertReason(error);
    if (reason !== undefined) throw new HttpError(400, `Could not ${what}: ${reason}`);
    throw new HttpError(502, `Could not ${what} on eip155:${chain.chainId}: ${firstLine(error)}`);
  }
}

function revertReason(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError);
  if (!(reverted instanceof ContractFunctionRevertedError)) return undefined;
  return reverted.reason ?? reverted.shortMessage;
}

function isUnreachable(error: unknown): boolean {
  return error instanceof BaseError && error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null;
}

function shortMessage(error: unknown): string {
  return error instanceof BaseError ? error.shortMessage : firstLine(error);
}

function firstLine(error: unknown): string {
  return (error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}

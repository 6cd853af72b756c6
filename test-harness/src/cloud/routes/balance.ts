import { erc20Abi, formatUnits } from 'viem';
import { requireProject } from '../context';
import type { CloudChain, RouteHandler } from '../context';
import { HttpError, json, requireAddress, requireEvmChainId } from '../http';
import type { CloudRouteKey } from '../paths';
import { priceOf, usd } from '../prices';
import type { TokenBalance } from '../types';

/** Builds one balance row from raw units (SPEC §3 fields). */
function row(chainId: number, meta: { name: string; symbol: string; decimals: number }, units: bigint, iconBase: string, address?: string): TokenBalance {
  const numeric = formatUnits(units, meta.decimals);
  const price = priceOf(meta.symbol);
  return {
    name: meta.name,
    symbol: meta.symbol,
    chainId: `eip155:${chainId}`,
    ...(address === undefined ? {} : { address: `eip155:${chainId}:${address}` }),
    value: usd(Number(numeric) * price),
    price,
    quantity: { decimals: String(meta.decimals), numeric },
    iconUrl: `${iconBase}/public/getTokenImage/${encodeURIComponent(meta.symbol)}`,
  };
}

/** Reads native ETH and every configured ERC-20 of `chain` for `owner`; zero balances are left out. */
async function readBalances(chain: CloudChain, owner: `0x${string}`, iconBase: string): Promise<TokenBalance[]> {
  const tokens = Object.values(chain.tokens);
  const [native, ...held] = await Promise.all([
    chain.client.getBalance({ address: owner }),
    ...tokens.map((token) => chain.client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })),
  ]);
  const rows: TokenBalance[] = [];
  if (native! > 0n) rows.push(row(chain.chainId, { name: 'Ether', symbol: 'ETH', decimals: 18 }, native!, iconBase));
  for (const [i, token] of tokens.entries()) {
    const units = held[i]!;
    if (units > 0n) rows.push(row(chain.chainId, await chain.tokenMeta(token), units, iconBase, token));
  }
  return rows;
}

/**
 * `GET /v1/account/{address}/balance?chainId=eip155:N&projectId=…[&currency=usd]` →
 * `{ balances: TokenBalance[] }`, read live from the local chain. Like the real API it lists
 * only non-zero holdings and answers an empty list for a chain it does not serve.
 */
const balance: RouteHandler = async (ctx) => {
  requireProject(ctx);
  const owner = requireAddress(ctx.params.address);
  const chainId = requireEvmChainId(ctx.query.get('chainId'));
  const currency = ctx.query.get('currency');
  if (currency !== null && currency.toLowerCase() !== 'usd') throw new HttpError(400, 'Only currency=usd is supported');
  const chain = ctx.state.chains.get(chainId);
  if (!chain) return json({ balances: [] });
  try {
    return json({ balances: await readBalances(chain, owner, ctx.state.baseUrl) });
  } catch (error) {
    throw new HttpError(502, `Could not read balances from eip155:${chainId}: ${(error as Error).message.split('\n')[0]}`);
  }
};

/** Handler of the balance route. */
export const balanceRoutes = { balance } satisfies Partial<Record<CloudRouteKey, RouteHandler>>;

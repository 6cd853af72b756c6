import { erc20Abi, formatUnits } from 'viem';
import { requireProject } from '../context';
import type { CloudChain, RouteHandler } from '../context';
import { HttpError, json, requireAddress, requireEvmChainId } from '../http';
import type { CloudRouteKey } from '../paths';
import { priceOf, usd } from '../prices';
import type { TokenBalance } from '../types';
import { SOLANA_TEST_MINTS, TOKEN_2022_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS, decodeMint, decodeTokenAccount } from '../../solana/tokens';
import { base58, base64 } from '../../solana/wire';

/** How long one Solana JSON-RPC call to the local endpoint may take. */
const SOLANA_RPC_TIMEOUT_MS = 10_000;
/** SOL has 9 decimals. */
const SOL_DECIMALS = 9;
/** A Solana CAIP-2 id: `solana:` and a reference of 1 to 32 base58-ish characters. */
const SOLANA_CHAIN_ID = /^solana:[-_a-zA-Z0-9]{1,32}$/;

/** Builds one balance row from raw units (SPEC §3 fields); `chainId` is CAIP-2, `address` the token's own. */
function row(chainId: string, meta: { name: string; symbol: string; decimals: number }, units: bigint, iconBase: string, address?: string): TokenBalance {
  const numeric = formatUnits(units, meta.decimals);
  const price = priceOf(meta.symbol);
  return {
    name: meta.name,
    symbol: meta.symbol,
    chainId,
    ...(address === undefined ? {} : { address: `${chainId}:${address}` }),
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
  const chainId = `eip155:${chain.chainId}`;
  const rows: TokenBalance[] = [];
  if (native! > 0n) rows.push(row(chainId, { name: 'Ether', symbol: 'ETH', decimals: 18 }, native!, iconBase));
  for (const [i, token] of tokens.entries()) {
    const units = held[i]!;
    if (units > 0n) rows.push(row(chainId, await chain.tokenMeta(token), units, iconBase, token));
  }
  return rows;
}

/** One JSON-RPC call to a Solana endpoint; throws with the endpoint's message on an error answer. */
async function solanaRpc<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(SOLANA_RPC_TIMEOUT_MS),
  });
  const body = (await response.json()) as { result?: T; error?: { message?: string } };
  if (body.error || !('result' in body)) throw new Error(body.error?.message ?? `${method}: no result`);
  return body.result as T;
}

type Base64Account = { owner: string; data: [string, 'base64'] } | null;

/**
 * Reads SOL and the SPL tokens (Token and Token-2022) `owner` holds on a Solana endpoint. Tokens
 * are named from the harness's mint table (SOLANA_TEST_MINTS), as the real API names tokens from
 * its own list: a mint it does not know is left out, and so are zero balances.
 */
async function readSolanaBalances(rpcUrl: string, chainId: string, owner: string, iconBase: string): Promise<TokenBalance[]> {
  const [lamports, ...byProgram] = await Promise.all([
    solanaRpc<{ value: number }>(rpcUrl, 'getBalance', [owner, { commitment: 'confirmed' }]),
    ...[TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS].map((programId) =>
      solanaRpc<{ value: Array<{ pubkey: string; account: Base64Account }> }>(rpcUrl, 'getTokenAccountsByOwner', [owner, { programId }, { encoding: 'base64', commitment: 'confirmed' }]),
    ),
  ]);
  const held = new Map<string, bigint>();
  for (const { account } of byProgram.flatMap((answer) => answer.value)) {
    const token = account ? decodeTokenAccount(base64.decode(account.data[0])) : undefined;
    if (token && token.owner === owner) held.set(token.mint, (held.get(token.mint) ?? 0n) + token.amount);
  }
  const rows: TokenBalance[] = [];
  const sol = BigInt(lamports!.value);
  if (sol > 0n) rows.push(row(chainId, { name: 'Solana', symbol: 'SOL', decimals: SOL_DECIMALS }, sol, iconBase));
  for (const [mint, units] of held) {
    const known = SOLANA_TEST_MINTS.find((m) => m.address === mint);
    if (!known || units === 0n) continue;
    // Decimals come from the mint account itself, as a validator reports them.
    const { value } = await solanaRpc<{ value: Base64Account }>(rpcUrl, 'getAccountInfo', [mint, { encoding: 'base64' }]);
    const decimals = value ? decodeMint(base64.decode(value.data[0]))?.decimals : undefined;
    if (decimals === undefined) continue;
    rows.push(row(chainId, { name: known.name, symbol: known.symbol, decimals }, units, iconBase, mint));
  }
  return rows;
}

/** A base58 address of 32 bytes, or a 400. */
function requireSolanaAddress(value: string | undefined): string {
  try {
    if (value !== undefined && base58.decode(value).length === 32) return value;
  } catch {
    // not base58: the 400 below
  }
  throw new HttpError(400, 'Invalid address: expected a base58 Solana address of 32 bytes');
}

/**
 * `GET /v1/account/{address}/balance?chainId=<CAIP-2>&projectId=…[&currency=usd]` →
 * `{ balances: TokenBalance[] }`, read live from the local chains: native ETH and the test ERC-20s
 * for `eip155:N`, SOL and the test SPL mints for `solana:<reference>`. Like the real API it lists
 * only non-zero holdings and answers an empty list for a chain it does not serve.
 */
const balance: RouteHandler = async (ctx) => {
  requireProject(ctx);
  const chainIdParam = ctx.query.get('chainId');
  const currency = ctx.query.get('currency');
  if (currency !== null && currency.toLowerCase() !== 'usd') throw new HttpError(400, 'Only currency=usd is supported');
  if (chainIdParam?.startsWith('solana:')) {
    if (!SOLANA_CHAIN_ID.test(chainIdParam)) throw new HttpError(400, `Invalid chainId "${chainIdParam}": expected solana:<reference>`);
    const owner = requireSolanaAddress(ctx.params.address);
    const rpcUrl = ctx.state.solanaChains.get(chainIdParam);
    if (!rpcUrl) return json({ balances: [] });
    try {
      return json({ balances: await readSolanaBalances(rpcUrl, chainIdParam, owner, ctx.state.baseUrl) });
    } catch (error) {
      throw new HttpError(502, `Could not read balances from ${chainIdParam}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  const owner = requireAddress(ctx.params.address);
  const chainId = requireEvmChainId(chainIdParam);
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

import { CacheTtl, StorageKeys, createTtlCache, withTimeout, type CaipNetwork, type ChainNamespace, type ConnectorType, type HttpClient, type Kit, type KitStorage, type TokenBalance, type TtlCache } from '@latchkey/kernel';
import { API_TIMEOUT_MS, BALANCE_NAMESPACES } from '../constants';
import { validBalanceReply } from '../replies.generated.js';
import { tokensFromApi, tokensFromWalletAssets } from './tokens';

/** What reading balances needs from the kit and the plugin's context. */
export interface BalanceReadDeps {
  kit: Pick<Kit, 'request' | 'options'>;
  /** The blockchain API client (the kit's query, timeouts, typed errors). */
  blockchainApi: HttpClient;
  storage: KitStorage;
  signal?: AbortSignal;
}

/** The account whose balances are read. */
export interface BalanceTarget {
  namespace: ChainNamespace;
  address: string;
  network: CaipNetwork;
  /** The kind of wallet connected: the embedded wallet (AUTH) reports its own assets on EVM. */
  connectorType: ConnectorType | undefined;
}

const isTokenList = (v: unknown): v is TokenBalance[] =>
  Array.isArray(v) && v.every((t) => t && typeof t === 'object' && typeof (t as TokenBalance).symbol === 'string' && typeof (t as TokenBalance).quantity?.numeric === 'string');

/**
 * The 30 s portfolio cache (SPEC §9), one per plugin storage.
 *
 * @example
 * portfolioCache(ctx.storage).delete(portfolioKey(network, address))
 */
export function portfolioCache(storage: KitStorage): TtlCache<TokenBalance[]> {
  return createTtlCache<TokenBalance[]>(storage, StorageKeys.portfolioCache, CacheTtl.portfolio, isTokenList);
}

/** EVM addresses are case-insensitive; base58 is not. */
export const portfolioKey = (network: CaipNetwork, address: string): string => `${network.caipNetworkId}:${network.chainNamespace === 'eip155' ? address.toLowerCase() : address}`;

/**
 * Whether balances are shown for this account at all (SPEC §9): EVM and Solana only, never on a
 * testnet, and through the blockchain API only with a project id (the embedded wallet on EVM
 * answers itself).
 *
 * @example
 * balancesSupported(target, kit.options); // false on Sepolia
 */
export function balancesSupported(target: Pick<BalanceTarget, 'namespace' | 'network' | 'connectorType'>, options: Pick<Kit['options'], 'projectId'>): boolean {
  if (!BALANCE_NAMESPACES.includes(target.namespace) || target.network.chainNamespace !== target.namespace) return false;
  if (target.network.testnet === true) return false;
  return Boolean(options.projectId) || (target.namespace === 'eip155' && target.connectorType === 'AUTH');
}

/** Origins whose icons the views may draw besides https and data:image: the kit's own blockchain API. */
function apiOrigins(kit: Pick<Kit, 'options'>): string[] {
  try {
    return [new URL(kit.options.endpoints.blockchainApi).origin];
  } catch {
    return [];
  }
}

/**
 * The embedded wallet's assets (SPEC §7): `wallet_getCapabilities` says whether asset discovery
 * is supported on this chain; if so, `wallet_getAssets` for this account and chain. Undefined
 * when it is not supported (the caller uses the blockchain API instead).
 */
async function readWalletAssets(deps: BalanceReadDeps, target: BalanceTarget): Promise<TokenBalance[] | undefined> {
  const hexId = `0x${Number(target.network.id).toString(16)}`;
  const capabilities = await withTimeout(deps.kit.request<unknown>({ namespace: 'eip155', method: 'wallet_getCapabilities', params: [target.address, [hexId]] }), API_TIMEOUT_MS, { signal: deps.signal });
  const forChain = capabilities && typeof capabilities === 'object' ? (capabilities as Record<string, { assetDiscovery?: { supported?: unknown } } | undefined>)[hexId] : undefined;
  if (forChain?.assetDiscovery?.supported !== true) return undefined;
  const assets = await withTimeout(deps.kit.request<unknown>({ namespace: 'eip155', method: 'wallet_getAssets', params: [{ account: target.address, chainFilter: [hexId] }] }), API_TIMEOUT_MS, { signal: deps.signal });
  return tokensFromWalletAssets(assets, target.network, apiOrigins(deps.kit));
}

/** `GET /v1/account/{address}/balance?chainId=…&currency=usd` (SPEC §7 getBalance), schema-checked. */
async function readApiBalances(deps: BalanceReadDeps, target: BalanceTarget): Promise<TokenBalance[]> {
  const reply = await deps.blockchainApi.get<{ balances: unknown[] }>(`/v1/account/${encodeURIComponent(target.address)}/balance`, {
    query: { chainId: target.network.caipNetworkId, currency: 'usd' },
    validate: validBalanceReply,
    timeoutMs: API_TIMEOUT_MS,
    ...(deps.signal ? { signal: deps.signal } : {}),
  });
  return tokensFromApi(reply.balances, target.network, apiOrigins(deps.kit));
}

/**
 * The account's token balances on its network (SPEC §3 shape), from the 30 s cache unless `force`,
 * else from the embedded wallet (AUTH on EVM, when it supports asset discovery) or the blockchain
 * API; undefined where balances are not shown ({@link balancesSupported}). Rejects when the read
 * fails (the caller shows 'Token Balance Unavailable').
 *
 * @example
 * await readTokenBalances(deps, { namespace: 'eip155', address, network, connectorType: 'ANNOUNCED' })
 */
export async function readTokenBalances(deps: BalanceReadDeps, target: BalanceTarget, options: { force?: boolean } = {}): Promise<TokenBalance[] | undefined> {
  if (!balancesSupported(target, deps.kit.options)) return undefined;
  const cache = portfolioCache(deps.storage);
  const key = portfolioKey(target.network, target.address);
  if (!options.force) {
    const cached = cache.get(key);
    if (cached) return cached;
  }
  let tokens: TokenBalance[] | undefined;
  if (target.namespace === 'eip155' && target.connectorType === 'AUTH') tokens = await readWalletAssets(deps, target);
  if (!tokens) {
    if (!deps.kit.options.projectId) return undefined;
    tokens = await readApiBalances(deps, target);
  }
  cache.set(key, tokens);
  return tokens;
}

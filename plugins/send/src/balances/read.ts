import { StorageKeys, isAddress, safeWalletName, withTimeout, type AssetAmount, type CaipNetwork, type ChainNamespace, type ConnectorType, type HttpClient, type Kit, type KitStorage, type TokenBalance } from '@latchkey/kernel';
import { CacheTtl, createTtlCache, type TtlCache } from '@latchkey/kernel/cache';
import { formatUnits } from '@latchkey/kernel/units';
import { API_TIMEOUT_MS } from '../constants';
import { validBalanceReply } from '../replies.generated.js';
import { hasPortfolio } from '../assets';
import { tokensFromApi, tokensFromWalletAssets } from './tokens';

/** What reading balances needs from the kit and the plugin's context. */
export interface BalanceReadDeps {
  kit: Pick<Kit, 'request' | 'options' | 'namespace' | 'assets'>;
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
  /** The kind of wallet connected: the embedded wallet (AUTH) reports its own assets where its namespace speaks `wallet_getAssets`. */
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

/**
 * The cache key of an account's list: its network and the address exactly as connected (some
 * namespaces' addresses are case-sensitive, so none is folded; another spelling only misses the cache).
 */
export const portfolioKey = (network: CaipNetwork, address: string): string => `${network.caipNetworkId}:${address}`;

/** Whether the namespace's wallets list their own assets (EIP-7811 `wallet_getAssets`, a safe method there). */
function walletListsAssets(kit: Pick<Kit, 'namespace'>, target: Pick<BalanceTarget, 'namespace' | 'network'>): boolean {
  const safe = kit.namespace(target.namespace)?.methods.safe ?? [];
  return safe.includes('wallet_getCapabilities') && safe.includes('wallet_getAssets') && Number.isSafeInteger(Number(target.network.id));
}

/**
 * Where the account's token list comes from (SPEC §9), or undefined where none is shown: never on
 * a testnet, only for a namespace with the asset capability. `portfolio`: the embedded wallet's
 * own assets (an AUTH connector whose namespace speaks `wallet_getAssets`), else the blockchain API
 * (with a project id, for a namespace whose assets say the API lists them); `chain`: the
 * capability's `balances` (the native coin at least).
 *
 * @example
 * balanceSource(target, kit); // undefined on Sepolia
 */
export function balanceSource(target: Pick<BalanceTarget, 'namespace' | 'network' | 'connectorType'>, kit: Pick<Kit, 'namespace' | 'options'>): 'portfolio' | 'chain' | undefined {
  const assets = kit.namespace(target.namespace)?.assets;
  if (!assets || target.network.chainNamespace !== target.namespace || target.network.testnet === true) return undefined;
  if (target.connectorType === 'AUTH' && walletListsAssets(kit, target)) return 'portfolio';
  return assets.portfolio === true && Boolean(kit.options.projectId) ? 'portfolio' : 'chain';
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
  const capabilities = await withTimeout(deps.kit.request<unknown>({ namespace: target.namespace, method: 'wallet_getCapabilities', params: [target.address, [hexId]] }), API_TIMEOUT_MS, { signal: deps.signal });
  const forChain = capabilities && typeof capabilities === 'object' ? (capabilities as Record<string, { assetDiscovery?: { supported?: unknown } } | undefined>)[hexId] : undefined;
  if (forChain?.assetDiscovery?.supported !== true) return undefined;
  const assets = await withTimeout(deps.kit.request<unknown>({ namespace: target.namespace, method: 'wallet_getAssets', params: [{ account: target.address, chainFilter: [hexId] }] }), API_TIMEOUT_MS, { signal: deps.signal });
  return tokensFromWalletAssets(assets, target.network, apiOrigins(deps.kit), (a) => isAddress(deps.kit, target.network, a));
}

/** `GET /v1/account/{address}/balance?chainId=…&currency=usd` (SPEC §7 getBalance), schema-checked. */
async function readApiBalances(deps: BalanceReadDeps, target: BalanceTarget): Promise<TokenBalance[]> {
  const reply = await deps.blockchainApi.get<{ balances: unknown[] }>(`/v1/account/${encodeURIComponent(target.address)}/balance`, {
    query: { chainId: target.network.caipNetworkId, currency: 'usd' },
    validate: validBalanceReply,
    timeoutMs: API_TIMEOUT_MS,
    ...(deps.signal ? { signal: deps.signal } : {}),
  });
  return tokensFromApi(reply.balances, target.network, apiOrigins(deps.kit), (a) => isAddress(deps.kit, target.network, a));
}

/** What the chain says through the asset capability, as balance rows (no prices: the chain has none). */
function tokensFromAssets(amounts: readonly AssetAmount[], network: CaipNetwork): TokenBalance[] {
  const rows: TokenBalance[] = [];
  for (const a of amounts) {
    if (!a || typeof a.amount !== 'bigint' || a.amount < 0n || !Number.isInteger(a.decimals) || a.decimals < 0 || a.decimals > 255) continue;
    const symbol = safeWalletName(a.symbol)?.slice(0, 16);
    if (!symbol) continue;
    const native = a.token === undefined;
    // The native coin is listed even at zero (it pays the fee); a token only when held.
    if (!native && a.amount === 0n) continue;
    rows.push({
      name: safeWalletName(a.name) ?? (native ? network.nativeCurrency.name : symbol),
      symbol,
      chainId: network.caipNetworkId,
      ...(native ? {} : { address: `${network.caipNetworkId}:${a.token}` }),
      price: 0,
      value: 0,
      quantity: { decimals: String(a.decimals), numeric: formatUnits(a.amount, a.decimals) },
    });
  }
  return rows.sort((x, y) => Number(y.address === undefined) - Number(x.address === undefined));
}

/**
 * The account's token balances on its network (SPEC §3 shape), from the 30 s cache unless `force`,
 * else from the embedded wallet (AUTH, where its namespace speaks `wallet_getAssets` and it
 * supports asset discovery), the blockchain API, or the chain through the namespace's asset
 * capability ({@link balanceSource}); undefined where balances are not shown. Rejects when the
 * read fails (the caller shows 'Token Balance Unavailable').
 *
 * @example
 * await readTokenBalances(deps, { namespace, address, network, connectorType: 'ANNOUNCED' })
 */
export async function readTokenBalances(deps: BalanceReadDeps, target: BalanceTarget, options: { force?: boolean } = {}): Promise<TokenBalance[] | undefined> {
  const source = balanceSource(target, deps.kit);
  if (!source) return undefined;
  const cache = portfolioCache(deps.storage);
  const key = portfolioKey(target.network, target.address);
  if (!options.force) {
    const cached = cache.get(key);
    if (cached) return cached;
  }
  let tokens: TokenBalance[] | undefined;
  if (source === 'portfolio' && target.connectorType === 'AUTH' && walletListsAssets(deps.kit, target)) tokens = await readWalletAssets(deps, target);
  if (!tokens && source === 'portfolio' && deps.kit.options.projectId && hasPortfolio(deps.kit, target.namespace)) tokens = await readApiBalances(deps, target);
  if (!tokens) {
    const assets = deps.kit.assets(target.namespace);
    if (!assets) return undefined;
    tokens = tokensFromAssets(await withTimeout(assets.balances({ address: target.address, network: target.network }), API_TIMEOUT_MS, deps.signal ? { signal: deps.signal } : {}), target.network);
  }
  cache.set(key, tokens);
  return tokens;
}

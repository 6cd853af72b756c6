import { safeWalletIcon, safeWalletName, type CaipNetwork, type TokenBalance } from '@latchkey/kernel';
import { formatUnits } from '@latchkey/kernel/units';

/** A symbol as shown: letters, digits and a few marks, 1 to 11 characters (as the kernel's native symbols). */
const SYMBOL = /^[\p{L}\p{N}.$_+-]{1,11}$/u;
/** A non-negative decimal of sane length. */
const NUMERIC = /^\d{1,40}(\.\d{1,40})?$/;
/** A token's own id on its network (a contract, a mint, a coin type…): no spaces or control characters, of sane length. */
const TOKEN_ID = /^[^\s\p{C}]{1,256}$/u;
const MAX_DECIMALS = 255;

/** An image the views may draw: a data:image or https URL, or one served by the kit's own blockchain API. */
export function tokenIcon(icon: unknown, apiOrigins: readonly string[]): string | undefined {
  const safe = safeWalletIcon(icon, ['svg+xml', 'png', 'webp', 'gif', 'jpeg']);
  if (safe) return safe;
  if (typeof icon !== 'string' || icon.length > 2048) return undefined;
  try {
    const url = new URL(icon);
    return apiOrigins.includes(url.origin) && (url.protocol === 'http:' || url.protocol === 'https:') ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The token's own address in a balance row: what follows its network's CAIP-2 id
 * (`eip155:1:0xA0b8…` gives `0xA0b8…`; a coin type may hold colons itself), or a bare address.
 */
export function tokenAddressOf(token: Pick<TokenBalance, 'address'> & { chainId?: string }): string | undefined {
  const full = token.address;
  if (typeof full !== 'string') return undefined;
  const prefix = token.chainId ? `${token.chainId}:` : undefined;
  // A bare address stands for itself; a CAIP-10-like id must be of the row's network (or, without
  // one, loses its first two parts).
  const raw = prefix && full.startsWith(prefix) ? full.slice(prefix.length) : !full.includes(':') ? full : prefix ? undefined : /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:(.+)$/.exec(full)?.[1];
  return raw && TOKEN_ID.test(raw) ? raw : undefined;
}

/** True for the network's native currency (a row without a token address). */
export const isNative = (token: Pick<TokenBalance, 'address'>): boolean => token.address === undefined;

/**
 * One balance row as the views may trust it, or undefined: for this network only; name and symbol
 * cleaned (no control or bidi characters); decimals an integer from 1 to 255 (SPEC §5: tokens with
 * 0 decimals are dropped); the quantity a plain decimal; price and value finite and not negative;
 * icons only as {@link tokenIcon} allows; a token's address only when `isTokenAddress` (the
 * namespace's address rule) accepts it.
 *
 * @example
 * normalizeToken(row, network, ['https://rpc.walletconnect.org']);
 */
export function normalizeToken(row: unknown, network: CaipNetwork, apiOrigins: readonly string[], isTokenAddress: (address: string) => boolean): TokenBalance | undefined {
  if (!row || typeof row !== 'object') return undefined;
  const r = row as Record<string, unknown>;
  if (r.chainId !== network.caipNetworkId) return undefined;
  const name = safeWalletName(r.name);
  const symbol = typeof r.symbol === 'string' ? r.symbol.trim() : '';
  if (!name || !SYMBOL.test(symbol)) return undefined;
  const quantity = r.quantity as { decimals?: unknown; numeric?: unknown } | undefined;
  const decimals = typeof quantity?.decimals === 'string' && /^\d{1,3}$/.test(quantity.decimals) ? Number(quantity.decimals) : NaN;
  if (!Number.isInteger(decimals) || decimals < 1 || decimals > MAX_DECIMALS) return undefined;
  if (typeof quantity?.numeric !== 'string' || !NUMERIC.test(quantity.numeric)) return undefined;
  let address: string | undefined;
  if (r.address !== undefined && r.address !== null) {
    const own = typeof r.address === 'string' ? tokenAddressOf({ address: r.address, chainId: network.caipNetworkId }) : undefined;
    if (!own || !isTokenAddress(own)) return undefined;
    address = `${network.caipNetworkId}:${own}`;
  }
  const price = typeof r.price === 'number' && Number.isFinite(r.price) && r.price >= 0 ? r.price : 0;
  const value = typeof r.value === 'number' && Number.isFinite(r.value) && r.value >= 0 ? r.value : Number(quantity.numeric) * price;
  const iconUrl = tokenIcon(r.iconUrl, apiOrigins);
  return {
    name,
    symbol,
    chainId: network.caipNetworkId,
    ...(address ? { address } : {}),
    value: Number.isFinite(value) ? value : 0,
    price,
    quantity: { decimals: String(decimals), numeric: quantity.numeric },
    ...(iconUrl ? { iconUrl } : {}),
  };
}

/** Native first, then by USD value, then by symbol: what the visitor most likely sends comes first. */
export function sortTokens(tokens: TokenBalance[]): TokenBalance[] {
  return tokens.sort((a, b) => Number(isNative(b)) - Number(isNative(a)) || (b.value ?? 0) - (a.value ?? 0) || a.symbol.localeCompare(b.symbol));
}

/**
 * The blockchain API's `balances` for one network, normalised (see {@link normalizeToken}) and
 * sorted; rows of other networks and zero balances are dropped.
 *
 * @example
 * tokensFromApi(reply.balances, network, origins)
 */
export function tokensFromApi(rows: readonly unknown[], network: CaipNetwork, apiOrigins: readonly string[], isTokenAddress: (address: string) => boolean): TokenBalance[] {
  const out: TokenBalance[] = [];
  for (const row of rows) {
    const token = normalizeToken(row, network, apiOrigins, isTokenAddress);
    if (token && /[1-9]/.test(token.quantity.numeric)) out.push(token);
  }
  return sortTokens(out);
}

/** One asset of a `wallet_getAssets` answer (SPEC §3: address, balance hex, type, metadata). */
interface WalletAsset {
  address?: unknown;
  balance?: unknown;
  type?: unknown;
  metadata?: { name?: unknown; symbol?: unknown; decimals?: unknown; price?: unknown; iconUrl?: unknown };
}

/**
 * The embedded wallet's assets on one EVM network (`wallet_getAssets`, keyed by hex chain id) as
 * balance rows: NATIVE without an address, ERC20 with its contract; the same checks as the API's.
 *
 * @example
 * tokensFromWalletAssets(await kit.request({ method: 'wallet_getAssets', params: [{ account, chainFilter: ['0x1'] }] }), network, origins)
 */
export function tokensFromWalletAssets(answer: unknown, network: CaipNetwork, apiOrigins: readonly string[], isTokenAddress: (address: string) => boolean): TokenBalance[] {
  const hexId = `0x${Number(network.id).toString(16)}`;
  const list = answer && typeof answer === 'object' ? (answer as Record<string, unknown>)[hexId] : undefined;
  if (!Array.isArray(list)) return [];
  const rows: unknown[] = [];
  for (const item of list as WalletAsset[]) {
    if (!item || typeof item !== 'object' || typeof item.balance !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(item.balance)) continue;
    const decimals = item.metadata?.decimals;
    if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) continue;
    const native = item.type === 'NATIVE';
    if (!native && item.type !== 'ERC20') continue;
    const numeric = formatUnits(BigInt(item.balance), decimals);
    const price = typeof item.metadata?.price === 'number' ? item.metadata.price : 0;
    rows.push({
      name: item.metadata?.name,
      symbol: item.metadata?.symbol,
      chainId: network.caipNetworkId,
      ...(native ? {} : { address: typeof item.address === 'string' ? `${network.caipNetworkId}:${item.address}` : 0 }),
      price,
      value: Number(numeric) * price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: item.metadata?.iconUrl,
    });
  }
  return tokensFromApi(rows, network, apiOrigins, isTokenAddress);
}

/**
 * Every path the cloud double serves, defined once. The kit's network layer and the tests import
 * this table, so a renamed path breaks the build instead of a test run. Paths the SPEC names
 * (§7) keep their real shape; the blockchain API paths the SPEC leaves unnamed follow the public
 * blockchain API of the reference kit, so a kit written against this table also reads like the
 * real thing. `{name}` segments are path parameters.
 */
export const CLOUD_PATHS = {
  // Config service (SPEC §7): GET with query projectId, st, sv.
  config: { method: 'GET', path: '/appkit/v1/config' },
  origins: { method: 'GET', path: '/projects/v1/origins' },
  wallets: { method: 'GET', path: '/getWallets' },
  walletImage: { method: 'GET', path: '/getWalletImage/{id}' },
  assetImage: { method: 'GET', path: '/public/getAssetImage/{id}' },
  currencyImage: { method: 'GET', path: '/public/getCurrencyImage/{id}' },
  tokenImage: { method: 'GET', path: '/public/getTokenImage/{id}' },
  analyticsConfig: { method: 'GET', path: '/getAnalyticsConfig' },
  // Analytics sink (SPEC §7): POST with query projectId, st, sv.
  analytics: { method: 'POST', path: '/e' },
  // Blockchain RPC proxy (SPEC §7): POST with query chainId (CAIP-2) and projectId.
  rpc: { method: 'POST', path: '/v1/' },
  // Blockchain API (paths not named by the SPEC; defined here).
  balance: { method: 'GET', path: '/v1/account/{address}/balance' },
  history: { method: 'GET', path: '/v1/account/{address}/history' },
  nameLookup: { method: 'GET', path: '/v1/profile/account/{name}' },
  nameRegister: { method: 'POST', path: '/v1/profile/account' },
  nameSuggestions: { method: 'GET', path: '/v1/profile/suggestions/{name}' },
  nameReverse: { method: 'GET', path: '/v1/profile/reverse/{address}' },
  // The reference kit's identity lookup (ENS name and avatar of an address; SPEC §9 identity cache).
  identity: { method: 'GET', path: '/v1/identity/{address}' },
  // The avatar image of an identity set with `setIdentity` (a local stand-in for an ENS avatar host).
  identityAvatar: { method: 'GET', path: '/identity/avatar/{address}' },
  onrampOptions: { method: 'GET', path: '/v1/onramp/options' },
  onrampQuote: { method: 'POST', path: '/v1/onramp/quote' },
  // A local stand-in for an onramp provider's page (onramp({ providerUrls })): nothing is bought.
  onrampPage: { method: 'GET', path: '/onramp/provider/{provider}' },
  swapTokens: { method: 'GET', path: '/v1/convert/tokens' },
  swapQuote: { method: 'GET', path: '/v1/convert/quotes' },
  swapAllowance: { method: 'GET', path: '/v1/convert/allowance' },
  swapApprove: { method: 'GET', path: '/v1/convert/build-approve' },
  swapBuild: { method: 'POST', path: '/v1/convert/build-transaction' },
  swapGasPrice: { method: 'GET', path: '/v1/convert/gas-price' },
  fungiblePrice: { method: 'POST', path: '/v1/fungible/price' },
  // The reference sign-in server (a dapp's own, for siwx({ server }); routes/siwx.ts).
  siwxNonce: { method: 'GET', path: '/siwx/nonce' },
  siwxList: { method: 'GET', path: '/siwx/sessions' },
  siwxAdd: { method: 'POST', path: '/siwx/sessions' },
  siwxReplace: { method: 'PUT', path: '/siwx/sessions' },
  siwxRemove: { method: 'DELETE', path: '/siwx/sessions' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }>;

/** A route of the cloud double; also the key that fault injection is set on. */
export type CloudRouteKey = keyof typeof CLOUD_PATHS;

/** The test-only control routes (never faulted, never part of the real cloud). */
export const CONTROL_PATHS = {
  faults: '/__control/faults',
  reset: '/__control/reset',
  analytics: '/__control/analytics',
  config: '/__control/config',
} as const;

/**
 * Fills a path template from {@link CLOUD_PATHS} with URI-encoded parameters.
 *
 * @example
 * cloudPath('balance', { address: '0xf39F…' }); // '/v1/account/0xf39F…/balance'
 */
export function cloudPath(key: CloudRouteKey, params: Record<string, string> = {}): string {
  return CLOUD_PATHS[key].path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`cloudPath(${key}): missing parameter "${name}"`);
    return encodeURIComponent(value);
  });
}

/** The route keys in table order; handy for iterating in tests and docs. */
export const CLOUD_ROUTE_KEYS = Object.keys(CLOUD_PATHS) as CloudRouteKey[];

/**
 * JSON Schemas of the cloud double's answers, keyed by route. The tests validate every answer
 * against them, and a kit's own tests can do the same, so "the documented shape" is checked,
 * not only a status code. Fields beyond those listed are allowed (`additionalProperties` is
 * left open) because the real services add fields over time.
 */
import type { CloudRouteKey } from './paths';

type Schema = Record<string, unknown>;

const str: Schema = { type: 'string' };
const num: Schema = { type: 'number' };
const bool: Schema = { type: 'boolean' };
const strOrNull: Schema = { type: ['string', 'null'] };
const caip2: Schema = { type: 'string', pattern: '^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$' };
const hexAddress: Schema = { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' };
const decimalString: Schema = { type: 'string', pattern: '^\\d+(\\.\\d+)?$' };
const digits: Schema = { type: 'string', pattern: '^\\d+$' };
const hexData: Schema = { type: 'string', pattern: '^0x([0-9a-f]{2})*$' };

function object(properties: Record<string, Schema>, optional: string[] = []): Schema {
  return { type: 'object', properties, required: Object.keys(properties).filter((key) => !optional.includes(key)) };
}

function list(items: Schema): Schema {
  return { type: 'array', items };
}

const walletEntry = object({
  id: { type: 'string', pattern: '^[0-9a-f]{64}$' },
  name: str,
  image_id: str,
  rdns: strOrNull,
  chains: list(caip2),
  mobile_link: strOrNull,
  desktop_link: strOrNull,
  webapp_link: strOrNull,
  badge_type: { enum: ['none', 'certified'] },
});

/** A token's CAIP-10-style id: its chain (CAIP-2) and its contract or mint address. */
const caip10: Schema = { type: 'string', pattern: '^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$' };

const tokenBalance = object(
  {
    name: str,
    symbol: str,
    chainId: caip2,
    address: caip10,
    value: num,
    price: num,
    quantity: object({ decimals: { type: 'string', pattern: '^\\d+$' }, numeric: decimalString }),
    iconUrl: str,
  },
  ['address'],
);

const historyItem = object({
  id: str,
  metadata: object({
    operationType: { enum: ['send', 'receive', 'execute'] },
    hash: { type: 'string', pattern: '^0x[0-9a-f]{64}$' },
    minedAt: str,
    sentFrom: hexAddress,
    sentTo: hexAddress,
    status: { enum: ['confirmed', 'failed'] },
    nonce: num,
    chain: caip2,
  }),
  transfers: list(
    object({
      fungible_info: object({ name: str, symbol: str, icon: object({ url: str }) }),
      direction: { enum: ['in', 'out', 'self'] },
      quantity: object({ numeric: decimalString }),
      value: num,
      price: num,
    }),
  ),
});

const nameRecord = object({
  name: { type: 'string', pattern: '^[a-z0-9-]{4,}\\.(reown|wcn)\\.id$' },
  registered: num,
  updated: num,
  addresses: { type: 'object', additionalProperties: object({ address: hexAddress, created: str }) },
  attributes: { type: 'object', additionalProperties: str },
});

const money = object({ amount: decimalString, currency: str });

/** The answer schema of each route whose answer is JSON (images answer bytes, so they have none). */
export const CLOUD_SCHEMAS = {
  config: object({
    features: list(
      object({
        id: { enum: ['email', 'socials', 'swaps', 'onramp', 'activity', 'reownBranding', 'multiWallet'] },
        isEnabled: bool,
        config: { anyOf: [list(str), { type: 'null' }] },
      }),
    ),
  }),
  origins: object({ allowedOrigins: list(str) }),
  wallets: object({ data: list(walletEntry), count: { type: 'integer', minimum: 0 } }),
  analyticsConfig: object({ isAnalyticsEnabled: bool }),
  analytics: object({ status: { const: 'SUCCESS' } }),
  balance: object({ balances: list(tokenBalance) }),
  history: object({ data: list(historyItem), next: strOrNull }),
  nameLookup: nameRecord,
  nameRegister: nameRecord,
  nameSuggestions: object({ suggestions: list(object({ name: str, registered: bool })) }),
  nameReverse: list(nameRecord),
  identity: object({ name: strOrNull, avatar: strOrNull }),
  onrampOptions: object({
    paymentCurrencies: list(object({ id: str, payment_method_limits: list(object({ id: str, min: decimalString, max: decimalString })) })),
    purchaseCurrencies: list(
      object({
        id: str,
        name: str,
        symbol: str,
        networks: list(object({ name: str, display_name: str, chain_id: str, contract_address: str })),
      }),
    ),
  }),
  onrampQuote: object({ purchaseAmount: money, paymentTotal: money, paymentSubtotal: money, coinbaseFee: money, networkFee: money, quoteId: str }),
  swapTokens: object({
    tokens: list(object({ name: str, symbol: str, address: { type: 'string', pattern: '^eip155:\\d+:0x[0-9a-fA-F]{40}$' }, decimals: { type: 'integer' }, logoUri: str })),
  }),
  swapQuote: object({
    quotes: list(object({ id: { type: 'null' }, fromAmount: { type: 'string', pattern: '^\\d+$' }, fromAccount: hexAddress, toAmount: { type: 'string', pattern: '^\\d+$' }, toAccount: hexAddress })),
  }),
  swapAllowance: object({ allowance: digits }),
  swapApprove: object({ tx: object({ from: hexAddress, to: hexAddress, data: hexData, value: digits, eip155: object({ gasPrice: digits }) }) }),
  swapBuild: object({ tx: object({ from: hexAddress, to: hexAddress, data: hexData, amount: digits, eip155: object({ gas: digits, gasPrice: digits }) }) }),
  swapGasPrice: object({ standard: digits, fast: digits, instant: digits }),
  fungiblePrice: object({ fungibles: list(object({ name: str, symbol: str, iconUrl: str, price: num })) }),
  siwxNonce: object({ nonce: { type: 'string', pattern: '^[A-Za-z0-9]{8,128}$' } }),
  siwxAdd: object({ token: str }),
  siwxList: list(object({ data: object({ accountAddress: str, chainId: caip2, domain: str, uri: str, version: str, nonce: str }), message: str, signature: str })),
  /** PUT and DELETE answer 204 with no body. */
  siwxReplace: { type: 'null' },
  siwxRemove: { type: 'null' },
  /** The body every non-2xx answer of the cloud (not the RPC proxy) carries. */
  error: object({ status: { const: 'FAILED' }, message: str, reasons: { type: 'array', minItems: 1, items: object({ description: str }) } }),
} satisfies Partial<Record<CloudRouteKey | 'error', Schema>>;

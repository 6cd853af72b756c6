/** The plugin id: `kit.plugin('pay')`, `getState().plugins.pay`, its events (`pay:status`). */
export const PAY_PLUGIN_ID = 'pay';

/** The plugin's views. */
export const PAY_VIEWS = {
  /** The request: amount, asset, network, recipient, the visitor's balance; Pay. */
  request: 'PayRequest',
  /** The payment under way: submitted, confirming (hash, explorer), confirmed, or failed. */
  status: 'PayStatus',
} as const;

/**
 * How long a payment the wallet sent may take to be confirmed before the dapp hears it timed out.
 * The chain plugins give up sooner (EVM receipts 120 s, Solana 90 s): this is the backstop that
 * makes sure the dapp's promise settles whatever a wallet or RPC does.
 */
export const CONFIRMATION_TIMEOUT_MS = 180_000;

/**
 * The wallet methods of the sui namespace, named as WalletConnect's Sui RPC names them. Each waits
 * for the visitor (in the wallet's own window for a Wallet Standard wallet):
 * - `sui_signPersonalMessage` `{ message: string | Uint8Array }` → `{ bytes: base64, signature: base64 }`
 * - `sui_signAndExecuteTransaction` `{ transaction: string, chain?: 'sui:…' }` (the transaction's
 *   JSON from `Transaction.toJSON()`, or its BCS bytes in base64) → `{ digest, effects? }`
 */
export const SUI_UNSAFE_METHODS = ['sui_signPersonalMessage', 'sui_signAndExecuteTransaction'] as const;

/**
 * Read-only Sui JSON-RPC methods: they run without approval, answered by the plugin through the
 * kit's RPC (the network's URL or the RPC proxy), never by the wallet. `sui_dryRunTransactionBlock`
 * is here because it submits nothing; `sui_executeTransactionBlock` is not (unknown methods are
 * refused: only a wallet submits transactions).
 */
export const SUI_SAFE_METHODS = [
  'sui_getChainIdentifier',
  'sui_getLatestCheckpointSequenceNumber',
  'sui_getObject',
  'sui_multiGetObjects',
  'sui_getTransactionBlock',
  'sui_dryRunTransactionBlock',
  'suix_getBalance',
  'suix_getAllBalances',
  'suix_getCoins',
  'suix_getCoinMetadata',
  'suix_getOwnedObjects',
  'suix_getReferenceGasPrice',
] as const;

export const SIGN_PERSONAL_MESSAGE = 'sui_signPersonalMessage';
export const SIGN_AND_EXECUTE = 'sui_signAndExecuteTransaction';

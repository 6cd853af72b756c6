/** SPEC §6/§7: EVM read methods that run without approval. */
export const SAFE_METHODS: ReadonlySet<string> = new Set([
  'eth_accounts', 'eth_blockNumber', 'eth_call', 'eth_chainId', 'eth_estimateGas', 'eth_feeHistory', 'eth_gasPrice',
  'eth_getAccount', 'eth_getBalance', 'eth_getBlockByHash', 'eth_getBlockByNumber', 'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash', 'eth_getBlockTransactionCountByNumber', 'eth_getCode', 'eth_getFilterChanges',
  'eth_getFilterLogs', 'eth_getLogs', 'eth_getProof', 'eth_getStorageAt', 'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex', 'eth_getTransactionByHash', 'eth_getTransactionCount',
  'eth_getTransactionReceipt', 'eth_getUncleCountByBlockHash', 'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas', 'eth_newBlockFilter', 'eth_newFilter', 'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction', 'eth_syncing', 'eth_uninstallFilter', 'net_version', 'web3_clientVersion',
  'wallet_getCapabilities', 'wallet_getCallsStatus', 'wallet_getAssets',
]);

/** SPEC §6/§7: EVM methods that sign or spend, and so wait for the visitor's approval. */
export const UNSAFE_METHODS: ReadonlySet<string> = new Set([
  'personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'wallet_grantPermissions',
  'wallet_revokePermissions',
]);

/** Never sent to a wallet: `eth_sign` signs arbitrary hashes (a phishing classic). */
export const REFUSED_METHODS: readonly string[] = ['eth_sign'];

/** Methods whose transactions are checked against SPEC §5 before approval (namespace/check.ts). */
export const CHECKED_METHODS: ReadonlySet<string> = new Set(['eth_sendTransaction', 'eth_signTransaction', 'wallet_sendCalls']);

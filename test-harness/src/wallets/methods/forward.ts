import type { MethodTable } from './types';

/**
 * Read-only (or already-signed) methods a wallet passes straight to the active chain's node.
 * Anything not here and not handled by the wallet itself is rejected with 4200.
 */
export const FORWARDED_METHODS = [
  'eth_blockNumber',
  'eth_call',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
  'eth_syncing',
  'web3_clientVersion',
] as const;

/** Handlers that forward each of {@link FORWARDED_METHODS} to the active chain. */
export const forwardedMethods: MethodTable = Object.fromEntries(
  FORWARDED_METHODS.map((method) => [method, (ctx, params) => ctx.rpc(method, [...params])] as const),
);

/**
 * Signing methods: each waits for the visitor's approval. Their params follow WalletConnect's
 * Polkadot RPC, so a relay wallet can take them unchanged:
 * - `polkadot_signMessage` `{ address, message: 0x hex }` → `{ signature }` (the extension's
 *   `signer.signRaw` with `type: 'bytes'`: the wallet signs `<Bytes>message</Bytes>`)
 * - `polkadot_signTransaction` `{ address, transactionPayload: SignerPayloadJSON }` → `{ signature, signedTransaction? }`
 *   (the extension's `signer.signPayload`)
 */
export const POLKADOT_UNSAFE_METHODS = ['polkadot_signMessage', 'polkadot_signTransaction'] as const;

/**
 * Substrate JSON-RPC reads that run without approval. The plugin answers them itself through the
 * kit's RPC (the proxy, or the network's own URL), never through the extension, which exposes no
 * RPC. `author_submitExtrinsic` broadcasts an extrinsic already signed (after its approval), as
 * `eth_sendRawTransaction` does for EVM; anything else (author_insertKey, system_addReservedPeer…)
 * is unknown, so refused.
 */
export const POLKADOT_SAFE_METHODS = [
  'author_submitExtrinsic',
  'chain_getBlock',
  'chain_getBlockHash',
  'chain_getFinalizedHead',
  'chain_getHeader',
  'payment_queryFeeDetails',
  'payment_queryInfo',
  'rpc_methods',
  'state_call',
  'state_getMetadata',
  'state_getRuntimeVersion',
  'state_getStorage',
  'system_accountNextIndex',
  'system_chain',
  'system_health',
  'system_name',
  'system_properties',
  'system_version',
] as const;

// Public API of the Solana part of the harness: the local endpoint over litesvm and its test accounts.
export { startSolana, DEFAULT_SOLANA_PORT, MAX_BODY_BYTES, REQUEST_TIMEOUT_MS } from './server';
export type { SolanaEndpoint, StartSolanaOptions } from './server';
export { SOLANA_TEST_ACCOUNTS, SOLANA_TEST_ACCOUNT_LAMPORTS, LAMPORTS_PER_SOL, hexToBytes } from './accounts';
export type { SolanaTestAccount } from './accounts';
export { SOLANA_LOCALNET_CHAIN, LOCALNET_GENESIS_HASH, CLUSTER_GENESIS_HASHES, SOLANA_CAIP2, DEV_WALLET_CHAINS, caip2FromGenesisHash } from './chains';
export { createLedger, BLOCKHASH_VALIDITY, LAMPORTS_PER_SIGNATURE, SLOTS_PER_EPOCH } from './ledger';
export type { AccountState, Ledger, LedgerOptions, SignatureStatus, SimulationResult, SlotInfo } from './ledger';
export { solanaRpc, RPC_TIMEOUT_MS } from './rpc-client';
export { SolanaRpcError, SOLANA_RPC_ERRORS } from './rpc-error';
export { SOLANA_CORE_VERSION } from './rpc-methods';
export * from './wallet/index';
export {
  SOLANA_TEST_MINTS,
  TOKEN_PROGRAM_ADDRESS,
  TOKEN_2022_PROGRAM_ADDRESS,
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  associatedTokenAddress,
  findProgramAddress,
  decodeTokenAccount,
  decodeMint,
  uiTokenAmount,
} from './tokens';
export type { SolanaTestMint, TokenAccountData } from './tokens';

// Public API of the local-chain part of the harness.
export type { Hex, LocalChain, LocalChains, StartChainsOptions, TestAccount } from './types';
export { startChains, DEFAULT_CHAIN_IDS, DEFAULT_CHAIN_PORTS } from './start-chains';
export { HARDHAT_ACCOUNTS, HARDHAT_MNEMONIC } from './accounts';
export { TOKEN_BALANCE_EACH, TOKEN_METADATA, localViemChain } from './deploy';
export { compileTokens } from './compile';
export type { CompiledContract, CompiledTokens } from './compile';
export { freePort, isPortFree } from './ports';
export { jsonRpc, JsonRpcResponseError } from './rpc';
export { startHardhatNode, HardhatNodeStartError } from './hardhat-node';
export type { HardhatNode } from './hardhat-node';

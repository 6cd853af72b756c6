// Public API of the local-chain part of the harness.
export type { Hex, LocalChain, LocalChains, StartChainsOptions, TestAccount } from './types';
export { startChains, DEFAULT_CHAIN_IDS, DEFAULT_CHAIN_PORTS } from './start-chains';
export { HARDHAT_ACCOUNTS, HARDHAT_MNEMONIC } from './accounts';
export { TOKEN_BALANCE_EACH, TOKEN_METADATA, localViemChain } from './deploy';
export { compileSwap, compileTokens } from './compile';
export type { CompiledContract, CompiledSwap, CompiledTokens } from './compile';
export { LOCAL_SWAP_ADDRESS, SWAP_DEPLOYER_ADDRESS, SWAP_DEPLOYER_KEY, SWAP_POOL_NATIVE, SWAP_POOL_TOKENS, deploySwap } from './swap';
export { LOCAL_SWAP_ABI, SWAP_NATIVE_ADDRESS, constantProductOut } from './swap-abi';
export { freePort, isPortFree } from './ports';
export { jsonRpc, JsonRpcResponseError } from './rpc';
export { startHardhatNode, HardhatNodeStartError } from './hardhat-node';
export type { HardhatNode } from './hardhat-node';

// Each preset is its own module (and subpath: '@latchkey/presets/evm', '/solana', '/multichain'),
// so a dapp importing evm() never has the other chain families in its module graph: a bundler
// that splits code (esbuild) would otherwise make chunks of their lazy imports.
export { evm, type EvmPresetOptions } from './evm';
export { solana, type SolanaPresetOptions } from './solana';
export { multichain, type MultichainPresetOptions } from './multichain';
export type { WithWalletConnect } from './relay';

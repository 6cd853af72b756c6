// Public API of @latchkey/test-harness: the local chains, the cloud double, the Solana endpoint
// and its dev wallets, the WalletConnect relay double and its Node wallet peer, the reference
// secure frame + auth server, the stack that runs them, the mock wallets and the browser e2e fixture.
export * from './chain';
export * from './cloud';
export * from './stack';
export * from './solana';
export * from './relay';
export * from './wcwallet';
export * from './frame';
export * from './wallets';
export * from './e2e';
// Both the chains and the wallets name viem's hex string type `Hex`; it is the same type.
export type { Hex } from './chain';

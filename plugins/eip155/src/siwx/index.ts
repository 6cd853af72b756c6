import type { NamespaceSiwx } from '@latchkey/kernel';

/**
 * The eip155 sign-in hooks: the EIP-4361 text (siwx/format.ts) and a verifier (ecrecover for an EOA, EIP-1271 /
 * EIP-6492 through the network's RPC for a smart account) that loads with import() when a
 * signature is checked, so viem stays off the page's load path.
 *
 * @example
 * await eip155Siwx.verify!({ message, signature, address, network: mainnet }, tools); // true
 */
export const eip155Siwx: NamespaceSiwx = Object.freeze<NamespaceSiwx>({
  // Sign-in comes after a connect: the text's code need not be on the page.
  formatMessage: async (data) => (await import('./format')).formatEip155SignInMessage(data),
  verify: async (input, tools) => (await import('./verify')).verifyEip155SignIn(input, tools),
});

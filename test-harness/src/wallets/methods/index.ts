import { accountMethods } from './accounts';
import { callsMethods } from './calls';
import { chainMethods } from './chains';
import { forwardedMethods } from './forward';
import { signingMethods } from './signing';
import type { MethodTable } from './types';

/** Every method a mock wallet answers. */
export const WALLET_METHODS: Readonly<MethodTable> = Object.freeze({
  ...forwardedMethods,
  ...accountMethods,
  ...chainMethods,
  ...signingMethods,
  ...callsMethods,
});

/**
 * Methods a real wallet would show the user; `rejectNext()` targets these by default so
 * background polling (eth_chainId, eth_blockNumber...) does not consume the rejection.
 */
export const INTERACTIVE_METHODS: ReadonlySet<string> = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_sendCalls',
]);

export { FORWARDED_METHODS } from './forward';
export type { MethodHandler, MethodTable } from './types';

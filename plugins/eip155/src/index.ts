import './register';

export type * from './types';
export { showBrowserWallet } from './discovery/injected';
export { eip155Namespace, evmChainReference } from './namespace';
// The request describer is a subpath (`@latchkey/eip155/describe`): the page need not load it.
export { SAFE_METHODS, UNSAFE_METHODS, REFUSED_METHODS } from './namespace/methods';
export { getEip155AddressError, toChecksumAddress } from './address';
export { eip155 } from './plugin';

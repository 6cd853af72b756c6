/**
 * `@latchkey/eip155/networks`: helpers about EVM networks for dapps and other plugins. A subpath of
 * its own, not the package root: the plugin uses them only in code that loads after the page (the
 * wallet's network switch, balances), so they stay off the load path.
 *
 * @example
 * import { addChainParameters, isLocalNetwork } from '@latchkey/eip155/networks';
 * await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParameters(network)] });
 */
export { addChainParameters } from './wallet/chainId';
export { isLocalNetwork } from './balance/local';

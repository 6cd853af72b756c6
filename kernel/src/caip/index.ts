export type { CaipAddress, CaipNetworkId, ChainNamespace } from './types';
export { isChainNamespace } from './types';
export type { ParsedCaipNetworkId } from './networkId';
export { formatCaipNetworkId, isCaipNetworkId, parseCaipNetworkId } from './networkId';
export type { ParsedCaipAddress } from './caipAddress';
export { formatCaipAddress, isCaipAddress, parseCaipAddress } from './caipAddress';

import { ChainError, type CaipNetwork } from '@latchkey/kernel';
import { isUnrecognizedChain } from './errors';
import { toChainNumber, toHexQuantity } from './parse';

/** A timed wallet call that rethrows the wallet's own error (codes intact). */
export type WalletCall = (method: string, params: unknown[]) => Promise<unknown>;

/**
 * EIP-3085 parameters for a network (SPEC §7: chainId hex, rpcUrls, chainName, nativeCurrency,
 * blockExplorerUrls, iconUrls). Optional lists are left out rather than sent empty: some wallets
 * refuse an empty blockExplorerUrls.
 *
 * @example
 * addChainParameters(baseSepolia); // { chainId: '0x14a34', chainName: 'Base Sepolia', ... }
 */
export function addChainParameters(network: CaipNetwork): Record<string, unknown> {
  const explorer = network.blockExplorers?.default.url;
  const icon = network.assets?.imageUrl;
  return {
    chainId: toHexQuantity(chainNumberOf(network)),
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
    ...(icon ? { iconUrls: [icon] } : {}),
  };
}

/**
 * The numeric chain id of an eip155 network, from its CAIP id (the part after `eip155:`).
 *
 * @example
 * chainNumberOf(base); // 8453
 */
export function chainNumberOf(network: CaipNetwork): number {
  const n = toChainNumber(network.caipNetworkId.split(':')[1]);
  if (n === undefined || network.chainNamespace !== 'eip155') throw new ChainError('Invalid chainId', { details: network.caipNetworkId });
  return n;
}

/**
 * Asks the wallet to switch to `network`; when the wallet does not know the chain (4902), adds it
 * with `wallet_addEthereumChain` and switches again. A rejection (4001) is thrown as is.
 *
 * @example
 * await switchChain((method, params) => provider.request({ method, params }), chainB)
 */
export async function switchChain(call: WalletCall, network: CaipNetwork): Promise<void> {
  const chainId = toHexQuantity(chainNumberOf(network));
  try {
    await call('wallet_switchEthereumChain', [{ chainId }]);
    return;
  } catch (error) {
    if (!isUnrecognizedChain(error)) throw error;
  }
  if (network.rpcUrls.default.http.length === 0) throw new ChainError('Chain is not supported', { details: `${network.caipNetworkId} has no RPC URL to add it with` });
  await call('wallet_addEthereumChain', [addChainParameters(network)]);
  // EIP-3085 leaves switching after an add up to the wallet; ask explicitly so every wallet ends on the chain.
  await call('wallet_switchEthereumChain', [{ chainId }]);
}

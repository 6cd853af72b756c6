import { ChainError, type CaipNetwork } from '@latchkey/kernel';
import { isUnrecognizedChain } from './errors';
import { addChainParameters, chainNumberOf, toHexQuantity } from './chainId';

/** A timed wallet call that rethrows the wallet's own error (codes intact). */
export type WalletCall = (method: string, params: unknown[]) => Promise<unknown>;

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

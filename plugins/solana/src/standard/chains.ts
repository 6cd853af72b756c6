import type { CaipNetwork } from '@latchkey/kernel';
import type { IdentifierString } from '@wallet-standard/base';
import { clusterChainOf } from '../networks';
import { claimsNetwork } from '../wallet/chains';

/**
 * The chains a bridged wallet lists: each Solana network of the kit by its CAIP-2 id
 * (`solana:<genesis reference>`) and by the cluster name Wallet Standard apps use for it
 * (`solana:mainnet`, `solana:devnet`, `solana:testnet`; `solana:localnet` for a loopback RPC, the
 * name wallet-adapter gives a local validator's endpoint).
 *
 * @example
 * walletChainsOf([solanaMainnet]); // ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:mainnet']
 */
export function walletChainsOf(networks: readonly CaipNetwork[]): IdentifierString[] {
  const chains = new Set<IdentifierString>();
  for (const network of networks) {
    chains.add(network.caipNetworkId);
    const cluster = clusterChainOf(network);
    if (cluster) chains.add(cluster);
  }
  return [...chains];
}

/**
 * The kit's network an app means by a Wallet Standard chain (a CAIP-2 id or a cluster name), or
 * undefined when it names none of them.
 *
 * @example
 * networkOfChain('solana:devnet', [solanaMainnet, solanaDevnet]); // solanaDevnet
 */
export function networkOfChain(chain: unknown, networks: readonly CaipNetwork[]): CaipNetwork | undefined {
  if (typeof chain !== 'string') return undefined;
  return networks.find((n) => n.caipNetworkId === chain) ?? networks.find((n) => claimsNetwork([chain], n));
}

import type { CaipNetwork } from '@latchkey/kernel';
import { clusterChainOf, SOLANA_REFERENCES, solanaChainReference } from '../networks';
import type { IdentifierString } from './standard';

const referenceOf = (network: Pick<CaipNetwork, 'caipNetworkId'>) => network.caipNetworkId.split(':')[1];

/**
 * True when a wallet's chain list names the network: by its CAIP-2 id, its Wallet Standard cluster
 * name (`solana:devnet`; `solana:localnet` for a loopback RPC) or any other name of its genesis
 * reference.
 *
 * @example
 * claimsNetwork(['solana:mainnet', 'solana:devnet'], solanaDevnet); // true
 */
export function claimsNetwork(chains: readonly string[], network: CaipNetwork): boolean {
  if (chains.includes(network.caipNetworkId)) return true;
  const cluster = clusterChainOf(network);
  if (cluster && chains.includes(cluster)) return true;
  const reference = referenceOf(network);
  return chains.some((c) => solanaChainReference(c) === reference);
}

/**
 * The chain a Solana session reports. Solana wallets have no "current chain": the session is on
 * the kit's network when the wallet claims it (or claims nothing at all), else on the first
 * configured network it claims, else on the wallet's first chain (the kit then shows it as
 * unsupported).
 *
 * @example
 * sessionChain(['solana:mainnet'], solanaDevnet, [solanaDevnet, solanaMainnet]); // 'solana:5eykt…'
 */
export function sessionChain(chains: readonly string[], current: CaipNetwork | undefined, configured: readonly CaipNetwork[]): string {
  if (current && (chains.length === 0 || claimsNetwork(chains, current))) return current.caipNetworkId;
  const match = configured.find((n) => claimsNetwork(chains, n));
  if (match) return match.caipNetworkId;
  return chains[0] ?? current?.caipNetworkId ?? `solana:${SOLANA_REFERENCES.mainnet}`;
}

/**
 * The chain identifier to hand a wallet for a network: the name the wallet itself listed for it
 * (its CAIP-2 id or its cluster name); when it listed neither, the cluster name that Wallet
 * Standard wallets understand, else the CAIP-2 id.
 *
 * @example
 * walletChainFor(['solana:mainnet'], solanaMainnet); // 'solana:mainnet'
 */
export function walletChainFor(chains: readonly string[], network: CaipNetwork): IdentifierString {
  if (chains.includes(network.caipNetworkId)) return network.caipNetworkId;
  const cluster = clusterChainOf(network);
  if (cluster && chains.includes(cluster)) return cluster;
  const reference = referenceOf(network);
  const other = chains.find((c) => solanaChainReference(c) === reference) as IdentifierString | undefined;
  return other ?? cluster ?? network.caipNetworkId;
}

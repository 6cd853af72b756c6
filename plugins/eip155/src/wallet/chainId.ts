import { ChainError, type CaipNetwork } from '@latchkey/kernel';

/**
 * A wallet's chain id (hex quantity, decimal string or number) as a number, or undefined when
 * it is not a positive safe integer.
 *
 * @example
 * toChainNumber('0x7a69'); // 31337
 */
export function toChainNumber(value: unknown): number | undefined {
  let n: number | undefined;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && /^0x[0-9a-f]{1,16}$/i.test(value)) n = Number.parseInt(value.slice(2), 16);
  else if (typeof value === 'string' && /^\d{1,16}$/.test(value)) n = Number(value);
  return n !== undefined && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/**
 * A non-negative integer as an EIP-1474 hex quantity.
 *
 * @example
 * toHexQuantity(31338); // '0x7a6a'
 */
export function toHexQuantity(value: number | bigint): `0x${string}` {
  return `0x${value.toString(16)}`;
}

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


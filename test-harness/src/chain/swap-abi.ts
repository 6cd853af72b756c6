/**
 * The ABI of LocalSwap.sol, written out `as const` so viem types every call (the cloud double
 * encodes and reads with it without loading solc). swap.test.ts checks it against solc's output.
 */
export const LOCAL_SWAP_ABI = [
  {
    type: 'event',
    name: 'LiquidityAdded',
    anonymous: false,
    inputs: [
      { name: 'provider', type: 'address', indexed: true },
      { name: 'token', type: 'address', indexed: true },
      { name: 'tokenAmount', type: 'uint256', indexed: false },
      { name: 'nativeAmount', type: 'uint256', indexed: false },
    ],
  },
  { type: 'event', name: 'PoolCreated', anonymous: false, inputs: [{ name: 'token', type: 'address', indexed: true }] },
  {
    type: 'event',
    name: 'Swapped',
    anonymous: false,
    inputs: [
      { name: 'sender', type: 'address', indexed: true },
      { name: 'from', type: 'address', indexed: true },
      { name: 'to', type: 'address', indexed: true },
      { name: 'amountIn', type: 'uint256', indexed: false },
      { name: 'amountOut', type: 'uint256', indexed: false },
      { name: 'recipient', type: 'address', indexed: false },
    ],
  },
  { type: 'function', name: 'NATIVE', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'address' }] },
  {
    type: 'function',
    name: 'addLiquidity',
    stateMutability: 'payable',
    inputs: [
      { name: 'token', type: 'address' },
      { name: 'tokenAmount', type: 'uint256' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'getAmountOut',
    stateMutability: 'view',
    inputs: [
      { name: 'from', type: 'address' },
      { name: 'to', type: 'address' },
      { name: 'amountIn', type: 'uint256' },
    ],
    outputs: [{ name: 'amountOut', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'reserves',
    stateMutability: 'view',
    inputs: [{ name: 'token', type: 'address' }],
    outputs: [
      { name: 'reserveToken', type: 'uint256' },
      { name: 'reserveNative', type: 'uint256' },
    ],
  },
  {
    type: 'function',
    name: 'swap',
    stateMutability: 'payable',
    inputs: [
      { name: 'from', type: 'address' },
      { name: 'to', type: 'address' },
      { name: 'amountIn', type: 'uint256' },
      { name: 'minOut', type: 'uint256' },
      { name: 'recipient', type: 'address' },
    ],
    outputs: [{ name: 'amountOut', type: 'uint256' }],
  },
  { type: 'function', name: 'tokens', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'address[]' }] },
] as const;

/** The address LocalSwap names the native coin by (and swap APIs do): 0xEeee…EEeE. */
export const SWAP_NATIVE_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' as const;

/**
 * Uniswap V2's `getAmountOut` with its 0.3 % fee, in bigint: what one hop of LocalSwap pays.
 *
 * @example
 * constantProductOut(10n ** 18n, 1000n * 10n ** 18n, 3_000_000n * 10n ** 6n); // 2988020943n (USDC units)
 */
export function constantProductOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const withFee = amountIn * 997n;
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee);
}

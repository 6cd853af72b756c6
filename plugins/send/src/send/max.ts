import { KitError, withTimeout, type CaipNetwork, type JsonRpcClient, type TokenBalance } from '@latchkey/kernel';
import { API_TIMEOUT_MS } from '../constants';
import { isNative } from '../balances/tokens';
import { formatUnits, parseUnits } from './amount';

/** A plain transfer's gas on EVM. */
const EVM_TRANSFER_GAS = 21_000n;
/**
 * Head-room on the gas price: a wallet may offer up to twice the current price (EIP-1559 wallets
 * set the fee cap near twice the base fee), and it refuses a send whose value plus that fee is
 * more than the balance.
 */
const EVM_FEE_HEADROOM = 2n;
/** A Solana signature's fee. */
const SOLANA_SIGNATURE_FEE = 5_000n;

const quantity = (value: unknown): bigint | undefined => {
  if (typeof value === 'string' && /^0x[0-9a-f]{1,64}$/i.test(value)) return BigInt(value);
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === 'string' && /^\d{1,30}$/.test(value)) return BigInt(value);
  return undefined;
};

async function call(rpc: JsonRpcClient, method: string, params: unknown[]): Promise<unknown> {
  return withTimeout(rpc.request<unknown>({ method, params }), API_TIMEOUT_MS);
}

/**
 * What the native currency's balance leaves after the network fee, read live: on EVM the balance
 * less a plain transfer's gas at twice the current gas price; on Solana the balance less the
 * signature fee and the rent-exempt minimum (the account stays open). Never below zero.
 */
async function nativeMax(rpc: JsonRpcClient, network: CaipNetwork, address: string): Promise<bigint> {
  if (network.chainNamespace === 'eip155') {
    const [balance, gasPrice] = await Promise.all([call(rpc, 'eth_getBalance', [address, 'latest']), call(rpc, 'eth_gasPrice', [])]);
    const held = quantity(balance);
    const price = quantity(gasPrice);
    if (held === undefined || price === undefined) throw new KitError('Invalid RPC reply', { details: `eth_getBalance / eth_gasPrice on ${network.caipNetworkId}` });
    const left = held - EVM_TRANSFER_GAS * price * EVM_FEE_HEADROOM;
    return left > 0n ? left : 0n;
  }
  const [balance, rent] = await Promise.all([call(rpc, 'getBalance', [address, { commitment: 'confirmed' }]), call(rpc, 'getMinimumBalanceForRentExemption', [0])]);
  const held = quantity((balance as { value?: unknown } | null)?.value);
  const reserve = quantity(rent);
  if (held === undefined || reserve === undefined) throw new KitError('Invalid RPC reply', { details: `getBalance / getMinimumBalanceForRentExemption on ${network.caipNetworkId}` });
  const left = held - SOLANA_SIGNATURE_FEE - reserve;
  return left > 0n ? left : 0n;
}

/**
 * The most of `token` the account can send (a decimal string in token units): all of a token's
 * balance, or of the native currency what leaves the network fee (read live through the kit's RPC).
 *
 * @example
 * await maxAmount(ctx.rpc(network), network, address, eth); // '9999.999958'
 */
export async function maxAmount(rpc: JsonRpcClient, network: CaipNetwork, address: string, token: TokenBalance): Promise<string> {
  const decimals = Number(token.quantity.decimals);
  if (!isNative(token)) {
    const units = parseUnits(token.quantity.numeric, decimals);
    return units === undefined ? '0' : formatUnits(units, decimals);
  }
  return formatUnits(await nativeMax(rpc, network, address), network.nativeCurrency.decimals || decimals);
}

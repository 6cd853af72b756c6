import { KitError, ValidationError, type CaipNetwork, type Kit, type TokenBalance } from '@latchkey/kernel';
import { parseUnits } from '@latchkey/kernel/units';
import { isNative, tokenAddressOf } from '../balances/tokens';

/** What a transfer needs: the token, a decimal amount in its units, the sender and receiver, the network. */
export interface TransferRequest {
  token: TokenBalance;
  amount: string;
  /** The connected account that sends. */
  from: string;
  to: string;
  network: CaipNetwork;
}

/**
 * Sends through the asset capability of the network's namespace (`kit.assets(ns).transfer`),
 * which asks the visitor to approve (the kit's gate), has the wallet send, and resolves once the
 * chain accepted it, with its transaction id. The amount goes in base units, read exactly in the
 * token's decimals (never rounded).
 * @throws {KitError} 'Unsupported chain namespace' when no chain plugin of that namespace can send.
 *
 * @example
 * const { id } = await transfer(kit, { token: usdc, amount: '1.5', from, to: '0x3C44…93BC', network })
 */
export async function transfer(kit: Pick<Kit, 'assets'>, request: TransferRequest): Promise<{ id: string }> {
  const { token, amount, from, to, network } = request;
  if (token.chainId !== network.caipNetworkId) throw new ValidationError('A token is required', { details: `${token.symbol} is not on ${network.caipNetworkId}` });
  const decimals = Number(token.quantity.decimals);
  const contract = tokenAddressOf(token);
  if (!isNative(token) && !contract) throw new ValidationError('A token is required', { details: `${token.symbol} has no address` });
  const assets = kit.assets(network.chainNamespace);
  if (!assets?.transfer) throw new KitError('Unsupported chain namespace', { details: `no chain plugin can send on ${network.chainNamespace}` });
  const units = Number.isInteger(decimals) && decimals >= 0 && decimals <= 255 ? parseUnits(amount, decimals) : undefined;
  if (units === undefined || units === 0n) throw new ValidationError('Invalid amount', { details: `a positive amount with at most ${decimals} decimals` });
  return assets.transfer({ network, from, to, amount: units, ...(contract ? { token: { address: contract, decimals, symbol: token.symbol } } : {}) });
}

import { KitError, type BoundAssets, type CaipNetwork, type TokenBalance } from '@latchkey/kernel';
import { formatUnits, parseUnits } from '@latchkey/kernel/units';
import { isNative } from '../balances/tokens';

/**
 * The most of `token` the account can send (a decimal string in token units): all of a token's
 * balance, or of the native currency what the namespace's `maxNative` leaves after the network
 * fee (read live).
 * @throws {KitError} for the native currency of a namespace without `maxNative` (Max leaves it alone).
 *
 * @example
 * await maxAmount(kit.assets(network.chainNamespace), network, address, eth); // '9999.999958'
 */
export async function maxAmount(assets: BoundAssets | undefined, network: CaipNetwork, address: string, token: TokenBalance): Promise<string> {
  const decimals = Number(token.quantity.decimals);
  if (!isNative(token)) {
    const units = parseUnits(token.quantity.numeric, decimals);
    return units === undefined ? '0' : formatUnits(units, decimals);
  }
  if (!assets?.maxNative) throw new KitError('Max is not available', { details: `${network.chainNamespace} does not say what its network fee leaves` });
  return formatUnits(await assets.maxNative({ address, network }), network.nativeCurrency.decimals || decimals);
}

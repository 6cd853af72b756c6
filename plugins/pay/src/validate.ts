import { isAddress, isCaipNetworkId, safeWalletName, type AddressRules, type CaipNetwork, type ChainNamespace, type KitState } from '@latchkey/kernel';
import { canSend } from '@latchkey/send';
import { normalizeAmount, toUnits } from './amount';
import { PayInvalidAmountError, PayInvalidAssetError, PayInvalidRecipientError, PayUnsupportedNamespaceError, PayUnsupportedNetworkError } from './errors';
import type { PaymentRequest } from './types';

/** A symbol as shown: letters, digits and a few marks, 1 to 11 characters (as send's token rows). */
const SYMBOL = /^[\p{L}\p{N}.$_+-]{1,11}$/u;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The kit's network with this CAIP-2 id, whatever namespace serves it. */
function kitNetwork(state: KitState, caipNetworkId: string): CaipNetwork | undefined {
  return Object.values(state.chains)
    .flatMap((c) => c?.network.requestedCaipNetworks ?? [])
    .find((n) => n.caipNetworkId === caipNetworkId);
}

/** An address of the network's namespace (EVM ones with their 0x, as the wallets take them). */
const isAddressOf = (rules: AddressRules, network: CaipNetwork, value: unknown): value is string =>
  typeof value === 'string' && (network.chainNamespace !== 'eip155' || value.startsWith('0x')) && isAddress(rules, network, value);

/**
 * Checks a payment request from the dapp (untrusted input) and gives it back as it will be shown
 * and paid, in this order: the network (a CAIP-2 id of a namespace that can send, one of the
 * kit's networks), the asset ('native' or a token address of that namespace, its name, symbol and
 * decimals), the amount (a positive decimal in those decimals), the recipient (an address of that
 * network, by its chain plugin's rule: the kernel's `isAddress`).
 * @throws {PayUnsupportedNamespaceError} {PayUnsupportedNetworkError} {PayInvalidAssetError} {PayInvalidAmountError} {PayInvalidRecipientError}
 *
 * @example
 * validatePayment(kit, { amount: '2', asset: { network: 'eip155:1', asset: usdc, metadata }, recipient })
 */
export function validatePayment(kit: AddressRules & { getState(): KitState }, input: unknown): PaymentRequest {
  const state = kit.getState();
  if (!isObject(input) || !isObject(input.asset)) throw new PayInvalidAssetError(undefined, { details: 'pay() expects { amount, asset: { network, asset, metadata }, recipient }' });
  const { asset } = input;
  if (typeof asset.network !== 'string' || !isCaipNetworkId(asset.network)) throw new PayUnsupportedNetworkError(undefined, { details: 'asset.network must be a CAIP-2 id such as eip155:1' });
  const namespace = asset.network.split(':')[0] as ChainNamespace;
  if (!canSend(kit, namespace)) throw new PayUnsupportedNamespaceError(undefined, { details: `${namespace} cannot send here (no chain plugin offers its transfers)` });
  const network = kitNetwork(state, asset.network);
  if (!network) throw new PayUnsupportedNetworkError(undefined, { details: `${asset.network} is not one of the kit's networks` });

  const native = asset.asset === 'native';
  if (!native && !isAddressOf(kit, network, asset.asset)) throw new PayInvalidAssetError(undefined, { details: `asset.asset must be 'native' or a token address of ${network.caipNetworkId}` });
  const meta = asset.metadata;
  if (meta !== undefined && !isObject(meta)) throw new PayInvalidAssetError(undefined, { details: 'asset.metadata must be { name, symbol, decimals }' });
  if (!native && meta === undefined) throw new PayInvalidAssetError(undefined, { details: 'a token needs metadata: { name, symbol, decimals }' });
  const decimals = meta?.decimals ?? network.nativeCurrency.decimals;
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) throw new PayInvalidAssetError(undefined, { details: 'metadata.decimals must be an integer from 0 to 255' });
  if (native && decimals !== network.nativeCurrency.decimals) throw new PayInvalidAssetError(undefined, { details: `${network.nativeCurrency.symbol} has ${network.nativeCurrency.decimals} decimals, not ${decimals}` });
  const symbol = typeof meta?.symbol === 'string' ? meta.symbol.trim() : native ? network.nativeCurrency.symbol : '';
  if (!SYMBOL.test(symbol)) throw new PayInvalidAssetError(undefined, { details: 'metadata.symbol must be 1 to 11 letters, digits or . $ _ + -' });
  const name = meta === undefined ? network.nativeCurrency.name : safeWalletName(meta.name);
  if (!name) throw new PayInvalidAssetError(undefined, { details: 'metadata.name must be a short plain text' });

  const amount = normalizeAmount(input.amount);
  if (!amount) throw new PayInvalidAmountError(undefined, { details: 'amount must be a positive decimal such as "2" or "0.05"' });
  const units = toUnits(amount, decimals);
  if (units === undefined) throw new PayInvalidAmountError(undefined, { details: `${symbol} has ${decimals} decimals` });
  if (units === 0n) throw new PayInvalidAmountError(undefined, { details: 'the amount must be greater than zero' });

  if (!isAddressOf(kit, network, input.recipient)) throw new PayInvalidRecipientError(undefined, { details: `not an address of ${network.caipNetworkId}` });
  return {
    amount,
    asset: native ? 'native' : (asset.asset as string),
    caipNetworkId: network.caipNetworkId,
    namespace: network.chainNamespace,
    networkName: network.name,
    name,
    symbol,
    decimals,
    recipient: input.recipient,
  };
}

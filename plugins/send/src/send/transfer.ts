import { KitError, ValidationError, type CaipNetwork, type Kit, type TokenBalance } from '@latchkey/kernel';
import { isNative, tokenAddressOf } from '../balances/tokens';

/** The parts of `kit.plugin('eip155')` a send uses (typed here so this package needs no chain plugin). */
export interface Eip155SendApi {
  sendNative(params: { to: string; amount: string }): Promise<{ hash: string }>;
  sendToken(params: { token: string; to: string; amount: string; decimals?: number }): Promise<{ hash: string }>;
}

/** The parts of `kit.plugin('solana')` a send uses. */
export interface SolanaSendApi {
  sendSol(params: { to: string; amount: string }): Promise<{ signature: string }>;
  sendSplToken?(params: { mint: string; to: string; amount: string; decimals?: number }): Promise<{ signature: string }>;
}

/** What a transfer needs: the token, a decimal amount in its units, the receiver's address, the network. */
export interface TransferRequest {
  token: TokenBalance;
  amount: string;
  to: string;
  network: CaipNetwork;
}

/**
 * Sends through the chain plugin of the network's namespace, which asks the visitor to approve
 * (the kit's gate), has the wallet send, and resolves once the transaction is confirmed (SPEC §7:
 * native as a transaction with value, ERC-20 as `transfer`, USDT-style tokens included; SOL as a
 * System transfer; SPL tokens as `TransferChecked`). Resolves with the EVM hash or Solana signature.
 * @throws {KitError} 'Chain adapter not found' when the dapp has no plugin for that namespace.
 *
 * @example
 * const { id } = await transfer(kit, { token: usdc, amount: '1.5', to: '0x3C44…93BC', network })
 */
export async function transfer(kit: Pick<Kit, 'plugin'>, request: TransferRequest): Promise<{ id: string }> {
  const { token, amount, to, network } = request;
  if (token.chainId !== network.caipNetworkId) throw new ValidationError('A token is required', { details: `${token.symbol} is not on ${network.caipNetworkId}` });
  const decimals = Number(token.quantity.decimals);
  const contract = tokenAddressOf(token);
  if (!isNative(token) && !contract) throw new ValidationError('A token is required', { details: `${token.symbol} has no address` });
  if (network.chainNamespace === 'eip155') {
    const api = kit.plugin<Eip155SendApi>('eip155');
    if (!api) throw new KitError('Chain adapter not found', { details: 'add eip155() to the kit to send on EVM' });
    const { hash } = isNative(token) ? await api.sendNative({ to, amount }) : await api.sendToken({ token: contract!, to, amount, decimals });
    return { id: hash };
  }
  if (network.chainNamespace === 'solana') {
    const api = kit.plugin<SolanaSendApi>('solana');
    if (!api) throw new KitError('Chain adapter not found', { details: 'add solana() to the kit to send on Solana' });
    if (isNative(token)) return { id: (await api.sendSol({ to, amount })).signature };
    if (!api.sendSplToken) throw new KitError('Chain adapter not found', { details: 'this @latchkey/solana cannot send SPL tokens' });
    return { id: (await api.sendSplToken({ mint: contract!, to, amount, decimals })).signature };
  }
  throw new KitError('Unsupported chain namespace', { details: `${network.chainNamespace} cannot send (SPEC §9: eip155 and solana)` });
}

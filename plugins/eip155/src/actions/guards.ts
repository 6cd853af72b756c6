import { KitError, ValidationError, type CaipNetwork, type PluginContext } from '@latchkey/kernel';
import { parseUnits } from '@latchkey/kernel/units';
import { getEip155AddressError } from '../address';
import type { Hex } from '../types';

/** The connected EVM account and the network it is on. */
export interface Session {
  address: Hex;
  network: CaipNetwork;
}

const AMOUNT = /^(\d+(\.\d*)?|\.\d+)$/;
const MAX_AMOUNT_LENGTH = 100;

/**
 * The connected eip155 account, or the SPEC §8 error when there is none. Checked before a request
 * is queued, so the visitor is never asked to approve something that cannot run.
 *
 * @example
 * const { address, network } = activeSession(ctx.kit)
 */
export function activeSession(kit: PluginContext['kit']): Session {
  const chain = kit.getState().chains.eip155;
  const address = chain?.account.address;
  const network = chain?.network.caipNetwork;
  if (chain?.account.status !== 'connected' || !address || !network) throw new KitError('No ActiveCaipAddress found', { details: 'connect an EVM wallet first' });
  return { address: address as Hex, network };
}

/**
 * Throws a ValidationError unless `value` is a 0x-prefixed EVM address (a mixed-case one must
 * carry a valid EIP-55 checksum: a typo in a receiver must not send funds away).
 *
 * @example
 * assertEvmAddress(to, 'receiver');
 */
export function assertEvmAddress(value: unknown, what: string): asserts value is Hex {
  const reason = typeof value === 'string' && value.startsWith('0x') ? getEip155AddressError(value) : 'Expected 0x followed by 40 hex digits';
  if (reason) throw new ValidationError(`Invalid ${what} address`, { details: reason });
}

/**
 * A positive decimal amount in base units (`decimals`), via the kernel's parseUnits. More fraction
 * digits than the currency has is refused rather than silently rounded.
 *
 * @example
 * await toBaseUnits('1.5', 6); // 1500000n
 */
export async function toBaseUnits(amount: unknown, decimals: number): Promise<bigint> {
  if (typeof amount !== 'string' || amount.length > MAX_AMOUNT_LENGTH || !AMOUNT.test(amount.trim())) {
    throw new ValidationError('Invalid amount', { details: 'Expected a positive decimal number such as 0.01' });
  }
  const trimmed = amount.trim();
  const fraction = trimmed.split('.')[1] ?? '';
  if (fraction.replace(/0+$/, '').length > decimals) throw new ValidationError('Invalid amount', { details: `At most ${decimals} decimals` });
  const value = parseUnits(trimmed, decimals);
  if (value === undefined || value <= 0n) throw new ValidationError('Invalid amount', { details: 'The amount must be greater than zero' });
  return value;
}

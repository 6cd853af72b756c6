import { ConnectorError, ValidationError, type PluginContext } from '@latchkey/kernel';
import type { Call } from '../types';
import { chainNumberOf, toHexQuantity } from '../wallet/chainId';
import { activeSession, assertEvmAddress } from './guards';

const DATA = /^0x([0-9a-fA-F]{2})*$/;
const QUANTITY = /^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/;
/** A bigger batch than this is a bug in the caller, and wallets refuse it anyway. */
const MAX_CALLS = 100;
const MAX_ID_LENGTH = 4096;

/**
 * Checks EIP-5792 calls (SPEC §5: each `to` starts with 0x, each `data` starts with 0x) and
 * returns them in wire form. Nothing is sent when any call is wrong.
 *
 * @example
 * normalizeCalls([{ to: usdc, data: encodeTransfer(bob, 1_500_000n) }]);
 */
export function normalizeCalls(calls: readonly Call[]): Array<{ to: string; data?: string; value?: string }> {
  if (!Array.isArray(calls) || calls.length === 0 || calls.length > MAX_CALLS) throw new ValidationError('Invalid input', { details: `Between 1 and ${MAX_CALLS} calls are required` });
  return calls.map((call, i) => {
    if (typeof call?.to !== 'string' || !call.to.startsWith('0x')) throw new ValidationError(`Call ${i}: 'to' must start with 0x`);
    assertEvmAddress(call.to, `call ${i} 'to'`);
    if (call.data !== undefined && (typeof call.data !== 'string' || !call.data.startsWith('0x'))) throw new ValidationError(`Call ${i}: 'data' must start with 0x`);
    if (call.data !== undefined && !DATA.test(call.data)) throw new ValidationError(`Call ${i}: 'data' must be hex bytes`);
    let value: string | undefined;
    if (typeof call.value === 'bigint' && call.value >= 0n) value = toHexQuantity(call.value);
    else if (typeof call.value === 'string' && QUANTITY.test(call.value)) value = call.value;
    else if (call.value !== undefined) throw new ValidationError(`Call ${i}: 'value' must be a non-negative bigint or hex quantity`);
    return { to: call.to, ...(call.data === undefined ? {} : { data: call.data }), ...(value === undefined ? {} : { value }) };
  });
}

/**
 * EIP-5792 `wallet_sendCalls` on the connected network, through `kit.request` (approval first).
 * Resolves with the batch id the wallet gave.
 *
 * @example
 * const { id } = await sendCalls(ctx, [{ to: usdc, data }])
 */
export async function sendCalls(ctx: Pick<PluginContext, 'kit'>, calls: readonly Call[]): Promise<{ id: string }> {
  const wire = normalizeCalls(calls);
  const { address, network } = activeSession(ctx.kit);
  const result = await ctx.kit.request({
    namespace: 'eip155',
    method: 'wallet_sendCalls',
    params: [{ version: '2.0.0', from: address, chainId: toHexQuantity(chainNumberOf(network)), atomicRequired: false, calls: wire }],
  });
  // EIP-5792 v1 wallets answer a bare string id, v2 wallets `{ id }`.
  const id = typeof result === 'string' ? result : (result as { id?: unknown } | null)?.id;
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH) throw new ConnectorError('The wallet returned an invalid batch id');
  return { id };
}

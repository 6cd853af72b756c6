import { ConnectorError, ValidationError, type PluginContext } from '@latchkey/kernel';
import type { TypedDataDefinition } from 'viem';
import type { Hex, TypedDataInput } from '../types';
import { isSignature } from '../wallet/parse';
import { activeSession } from './guards';

/** Longest message we hand a wallet to show; longer ones are a mistake, not something to sign blind. */
const MAX_MESSAGE_LENGTH = 100_000;

const checked = (signature: unknown): Hex => {
  if (!isSignature(signature)) throw new ConnectorError('The wallet returned an invalid signature');
  return signature;
};

/**
 * personal_sign of a UTF-8 message with the connected account, through `kit.request` (the visitor
 * confirms it once: in the wallet, or in ApproveTransaction for a wallet without a screen of its
 * own). The message goes hex-encoded, as wallets expect.
 *
 * @example
 * const signature = await signMessage(ctx, 'Hello from Latchkey')
 */
export async function signMessage(ctx: Pick<PluginContext, 'kit'>, message: string): Promise<Hex> {
  if (typeof message !== 'string' || message.length === 0 || message.length > MAX_MESSAGE_LENGTH) {
    throw new ValidationError('Invalid input', { details: `A message of 1 to ${MAX_MESSAGE_LENGTH} characters is required` });
  }
  const { address } = activeSession(ctx.kit);
  const { toHex } = await import('viem');
  return checked(await ctx.kit.request({ namespace: 'eip155', method: 'personal_sign', params: [toHex(message), address] }));
}

/**
 * eth_signTypedData_v4 with the connected account. Takes viem's typed-data input (bigints
 * allowed), validates it the way viem does, and sends it JSON-serialised with the EIP712Domain type.
 *
 * @example
 * const signature = await signTypedData(ctx, { domain, types, primaryType: 'Mail', message })
 */
export async function signTypedData(ctx: Pick<PluginContext, 'kit'>, typedData: TypedDataInput): Promise<Hex> {
  if (typeof typedData !== 'object' || typedData === null || typeof typedData.types !== 'object' || typeof typedData.primaryType !== 'string') {
    throw new ValidationError('Invalid input', { details: 'Typed data needs types, primaryType and message' });
  }
  const { address } = activeSession(ctx.kit);
  const viem = await import('viem');
  let serialized: string;
  try {
    const { domain = {}, message, primaryType } = typedData as TypedDataDefinition & { domain?: TypedDataDefinition['domain'] };
    const types = { EIP712Domain: viem.getTypesForEIP712Domain({ domain }), ...typedData.types };
    // viem's generics cannot follow a runtime-built types map; the runtime check is validateTypedData itself.
    const full = { domain, message, primaryType, types } as unknown as TypedDataDefinition;
    viem.validateTypedData(full);
    serialized = viem.serializeTypedData(full);
  } catch (error) {
    throw new ValidationError('Invalid input', { cause: error, details: (error as { shortMessage?: string }).shortMessage ?? String(error) });
  }
  return checked(await ctx.kit.request({ namespace: 'eip155', method: 'eth_signTypedData_v4', params: [address, serialized] }));
}

import type { TypedDataDefinition } from 'viem';
import { rpcError } from '../errors';
import { isData } from '../hex';
import { sendTransaction } from './send';
import type { RpcTransactionRequest } from './send';
import type { MethodTable } from './types';

interface TypedDataParam {
  domain?: { chainId?: number | string | bigint } & Record<string, unknown>;
  types?: Record<string, unknown>;
  primaryType?: string;
  message?: Record<string, unknown>;
}

function parseTypedData(raw: unknown): TypedDataParam {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw rpcError('invalidParams', 'typed data is not valid JSON');
    }
  }
  if (typeof value !== 'object' || value === null) throw rpcError('invalidParams', 'typed data must be an object or JSON string');
  const typed = value as TypedDataParam;
  if (!typed.types || typeof typed.primaryType !== 'string' || typeof typed.message !== 'object') {
    throw rpcError('invalidParams', 'typed data needs types, primaryType and message');
  }
  return typed;
}

/**
 * Signing methods. Signatures are real (secp256k1 with the account's private key), so a dapp or
 * a test can verify them with viem's verifyMessage / verifyTypedData.
 */
export const signingMethods: MethodTable = {
  async personal_sign(ctx, params) {
    const [message, address] = params;
    if (typeof message !== 'string') throw rpcError('invalidParams', 'personal_sign expects [message, address]');
    const signer = ctx.signerFor(address);
    // Like MetaMask: a 0x hex string is the message's bytes, anything else is UTF-8 text.
    return signer.signMessage({ message: isData(message) ? { raw: message } : message });
  },

  async eth_signTypedData_v4(ctx, params) {
    const [address, raw] = params;
    const signer = ctx.signerFor(address);
    const typed = parseTypedData(raw);
    const domainChainId = typed.domain?.chainId;
    // Wallets refuse typed data bound to another chain, so a dapp cannot get a cross-chain replay.
    if (domainChainId !== undefined && Number(domainChainId) !== ctx.state.chainId) {
      throw rpcError('invalidParams', `typed data domain chainId ${String(domainChainId)} does not match the active chain ${ctx.state.chainId}`);
    }
    try {
      return await signer.signTypedData(typed as unknown as TypedDataDefinition);
    } catch (error) {
      throw rpcError('invalidParams', error instanceof Error ? error.message : String(error));
    }
  },

  async eth_sendTransaction(ctx, params) {
    return sendTransaction(ctx, params[0] as RpcTransactionRequest);
  },
};

// The frame's Solana side: one ed25519 key per user, the WalletConnect-style Solana RPC methods
// (what AppKit's auth provider sends), transactions really sent to the local endpoint.
import { solanaRpc } from '../solana/rpc-client';
import { signWireTransaction } from '../solana/wallet/sign-transaction';
import { base58, base64, parseWireMessage, parseWireTransaction, bytesEqual } from '../solana/wire';
import { ABORTED_MESSAGE } from './api';
import { FrameError, errorMessage } from './errors';
import type { UserRecord } from './state';
import type { FrameSolanaOptions } from './types';

/** Timeout of every call to the endpoint. */
export const SOLANA_TIMEOUT_MS = 15_000;

/** The frame's Solana side. */
export type SolanaWallet = ReturnType<typeof createSolanaWallet>;

function objectParams(params: unknown, method: string): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) throw new FrameError(`${method} expects an object of params`);
  return params as Record<string, unknown>;
}

function decode(value: unknown, encoding: 'base58' | 'base64', field: string): Uint8Array {
  if (typeof value !== 'string' || value === '') throw new FrameError(`${field} must be a ${encoding} string`);
  try {
    return encoding === 'base58' ? base58.decode(value) : base64.decode(value);
  } catch {
    throw new FrameError(`${field} is not valid ${encoding}`);
  }
}

/**
 * The Solana side of the frame over one local endpoint.
 *
 * @example
 * const sol = createSolanaWallet({ rpcUrl: solana.url, chainIds: [solana.caip2, 'solana:localnet'] }, { lamports: 10n ** 10n, log });
 */
export function createSolanaWallet(options: FrameSolanaOptions, extra: { lamports: bigint | null; log(line: string): void }) {
  if (options.chainIds.length === 0) throw new Error('The Solana endpoint needs at least one chain id');

  const sign = (user: UserRecord, transaction: Uint8Array): Uint8Array => {
    try {
      return signWireTransaction(transaction, user.solana);
    } catch (error) {
      throw new FrameError(errorMessage(error));
    }
  };
  const mySignature = (user: UserRecord, signed: Uint8Array): Uint8Array => {
    const { signatures, messageBytes } = parseWireTransaction(signed);
    const { staticAccounts, numRequiredSignatures } = parseWireMessage(messageBytes);
    return signatures[staticAccounts.slice(0, numRequiredSignatures).findIndex((key) => bytesEqual(key, user.solana.publicKey))]!;
  };
  const checkSigner = (user: UserRecord, pubkey: unknown): void => {
    if (pubkey !== undefined && pubkey !== null && pubkey !== user.solana.address) throw new FrameError(`${String(pubkey)} is not an account of this wallet`);
  };

  return {
    /** The chain id the frame reports (the first given). */
    chainId: options.chainIds[0]!,
    has: (chainId: string): boolean => options.chainIds.includes(chainId),

    /** Dev faucet: an airdrop to the user's key. */
    async fund(user: UserRecord): Promise<void> {
      if (extra.lamports === null || extra.lamports <= 0n) return;
      try {
        await solanaRpc(options.rpcUrl, 'requestAirdrop', [user.solana.address, Number(extra.lamports)], { timeoutMs: SOLANA_TIMEOUT_MS });
      } catch (error) {
        extra.log(`faucet: could not airdrop to ${user.solana.address}: ${errorMessage(error)}`);
      }
    },

    /** Answers one Solana RPC request. */
    async request(user: UserRecord, method: string, params: unknown, signal: AbortSignal): Promise<unknown> {
      switch (method) {
        case 'solana_getAccounts':
        case 'solana_requestAccounts':
          return [{ pubkey: user.solana.address }];
        case 'solana_signMessage': {
          const input = objectParams(params, method);
          checkSigner(user, input.pubkey);
          const message = decode(input.message, 'base58', 'message');
          return { signature: base58.encode(user.solana.sign(message)) };
        }
        case 'solana_signTransaction': {
          const input = objectParams(params, method);
          checkSigner(user, input.pubkey);
          const signed = sign(user, decode(input.transaction, 'base64', 'transaction'));
          return { signature: base58.encode(mySignature(user, signed)), transaction: base64.encode(signed) };
        }
        case 'solana_signAllTransactions': {
          const input = objectParams(params, method);
          checkSigner(user, input.pubkey);
          if (!Array.isArray(input.transactions) || input.transactions.length === 0 || input.transactions.length > 64) throw new FrameError('transactions must be 1 to 64 base64 strings');
          return { transactions: input.transactions.map((entry, index) => base64.encode(sign(user, decode(entry, 'base64', `transactions[${index}]`)))) };
        }
        case 'solana_signAndSendTransaction': {
          const input = objectParams(params, method);
          checkSigner(user, input.pubkey);
          const signed = sign(user, decode(input.transaction, 'base64', 'transaction'));
          const sendOptions = typeof input.sendOptions === 'object' && input.sendOptions !== null ? (input.sendOptions as Record<string, unknown>) : {};
          const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = sendOptions;
          const config = Object.fromEntries(Object.entries({ skipPreflight, preflightCommitment, maxRetries, minContextSlot }).filter(([, value]) => value !== undefined));
          if (signal.aborted) throw new FrameError(ABORTED_MESSAGE);
          try {
            const signature = await solanaRpc<string>(options.rpcUrl, 'sendTransaction', [base64.encode(signed), { ...config, encoding: 'base64' }], { timeoutMs: SOLANA_TIMEOUT_MS });
            return { signature };
          } catch (error) {
            throw new FrameError(errorMessage(error));
          }
        }
        default:
          throw new FrameError(`Method not supported: ${method}`);
      }
    },
  };
}

// The wallet peer's Solana side: the WalletConnect Solana RPC methods (docs.reown.com, "Solana
// RPC reference"; shapes as AppKit's WalletConnect Solana provider sends them) answered by a
// harness Solana dev wallet: real ed25519 signatures, real sends to the local endpoint.
import { DEV_WALLET_CHAINS, SOLANA_LOCALNET_CHAIN } from '../solana/chains';
import { createSolanaDevWallet } from '../solana/wallet/dev-wallet';
import type { SolanaDevWallet } from '../solana/wallet/types';
import { base58, base64, bytesEqual, parseWireMessage, parseWireTransaction } from '../solana/wire';
import { rpcError } from '../wallets/errors';
import type { WcWalletSolanaOptions } from './types';
import type { IdentifierString, WalletAccount } from '@wallet-standard/base';

/**
 * Methods the wallet approves in a solana namespace:
 * - `solana_signMessage` `{ message: base58, pubkey }` → `{ signature: base58 }`
 * - `solana_signTransaction` `{ transaction: base64, pubkey? }` → `{ signature: base58, transaction: base64 }` (signed)
 * - `solana_signAndSendTransaction` `{ transaction: base64, pubkey?, sendOptions? }` → `{ signature: base58 }`
 * - `solana_signAllTransactions` `{ transactions: base64[] }` → `{ transactions: base64[] }`
 * - `solana_getAccounts`, `solana_requestAccounts` → `[{ pubkey }]`
 */
export const SOLANA_METHODS: readonly string[] = Object.freeze([
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
  'solana_getAccounts',
  'solana_requestAccounts',
]);
/** Events a dapp may ask for in a solana namespace (AppKit asks for the EVM pair there too). */
export const SOLANA_EVENTS: readonly string[] = Object.freeze(['accountsChanged', 'chainChanged']);

/** What the wallet peer needs from its Solana side. */
export interface SolanaBackend {
  readonly dev: SolanaDevWallet;
  /** CAIP-2 chains the wallet approves. */
  readonly chains: readonly string[];
  selected(): string;
  addresses(): readonly string[];
  handle(method: string, params: unknown, chainId: string): Promise<unknown>;
  selectAccount(account: string | number): void;
}

function paramsObject(params: unknown, method: string): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) throw rpcError('invalidParams', `${method} expects an object of params`);
  return params as Record<string, unknown>;
}

function decode(value: unknown, encoding: 'base58' | 'base64', field: string): Uint8Array {
  if (typeof value !== 'string' || value === '') throw rpcError('invalidParams', `${field} must be a ${encoding} string`);
  try {
    return encoding === 'base58' ? base58.decode(value) : base64.decode(value);
  } catch {
    throw rpcError('invalidParams', `${field} is not valid ${encoding}`);
  }
}

/** The signature in `signer`'s slot of a signed wire transaction. */
function signatureOf(signed: Uint8Array, publicKey: Uint8Array): Uint8Array {
  const { signatures, messageBytes } = parseWireTransaction(signed);
  const { staticAccounts, numRequiredSignatures } = parseWireMessage(messageBytes);
  const index = staticAccounts.slice(0, numRequiredSignatures).findIndex((key) => bytesEqual(key, publicKey));
  return signatures[index]!;
}

/** SendOptions (web3.js) as the dev wallet takes them. */
function sendOptionsOf(value: unknown): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw rpcError('invalidParams', 'sendOptions must be an object');
  const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = value as Record<string, unknown>;
  return Object.fromEntries(Object.entries({ skipPreflight, preflightCommitment, maxRetries, minContextSlot }).filter(([, entry]) => entry !== undefined));
}

/**
 * Builds the Solana side from seeds and the local endpoint.
 *
 * @example
 * const sol = createSolanaBackend({ seeds: [SOLANA_TEST_ACCOUNTS[3].seed], rpcUrl: solana.url });
 * await sol.handle('solana_signMessage', { message: base58.encode(bytes), pubkey: sol.selected() }, solana.caip2);
 */
export function createSolanaBackend(options: WcWalletSolanaOptions): SolanaBackend {
  const chains = [...(options.chains ?? DEV_WALLET_CHAINS)] as IdentifierString[];
  const dev = createSolanaDevWallet({ seeds: options.seeds, rpcUrl: options.rpcUrl, chains, authorized: true, rpcTimeoutMs: options.rpcTimeoutMs, name: 'Latchkey WC Test Wallet (Solana)' });
  const features = dev.wallet.features;
  const selected = (): string => dev.state().selected;
  const account = (pubkey: unknown): WalletAccount => {
    const address = pubkey === undefined || pubkey === null || pubkey === '' ? selected() : pubkey;
    if (typeof address !== 'string' || !dev.addresses.includes(address)) throw rpcError('unauthorized', `the wallet has no account ${String(address)}`);
    return dev.accountFor(address);
  };
  const chainFor = (chainId: string): IdentifierString => (chains.includes(chainId as IdentifierString) ? (chainId as IdentifierString) : (SOLANA_LOCALNET_CHAIN as IdentifierString));

  const signOne = async (transaction: Uint8Array, signer: WalletAccount, chain: IdentifierString): Promise<Uint8Array> => {
    const [output] = await features['solana:signTransaction'].signTransaction({ account: signer, transaction, chain });
    return output!.signedTransaction;
  };

  return {
    dev,
    chains,
    selected,
    addresses: () => dev.addresses,
    selectAccount: (which) => dev.selectAccount(which),
    async handle(method, params, chainId) {
      const chain = chainFor(chainId);
      switch (method) {
        case 'solana_getAccounts':
        case 'solana_requestAccounts':
          return [{ pubkey: selected() }];
        case 'solana_signMessage': {
          const input = paramsObject(params, method);
          const signer = account(input.pubkey);
          const message = decode(input.message, 'base58', 'message');
          const [output] = await features['solana:signMessage'].signMessage({ account: signer, message });
          return { signature: base58.encode(output!.signature) };
        }
        case 'solana_signTransaction': {
          const input = paramsObject(params, method);
          const signer = account(input.pubkey);
          const signed = await signOne(decode(input.transaction, 'base64', 'transaction'), signer, chain);
          return { signature: base58.encode(signatureOf(signed, Uint8Array.from(signer.publicKey))), transaction: base64.encode(signed) };
        }
        case 'solana_signAllTransactions': {
          const input = paramsObject(params, method);
          if (!Array.isArray(input.transactions) || input.transactions.length === 0) throw rpcError('invalidParams', 'transactions must be a non-empty array of base64 strings');
          const signer = account(input.pubkey);
          const signed: string[] = [];
          for (const [index, entry] of input.transactions.entries()) signed.push(base64.encode(await signOne(decode(entry, 'base64', `transactions[${index}]`), signer, chain)));
          return { transactions: signed };
        }
        case 'solana_signAndSendTransaction': {
          const input = paramsObject(params, method);
          const signer = account(input.pubkey);
          const transaction = decode(input.transaction, 'base64', 'transaction');
          const sendOptions = sendOptionsOf(input.sendOptions);
          const [output] = await features['solana:signAndSendTransaction'].signAndSendTransaction({ account: signer, transaction, chain, ...(sendOptions ? { options: sendOptions } : {}) });
          return { signature: base58.encode(output!.signature) };
        }
        default:
          throw rpcError('unsupportedMethod', method);
      }
    },
  };
}

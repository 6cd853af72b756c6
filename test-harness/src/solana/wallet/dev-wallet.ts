// A Wallet Standard Solana wallet for tests and the demo: real ed25519 keys, real signatures,
// real sends into the local endpoint, and a "user" that tests steer (reject, delay, lock,
// switch account). Runs in Node and in a page; keeps no module-level state.
import type {
  SolanaSignAndSendTransactionInput,
  SolanaSignAndSendTransactionOutput,
  SolanaSignInInput,
  SolanaSignInOutput,
  SolanaSignMessageInput,
  SolanaSignMessageOutput,
  SolanaSignTransactionInput,
  SolanaSignTransactionOutput,
} from '@solana/wallet-standard-features';
import type { IdentifierString, WalletAccount } from '@wallet-standard/base';
import type { StandardConnectInput, StandardConnectOutput, StandardEventsChangeProperties } from '@wallet-standard/features';
import { createEmitter } from '../../wallets/emitter';
import { ProviderRpcError, rpcError, toProviderRpcError } from '../../wallets/errors';
import { walletControls } from '../../wallets/controls';
import type { RequestLogEntry } from '../../wallets/types';
import { DEV_WALLET_CHAINS } from '../chains';
import { solanaRpc } from '../rpc-client';
import { base58, base64, WireFormatError } from '../wire';
import { SOLANA_DEV_WALLET_ICON } from './icons';
import { signerFromSeed } from './keys';
import type { Ed25519Signer } from './keys';
import { createSignInMessageText } from './sign-in';
import { signWireTransaction } from './sign-transaction';
import type { SolanaDevWallet, SolanaDevWalletFeatures, SolanaDevWalletOptions, SolanaStandardWallet } from './types';

/** Default name of a dev wallet. */
export const SOLANA_DEV_WALLET_NAME = 'Latchkey Solana Dev Wallet';

const SIGNING_FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction', 'solana:signIn'] as const;
const SUPPORTED_VERSIONS = Object.freeze(['legacy', 0] as const);
const STATUS_POLL_MS = 50;

/** Bytes to base64 and accounts to addresses, so a log entry is readable and crosses page.evaluate. */
function summarize(value: unknown): unknown {
  if (value instanceof Uint8Array) return base64.encode(value);
  if (Array.isArray(value)) return value.map(summarize);
  if (value && typeof value === 'object') {
    if ('address' in value && 'publicKey' in value) return (value as WalletAccount).address;
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, summarize(entry)]));
  }
  return value;
}

/**
 * Creates a Solana dev wallet (Wallet Standard 1.0.0) whose accounts are the given ed25519 keys.
 * It exposes one account, the selected one, once the dapp is authorized and the wallet unlocked.
 * signAndSendTransaction sends to `rpcUrl` whichever chain it is asked for.
 *
 * @example
 * ```ts
 * const dev = createSolanaDevWallet({ seeds: [SOLANA_TEST_ACCOUNTS[0].seed], rpcUrl: solana.url });
 * const { accounts } = await dev.wallet.features['standard:connect'].connect();
 * dev.rejectNext();
 * await dev.wallet.features['solana:signMessage'].signMessage({ account: accounts[0], message }); // rejects 4001
 * ```
 */
export function createSolanaDevWallet(options: SolanaDevWalletOptions): SolanaDevWallet {
  if (options.seeds.length === 0) throw new Error('createSolanaDevWallet: needs at least one seed');
  const signers = options.seeds.map(signerFromSeed);
  const byAddress = new Map(signers.map((signer) => [signer.address, signer]));
  const events = createEmitter();
  const state = {
    chains: [...(options.chains ?? DEV_WALLET_CHAINS)] as IdentifierString[],
    selected: signers[0]!,
    authorized: options.authorized ?? false,
    locked: options.locked ?? false,
    delayMs: 0,
    pendingRejection: undefined as { code: number; message: string; target: 'interactive' | 'any' } | undefined,
    log: [] as RequestLogEntry[],
  };
  const rpcTimeoutMs = options.rpcTimeoutMs;

  // Account objects are rebuilt only when the chains change, so a dapp may compare them by identity.
  let accountObjects = new Map<string, WalletAccount>();
  const accountFor = (address: string): WalletAccount => {
    let account = accountObjects.get(address);
    const signer = byAddress.get(address);
    if (!signer) throw new Error(`this wallet has no key for ${address}`);
    if (!account) {
      account = Object.freeze({ address, publicKey: signer.publicKey.slice(), chains: Object.freeze([...state.chains]), features: Object.freeze([...SIGNING_FEATURES]), label: `Dev ${signers.indexOf(signer) + 1}` });
      accountObjects.set(address, account);
    }
    return account;
  };
  const exposed = (): WalletAccount[] => (state.authorized && !state.locked ? [accountFor(state.selected.address)] : []);
  const emitChange = (properties: StandardEventsChangeProperties): void => events.emit('change', properties);
  const emitAccounts = (): void => emitChange({ accounts: exposed() });

  const signerFor = (account: WalletAccount | undefined): Ed25519Signer => {
    const address = account?.address;
    if (!exposed().some((entry) => entry.address === address)) throw rpcError('unauthorized', `account ${String(address)} is not connected`);
    return byAddress.get(address!)!;
  };
  const checkChain = (chain: IdentifierString | undefined, required: boolean): void => {
    if (chain === undefined && !required) return;
    if (chain === undefined || !state.chains.includes(chain)) throw rpcError('invalidParams', `chain ${String(chain)} is not supported by ${wallet.name}`);
  };
  const sign = (transaction: Uint8Array, signer: Ed25519Signer): Uint8Array => {
    try {
      return signWireTransaction(transaction, signer);
    } catch (error) {
      throw error instanceof WireFormatError ? rpcError('invalidParams', error.message) : error;
    }
  };

  /** One feature call: logged, delayed, maybe rejected, then handled. */
  const run = async <T>(method: string, params: unknown, interactive: boolean, handle: () => Promise<T> | T): Promise<T> => {
    const entry: RequestLogEntry = { method, params: summarize(params), at: Date.now(), outcome: 'pending' };
    state.log.push(entry);
    try {
      if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      const rejection = state.pendingRejection;
      if (rejection && (rejection.target === 'any' || interactive)) {
        state.pendingRejection = undefined;
        throw new ProviderRpcError(rejection.code, rejection.message);
      }
      const result = await handle();
      Object.assign(entry, { outcome: 'resolved', result: summarize(result) });
      return result;
    } catch (error) {
      const rpcErr = toProviderRpcError(error);
      Object.assign(entry, { outcome: 'rejected', error: { code: rpcErr.code, message: rpcErr.message } });
      throw rpcErr;
    }
  };

  const waitForStatus = async (signature: string): Promise<void> => {
    const deadline = Date.now() + (rpcTimeoutMs ?? 10_000);
    for (;;) {
      const { value } = await solanaRpc<{ value: ({ err: unknown } | null)[] }>(options.rpcUrl, 'getSignatureStatuses', [[signature]], { timeoutMs: rpcTimeoutMs });
      const status = value[0];
      if (status) {
        if (status.err) throw rpcError('transactionRejected', `transaction ${signature} failed: ${JSON.stringify(status.err)}`, status.err);
        return;
      }
      if (Date.now() > deadline) throw rpcError('internal', `transaction ${signature} not confirmed in time`);
      await new Promise((resolve) => setTimeout(resolve, STATUS_POLL_MS));
    }
  };

  const features: SolanaDevWalletFeatures = {
    'standard:connect': {
      version: '1.0.0',
      connect: (input?: StandardConnectInput): Promise<StandardConnectOutput> =>
        run('standard:connect', input ?? {}, !input?.silent, () => {
          // Silent: what the dapp may already see, never a prompt (and so never a rejection).
          if (input?.silent) return { accounts: exposed() };
          if (state.locked) throw rpcError('userRejected', 'the wallet is locked');
          if (!state.authorized) {
            state.authorized = true;
            emitAccounts();
          }
          return { accounts: exposed() };
        }),
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: () =>
        run('standard:disconnect', {}, false, () => {
          const hadAccounts = exposed().length > 0;
          state.authorized = false;
          if (hadAccounts) emitAccounts();
        }),
    },
    'standard:events': {
      version: '1.0.0',
      on: (event, listener) => {
        const wrapped = (properties: unknown) => listener(properties as StandardEventsChangeProperties);
        events.on(event, wrapped);
        return () => events.off(event, wrapped);
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      signMessage: (...inputs: readonly SolanaSignMessageInput[]): Promise<readonly SolanaSignMessageOutput[]> =>
        run('solana:signMessage', inputs, true, () =>
          inputs.map((input) => ({ signedMessage: input.message, signature: signerFor(input.account).sign(input.message), signatureType: 'ed25519' as const })),
        ),
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: SUPPORTED_VERSIONS,
      signTransaction: (...inputs: readonly SolanaSignTransactionInput[]): Promise<readonly SolanaSignTransactionOutput[]> =>
        run('solana:signTransaction', inputs, true, () =>
          inputs.map((input) => {
            checkChain(input.chain, false);
            return { signedTransaction: sign(input.transaction, signerFor(input.account)) };
          }),
        ),
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: SUPPORTED_VERSIONS,
      signAndSendTransaction: (...inputs: readonly SolanaSignAndSendTransactionInput[]): Promise<readonly SolanaSignAndSendTransactionOutput[]> =>
        run('solana:signAndSendTransaction', inputs, true, async () => {
          const signed = inputs.map((input) => {
            checkChain(input.chain, true);
            return sign(input.transaction, signerFor(input.account));
          });
          const outputs: SolanaSignAndSendTransactionOutput[] = [];
          // One after another, whatever `mode` says: the local chain is instant anyway.
          for (const [index, transaction] of signed.entries()) {
            const { commitment, preflightCommitment, skipPreflight, maxRetries, minContextSlot } = inputs[index]!.options ?? {};
            const config = { encoding: 'base64', preflightCommitment, skipPreflight, maxRetries, minContextSlot };
            const signature = await solanaRpc<string>(options.rpcUrl, 'sendTransaction', [base64.encode(transaction), config], { timeoutMs: rpcTimeoutMs });
            if (commitment) await waitForStatus(signature);
            outputs.push({ signature: base58.decode(signature) });
          }
          return outputs;
        }),
    },
    'solana:signIn': {
      version: '1.0.0',
      signIn: (...inputs: readonly SolanaSignInInput[]): Promise<readonly SolanaSignInOutput[]> =>
        run('solana:signIn', inputs, true, () => {
          if (state.locked) throw rpcError('userRejected', 'the wallet is locked');
          return inputs.map((input) => {
            const signer = input.address === undefined ? state.selected : byAddress.get(input.address);
            if (!signer) throw rpcError('unauthorized', `this wallet has no account ${input.address}`);
            const domain = input.domain ?? (typeof location === 'undefined' ? undefined : location.host);
            if (!domain) throw rpcError('invalidParams', 'domain is required outside a browser page');
            const selectedChanged = signer !== state.selected;
            state.selected = signer;
            if (!state.authorized || selectedChanged) {
              state.authorized = true;
              emitAccounts();
            }
            const signedMessage = new TextEncoder().encode(createSignInMessageText({ ...input, domain, address: signer.address }));
            return { account: accountFor(signer.address), signedMessage, signature: signer.sign(signedMessage), signatureType: 'ed25519' as const };
          });
        }),
    },
  };

  const name = options.name ?? SOLANA_DEV_WALLET_NAME;
  const icon = options.icon ?? SOLANA_DEV_WALLET_ICON;
  const wallet: SolanaStandardWallet = {
    get version() {
      return '1.0.0' as const;
    },
    get name() {
      return name;
    },
    get icon() {
      return icon;
    },
    get chains() {
      return [...state.chains];
    },
    get features() {
      return features;
    },
    get accounts() {
      return exposed();
    },
  };

  return {
    wallet,
    addresses: signers.map((signer) => signer.address),
    accountFor,
    ...walletControls(state, emitAccounts),
    selectAccount(account) {
      const signer = typeof account === 'number' ? signers[account] : byAddress.get(account);
      if (!signer) throw new Error(`selectAccount: no account ${String(account)} in this wallet`);
      if (signer === state.selected) return;
      const visible = exposed().length > 0;
      state.selected = signer;
      if (visible) emitAccounts();
    },
    setChains(chains) {
      state.chains = [...chains];
      accountObjects = new Map();
      const accounts = exposed();
      emitChange(accounts.length > 0 ? { chains: [...state.chains], accounts } : { chains: [...state.chains] });
    },
    revoke() {
      if (!state.authorized) return;
      const visible = exposed().length > 0;
      state.authorized = false;
      if (visible) emitAccounts();
    },
    requests: () => state.log.map((entry) => ({ ...entry })),
    clearRequests() {
      state.log.length = 0;
    },
    state: () => ({
      addresses: signers.map((signer) => signer.address),
      selected: state.selected.address,
      authorized: state.authorized,
      locked: state.locked,
      chains: [...state.chains],
      delayMs: state.delayMs,
    }),
  };
}

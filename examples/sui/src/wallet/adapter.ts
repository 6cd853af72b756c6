import {
  ConnectorError,
  KitError,
  ValidationError,
  withTimeout,
  type AccountInfo,
  type CaipNetwork,
  type ConnectorAdapter,
  type ConnectorEvents,
  type ConnectorInfo,
} from '@latchkey/kernel';
import { normalizeSuiAddress } from '../address';
import { SIGN_AND_EXECUTE, SIGN_PERSONAL_MESSAGE } from '../methods';
import { SUI_NAMESPACE } from '../networks';
import { toSuiWalletError } from './errors';
import {
  CONNECT,
  DISCONNECT,
  EVENTS,
  feature,
  SUI_SIGN_AND_EXECUTE_TRANSACTION,
  SUI_SIGN_PERSONAL_MESSAGE,
  suiAccounts,
  suiChains,
  walletAccounts,
  type IdentifierString,
  type Wallet,
  type WalletAccount,
} from './standard';

/** A signature or a transaction waits for the visitor in their wallet (as long as the kit waits). */
export const PROMPT_TIMEOUT_MS = 120_000;
/** A silent wallet call (connect with `silent`, disconnect) should answer at once. */
export const SILENT_TIMEOUT_MS = 10_000;
/** Longest message or transaction handed to a wallet; longer ones are a mistake, not something to sign blind. */
export const MAX_INPUT_BYTES = 128 * 1024;
const DIGEST = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export interface SuiWalletAdapterParameters {
  wallet: Wallet;
  info: ConnectorInfo;
  /** The sui networks the dapp configured, and the one the kit is on. */
  networks(): readonly CaipNetwork[];
  currentNetwork(): CaipNetwork | undefined;
  /** Reads the account's balance again (after a transaction executed). */
  refreshBalance(): void;
}

/** The adapter, plus what discovery needs when the wallet leaves the page. */
export interface SuiWalletAdapter extends ConnectorAdapter {
  /** The wallet unregistered: every live connection through it ends. */
  gone(): void;
}

const toAccountInfo = (account: WalletAccount): AccountInfo => ({ address: normalizeSuiAddress(account.address)!, type: 'eoa' });
const sameAddress = (account: WalletAccount, address: string) => normalizeSuiAddress(account.address) === normalizeSuiAddress(address);

/** The chains an account is good for: its own list, else the wallet's. */
function chainsOf(wallet: Wallet, account: WalletAccount | undefined): IdentifierString[] {
  const own = suiChains(account?.chains);
  if (own.length) return own;
  try {
    return suiChains(wallet.chains);
  } catch {
    return [];
  }
}

/**
 * The chain a session is on. Sui wallets have no "current chain" (the dapp names one with each
 * request): the kit's network when the account claims it (or claims nothing), else the first
 * configured network it claims, else its first chain (the kit then shows it as unsupported).
 *
 * @example
 * sessionChain(['sui:testnet'], suiMainnet, [suiMainnet, suiTestnet]); // 'sui:testnet'
 */
export function sessionChain(chains: readonly string[], current: CaipNetwork | undefined, configured: readonly CaipNetwork[]): string {
  if (current && (chains.length === 0 || chains.includes(current.caipNetworkId))) return current.caipNetworkId;
  const match = configured.find((n) => chains.includes(n.caipNetworkId));
  return match?.caipNetworkId ?? chains[0] ?? current?.caipNetworkId ?? `${SUI_NAMESPACE}:mainnet`;
}

/** The message bytes of a `sui_signPersonalMessage` (text as UTF-8, or bytes), within the size limit. */
function messageBytes(params: unknown): Uint8Array {
  const message = (params as { message?: unknown } | null | undefined)?.message;
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message instanceof Uint8Array ? message : undefined;
  if (!bytes) throw new ValidationError('Invalid input', { details: `${SIGN_PERSONAL_MESSAGE} expects { message: string | Uint8Array }` });
  if (bytes.length > MAX_INPUT_BYTES) throw new ValidationError('Invalid input', { details: `the message is longer than ${MAX_INPUT_BYTES} bytes` });
  return bytes;
}

/** The transaction of a `sui_signAndExecuteTransaction`: its JSON or base64 BCS bytes, within the size limit. */
function transactionText(params: unknown): string {
  const transaction = (params as { transaction?: unknown } | null | undefined)?.transaction;
  if (typeof transaction !== 'string' || transaction.length === 0) throw new ValidationError('Invalid transaction', { details: `${SIGN_AND_EXECUTE} expects { transaction: string }` });
  if (transaction.length > MAX_INPUT_BYTES) throw new ValidationError('Invalid transaction', { details: `the transaction is longer than ${MAX_INPUT_BYTES} characters` });
  const text = transaction.trim();
  if (text.startsWith('{')) {
    try {
      JSON.parse(text);
    } catch (cause) {
      throw new ValidationError('Invalid transaction', { cause, details: 'the transaction is not JSON' });
    }
  } else if (!BASE64.test(text)) throw new ValidationError('Invalid transaction', { details: 'the transaction is neither JSON nor base64 bytes' });
  return text;
}

const signedMessage = (value: unknown): { bytes: string; signature: string } => {
  const v = value as { bytes?: unknown; signature?: unknown } | null | undefined;
  if (!v || typeof v.signature !== 'string' || !BASE64.test(v.signature) || typeof v.bytes !== 'string') throw new ConnectorError('The wallet returned an invalid signature');
  return { bytes: v.bytes, signature: v.signature };
};

/**
 * The kernel's ConnectorAdapter over a Sui Wallet Standard wallet: `standard:connect` (silent for
 * reconnect), `standard:disconnect`, `standard:events` changes reported as account and chain
 * changes, network switching within the chains the wallet claims, `sui_signPersonalMessage` and
 * `sui_signAndExecuteTransaction`. Every wallet answer is checked; every wallet error leaves as a
 * typed KitError (a refusal as UserRejectedError).
 *
 * @example
 * ctx.connectors.add(createSuiWalletAdapter({ wallet, info, networks, currentNetwork, refreshBalance }))
 */
export function createSuiWalletAdapter(params: SuiWalletAdapterParameters): SuiWalletAdapter {
  const { wallet, info } = params;
  const subscribers = new Map<() => void, ConnectorEvents>();
  /** What was last reported, so repeated `change` events do not repeat themselves. */
  let reported: { accounts: string; chain: string } | undefined;

  const guarded = async <T>(fallback: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toSuiWalletError(error, fallback);
    }
  };

  const session = (accounts: WalletAccount[]) => {
    const chainId = sessionChain(chainsOf(wallet, accounts[0]), params.currentNetwork(), params.networks());
    reported = { accounts: accounts.map((a) => normalizeSuiAddress(a.address)).join(','), chain: chainId };
    return { sessions: [{ namespace: SUI_NAMESPACE, accounts: accounts.map(toAccountInfo), chainId }] };
  };

  const connectFeature = () => {
    const f = feature(wallet, CONNECT);
    if (typeof f?.connect !== 'function') throw new ConnectorError('The wallet cannot connect', { details: `${info.name} has no ${CONNECT}` });
    return f;
  };

  const accountFor = (address: string | undefined): WalletAccount => {
    const accounts = walletAccounts(wallet);
    const account = address ? accounts.find((a) => sameAddress(a, address)) : accounts[0];
    if (!account) throw new ConnectorError('Address or auth connector not found', { details: address });
    return account;
  };

  /** The network a request goes to: the one it pins (`chain`), else the kit's. */
  const targetOf = (requestParams: unknown, network: CaipNetwork | undefined): CaipNetwork => {
    const pinned = (requestParams as { chain?: unknown } | null | undefined)?.chain;
    const target = typeof pinned === 'string' ? params.networks().find((n) => n.caipNetworkId === pinned) : network;
    if (typeof pinned === 'string' && !target) throw new KitError('Network not found', { details: pinned });
    if (!target) throw new KitError('No ActiveCaipNetwork or client found');
    return target;
  };

  const signPersonalMessage = async (account: WalletAccount, chain: IdentifierString, message: Uint8Array, signal: AbortSignal) => {
    const f = feature(wallet, SUI_SIGN_PERSONAL_MESSAGE);
    if (typeof f?.signPersonalMessage !== 'function') throw new ConnectorError('The wallet cannot sign messages', { details: `${info.name} has no ${SUI_SIGN_PERSONAL_MESSAGE}` });
    return signedMessage(await withTimeout(f.signPersonalMessage({ message, account, chain }), PROMPT_TIMEOUT_MS, { signal }));
  };

  const onChange = (props: { accounts?: unknown; chains?: unknown }) => {
    if (!props || typeof props !== 'object' || !reported) return;
    let accounts: WalletAccount[] | undefined;
    if ('accounts' in props) {
      accounts = suiAccounts(props.accounts);
      const key = accounts.map((a) => normalizeSuiAddress(a.address)).join(',');
      if (key !== reported.accounts) {
        reported.accounts = key;
        for (const events of [...subscribers.values()]) events.accountsChanged({ namespace: SUI_NAMESPACE, accounts: accounts.map(toAccountInfo) });
      }
      // No account left: the kernel ends the connection; no chain to report.
      if (!accounts.length) return;
    }
    if ('accounts' in props || 'chains' in props) {
      const chain = sessionChain(chainsOf(wallet, (accounts ?? walletAccounts(wallet))[0]), params.currentNetwork(), params.networks());
      if (chain !== reported.chain) {
        reported.chain = chain;
        for (const events of [...subscribers.values()]) events.chainChanged({ namespace: SUI_NAMESPACE, chainId: chain });
      }
    }
  };

  let offWallet: (() => void) | undefined;
  const listen = () => {
    if (offWallet) return;
    const f = feature(wallet, EVENTS);
    if (typeof f?.on !== 'function') return;
    try {
      const off = f.on('change', (props) => {
        try {
          onChange(props);
        } catch {
          // A malformed change from the wallet is ignored, never thrown into the wallet's code.
        }
      });
      offWallet = typeof off === 'function' ? off : undefined;
    } catch {
      offWallet = undefined;
    }
  };
  const unlisten = () => {
    try {
      offWallet?.();
    } catch {
      // The wallet failed to remove its listener; nothing is subscribed on our side any more.
    }
    offWallet = undefined;
  };

  return {
    info,
    // A Wallet Standard wallet shows each signature and transaction on its own screen.
    confirmsRequests: true,

    connect: ({ signal }) =>
      guarded('Connection failed', async () => {
        const output = await withTimeout(connectFeature().connect(), PROMPT_TIMEOUT_MS, { signal });
        // Some wallets answer with an empty list and update `wallet.accounts` instead.
        const accounts = suiAccounts(output?.accounts).length ? suiAccounts(output?.accounts) : walletAccounts(wallet);
        if (!accounts.length) throw new ConnectorError('The wallet returned no account');
        return session(accounts);
      }),

    reconnect: ({ signal }) =>
      guarded('Reconnection failed', async () => {
        const output = await withTimeout(connectFeature().connect({ silent: true }), SILENT_TIMEOUT_MS, { signal });
        // An empty answer to a silent connect is the wallet saying the site is no longer authorised.
        const accounts = suiAccounts(output?.accounts);
        return accounts.length ? session(accounts) : null;
      }),

    async disconnect() {
      // Stop listening first: the wallet's own `change` to no accounts would start a second disconnect.
      for (const off of [...subscribers.keys()]) off();
      reported = undefined;
      const f = feature(wallet, DISCONNECT);
      if (typeof f?.disconnect === 'function') await withTimeout(f.disconnect(), SILENT_TIMEOUT_MS).catch(() => undefined);
    },

    subscribe(events) {
      const off = () => {
        if (!subscribers.delete(off)) return;
        if (subscribers.size === 0) unlisten();
      };
      subscribers.set(off, events);
      listen();
      return off;
    },

    switchNetwork: ({ network }) =>
      guarded('Chain is not supported', async () => {
        // Sui wallets have no current chain to change: the kit checks the wallet can sign there.
        const chains = chainsOf(wallet, walletAccounts(wallet)[0]);
        if (chains.length && !chains.includes(network.caipNetworkId as IdentifierString)) throw new ConnectorError('Chain is not supported', { details: `${info.name} does not list ${network.caipNetworkId}` });
        if (reported) reported.chain = network.caipNetworkId;
      }),

    request: ({ method, params: requestParams, network, address }, signal) =>
      guarded(`${method} failed`, async () => {
        if (method === SIGN_PERSONAL_MESSAGE) {
          const bytes = messageBytes(requestParams);
          const target = targetOf(undefined, network);
          return signPersonalMessage(accountFor(address), target.caipNetworkId as IdentifierString, bytes, signal);
        }
        if (method === SIGN_AND_EXECUTE) {
          const transaction = transactionText(requestParams);
          const target = targetOf(requestParams, network);
          const account = accountFor(address);
          const f = feature(wallet, SUI_SIGN_AND_EXECUTE_TRANSACTION);
          if (typeof f?.signAndExecuteTransaction !== 'function') throw new ConnectorError('The wallet cannot send transactions', { details: `${info.name} has no ${SUI_SIGN_AND_EXECUTE_TRANSACTION}` });
          const output = await withTimeout(
            f.signAndExecuteTransaction({ transaction: { toJSON: async () => transaction }, account, chain: target.caipNetworkId as IdentifierString, signal }),
            PROMPT_TIMEOUT_MS,
            { signal },
          );
          if (!output || typeof output.digest !== 'string' || !DIGEST.test(output.digest)) throw new ConnectorError('The wallet returned an unexpected answer', { details: 'no transaction digest' });
          params.refreshBalance();
          return { digest: output.digest, ...(typeof output.effects === 'string' ? { effects: output.effects } : {}) };
        }
        throw new ConnectorError(`The wallet cannot answer ${method}`.slice(0, 120));
      }),

    signMessage: ({ message, address, network }, signal) =>
      guarded('Error signing message', async () => {
        const target = network ?? params.currentNetwork();
        if (!target) throw new KitError('No ActiveCaipNetwork or client found');
        const bytes = new TextEncoder().encode(message);
        return (await signPersonalMessage(accountFor(address), target.caipNetworkId as IdentifierString, bytes, signal)).signature;
      }),

    gone() {
      for (const [off, events] of [...subscribers]) {
        off();
        events.disconnect({ namespace: SUI_NAMESPACE });
      }
    },
  };
}

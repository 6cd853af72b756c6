import { ConnectorError, KitError, withTimeout, type AccountInfo, type CaipNetwork, type ChainNamespace, type ConnectorAdapter, type ConnectorEvents, type ConnectorInfo, type JsonRpcClient } from '@latchkey/kernel';
import { claimsNetwork, sessionChain, walletChainFor } from './chains';
import { toWalletError } from './errors';
import { accountNotFound, PROMPT_TIMEOUT_MS, runWalletRequest } from './requests';
import { CONNECT, DISCONNECT, EVENTS, feature, solanaAccounts, solanaChains, walletAccounts, type Wallet, type WalletAccount } from './standard';

/** A silent wallet call (connect with `silent`, disconnect) should answer at once. */
export const SILENT_TIMEOUT_MS = 10_000;
const NS: ChainNamespace = 'solana';
/** Methods after which the sender's cached balance is stale. */
const SPENDING_METHODS = new Set(['solana_signAndSendTransaction']);

export interface WalletAdapterParameters {
  wallet: Wallet;
  info: ConnectorInfo;
  /** The Solana networks the dapp configured, and the one the kit is on. */
  networks(): readonly CaipNetwork[];
  currentNetwork(): CaipNetwork | undefined;
  rpc(network: CaipNetwork): JsonRpcClient;
  /** Drops the cached balance of an address that just spent. */
  forgetBalance(address: string): void;
}

/** The adapter, plus what discovery needs when the wallet leaves the page. */
export interface SolanaWalletAdapter extends ConnectorAdapter {
  /** The wallet unregistered: every live connection through it ends. */
  gone(): void;
}

const toAccountInfo = (account: WalletAccount): AccountInfo => ({ address: account.address, type: 'eoa' });

/** The chains an account is good for: its own list, else the wallet's. */
const chainsOf = (wallet: Wallet, account: WalletAccount | undefined): string[] => {
  const own = solanaChains(account?.chains);
  if (own.length) return own;
  try {
    return solanaChains(wallet.chains);
  } catch {
    return [];
  }
};

/**
 * The kernel's ConnectorAdapter over a Wallet Standard wallet, for the solana namespace:
 * `standard:connect` (silent for reconnect), `standard:disconnect`, `standard:events` changes,
 * network switching within the chains the wallet claims, and the four Solana signing methods.
 * Every wallet answer is validated; every wallet error leaves as a typed KitError.
 *
 * @example
 * ctx.connectors.add(createWalletAdapter({ wallet, info, networks, currentNetwork, rpc: ctx.rpc, forgetBalance }))
 */
export function createWalletAdapter(params: WalletAdapterParameters): SolanaWalletAdapter {
  const { wallet, info } = params;
  const subscribers = new Map<() => void, ConnectorEvents>();
  /** What was last reported, so repeated `change` events do not repeat themselves. */
  let reported: { accounts: string; chain: string } | undefined;

  const guarded = async <T>(fallback: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toWalletError(error, fallback);
    }
  };

  const session = (accounts: WalletAccount[]) => {
    const chainId = sessionChain(chainsOf(wallet, accounts[0]), params.currentNetwork(), params.networks());
    reported = { accounts: accounts.map((a) => a.address).join(','), chain: chainId };
    return { sessions: [{ namespace: NS, accounts: accounts.map(toAccountInfo), chainId }] };
  };

  const connectFeature = () => {
    const f = feature(wallet, CONNECT);
    if (typeof f?.connect !== 'function') throw new ConnectorError('The wallet cannot connect', { details: `${info.name} has no ${CONNECT}` });
    return f;
  };

  const accountFor = (address: string | undefined): WalletAccount => {
    const accounts = walletAccounts(wallet);
    const account = address ? accounts.find((a) => a.address === address) : accounts[0];
    if (!account) throw accountNotFound(address);
    return account;
  };

  const onChange = (props: { accounts?: unknown; chains?: unknown }) => {
    if (!props || typeof props !== 'object' || !reported) return;
    let accounts: WalletAccount[] | undefined;
    if ('accounts' in props) {
      accounts = solanaAccounts(props.accounts);
      const key = accounts.map((a) => a.address).join(',');
      if (key !== reported.accounts) {
        reported.accounts = key;
        for (const events of [...subscribers.values()]) events.accountsChanged({ namespace: NS, accounts: accounts.map(toAccountInfo) });
      }
      // No account left: the kernel ends the connection; no chain to report.
      if (!accounts.length) return;
    }
    if ('accounts' in props || 'chains' in props) {
      const chain = sessionChain(chainsOf(wallet, (accounts ?? walletAccounts(wallet))[0]), params.currentNetwork(), params.networks());
      if (chain !== reported.chain) {
        reported.chain = chain;
        for (const events of [...subscribers.values()]) events.chainChanged({ namespace: NS, chainId: chain });
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
    // Phantom's 4001, WalletSignTransactionError, 'User rejected': the visitor saying no.
    toKitError: toWalletError,

    connect: ({ signal }) =>
      guarded('Connection failed', async () => {
        const f = connectFeature();
        const output = await withTimeout(f.connect(), PROMPT_TIMEOUT_MS, { signal });
        // Some wallets answer with an empty list and update `wallet.accounts` instead.
        const accounts = solanaAccounts(output?.accounts).length ? solanaAccounts(output?.accounts) : walletAccounts(wallet);
        if (!accounts.length) throw new ConnectorError('The wallet returned no account');
        return session(accounts);
      }),

    reconnect: ({ signal }) =>
      guarded('Reconnection failed', async () => {
        const f = connectFeature();
        const output = await withTimeout(f.connect({ silent: true }), SILENT_TIMEOUT_MS, { signal });
        // An empty answer to a silent connect is the wallet saying the site is no longer authorised.
        const accounts = solanaAccounts(output?.accounts);
        return accounts.length ? session(accounts) : null;
      }),

    async disconnect() {
      // Stop listening first: a wallet's own `change` to no accounts would start a second disconnect.
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
        // Solana wallets have no current chain to change: the kit checks the wallet can sign there.
        const chains = chainsOf(wallet, walletAccounts(wallet)[0]);
        if (chains.length && !claimsNetwork(chains, network)) throw new ConnectorError('Chain is not supported', { details: `${info.name} does not list ${network.caipNetworkId}` });
        if (reported) reported.chain = network.caipNetworkId;
      }),

    request: ({ method, params: requestParams, network, address }, signal) =>
      guarded(`${method} failed`, async () => {
        const account = accountFor(address);
        // `chain` pins a transaction to the network its blockhash came from (sendSol sets it).
        const pinned = (requestParams as { chain?: unknown } | undefined)?.chain;
        const target = typeof pinned === 'string' ? params.networks().find((n) => n.caipNetworkId === pinned) : network;
        if (typeof pinned === 'string' && !target) throw new KitError('Network not found', { details: pinned });
        if (!target) throw new KitError('No ActiveCaipNetwork or client found');
        const chain = walletChainFor(chainsOf(wallet, account), target);
        const result = await runWalletRequest(method, requestParams, { wallet, account, chain, network: target, rpc: params.rpc, signal });
        if (SPENDING_METHODS.has(method)) params.forgetBalance(account.address);
        return result;
      }),

    signMessage: ({ message, address }, signal) =>
      guarded('Error signing message', async () => {
        const account = accountFor(address);
        const network = params.currentNetwork();
        if (!network) throw new KitError('No ActiveCaipNetwork or client found');
        const result = (await runWalletRequest('solana_signMessage', { message: new TextEncoder().encode(message) }, {
          wallet,
          account,
          chain: walletChainFor(chainsOf(wallet, account), network),
          network,
          rpc: params.rpc,
          signal,
        })) as { signature: string };
        return result.signature;
      }),

    gone() {
      for (const [off, events] of [...subscribers]) {
        off();
        events.disconnect({ namespace: NS });
      }
    },
  };
}

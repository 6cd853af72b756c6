import { ConnectorError, withTimeout, type ConnectorInfo, type KitState, type PluginContext } from '@latchkey/kernel';
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';
import type { StandardConnectFeature, StandardConnectInput, StandardConnectOutput, StandardDisconnectFeature, StandardEventsChangeProperties, StandardEventsFeature, StandardEventsListeners } from '@wallet-standard/features';
import { SILENT_TIMEOUT_MS } from '../wallet/adapter';
import { PROMPT_TIMEOUT_MS } from '../wallet/requests';
import { fromBase58 } from '../wire/encoding';
import { walletChainsOf } from './chains';
import { BRIDGED_WALLET } from './discovered';
import { WalletStandardError, WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED } from './errors';
import { signingFeatures, type SolanaSigningFeatures } from './features';
import { walletIconOf } from './icon';
import { latchkeyWalletName } from './name';

/** The features of a bridged wallet (the Solana ones and the standard's connect, disconnect, events). */
export type BridgedWalletFeatures = StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature & SolanaSigningFeatures;

/** A Wallet Standard wallet over one of the kit's connectors, and what the bridge does with it. */
export interface BridgedWallet {
  readonly wallet: Wallet & { readonly features: BridgedWalletFeatures };
  /** Tells the wallet's listeners what changed since they last heard: its account, its chains. */
  refresh(): void;
  /** The kit is gone: the wallet has no account from now on (its listeners are told). */
  close(): void;
}

const ACCOUNT_FEATURES: readonly IdentifierString[] = Object.freeze(['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction']);

/** A frozen account whose public key is copied on each read (a typed array cannot be frozen). */
function accountOf(address: string, publicKey: Uint8Array, chains: readonly IdentifierString[]): WalletAccount {
  return Object.freeze({
    address,
    get publicKey() {
      return publicKey.slice();
    },
    chains,
    features: ACCOUNT_FEATURES,
  });
}

/**
 * The Wallet Standard wallet that stands for the kit's Solana connection through `info` (a
 * WalletConnect session, the embedded wallet…), named "<connector> via Latchkey". It reads the kit
 * live: its account is the kit's Solana account while the connection goes through that connector
 * (none otherwise), its chains the kit's Solana networks. `standard:connect` answers with that
 * account, or opens the kit's modal on Solana and waits for the visitor (at most 120 s);
 * `standard:disconnect` disconnects the kit's Solana namespace; the signing features go through
 * `kit.request` (see `signingFeatures`).
 *
 * @example
 * const { wallet, refresh } = createBridgedWallet(ctx, walletConnectInfo)
 */
export function createBridgedWallet(ctx: Pick<PluginContext, 'kit' | 'logger' | 'signal'>, info: ConnectorInfo): BridgedWallet {
  const { kit } = ctx;
  const name = latchkeyWalletName(info.name);
  let closed = false;
  const solanaState = () => kit.getState().chains.solana;
  const networks = () => solanaState()?.network.requestedCaipNetworks ?? [];
  const addressIn = (state: KitState) => {
    const c = state.chains.solana;
    return !closed && c?.account.status === 'connected' && c.connectorId === info.id ? c.account.address : undefined;
  };
  const address = () => addressIn(kit.getState());

  // Stable objects while nothing changes: apps compare accounts (and lists) by identity.
  let chainCache: { key: string; chains: readonly IdentifierString[] } | undefined;
  const chains = () => {
    const list = walletChainsOf(networks());
    const key = list.join(',');
    if (chainCache?.key !== key) chainCache = { key, chains: Object.freeze(list) };
    return chainCache.chains;
  };
  let accountCache: { key: string; accounts: readonly WalletAccount[] } | undefined;
  const accounts = (): readonly WalletAccount[] => {
    const a = address();
    const publicKey = a ? fromBase58(a) : undefined;
    if (!a || publicKey?.length !== 32) return [];
    const list = chains();
    const key = `${a}|${chainCache!.key}`;
    if (accountCache?.key !== key) accountCache = { key, accounts: Object.freeze([accountOf(a, publicKey, list)]) };
    return accountCache.accounts;
  };
  const account = () => accounts()[0];

  const listeners = new Set<StandardEventsListeners['change']>();
  let reported = { accounts: '', chains: '' };
  const refresh = () => {
    const nextAccounts = accounts();
    const nextChains = chains();
    const now = { accounts: nextAccounts.length ? accountCache!.key : '', chains: chainCache!.key };
    const props: { -readonly [K in keyof StandardEventsChangeProperties]: StandardEventsChangeProperties[K] } = {};
    if (now.accounts !== reported.accounts) props.accounts = nextAccounts;
    if (now.chains !== reported.chains) props.chains = nextChains;
    reported = now;
    if (!props.accounts && !props.chains) return;
    for (const listener of [...listeners]) {
      try {
        listener(props);
      } catch (error) {
        ctx.logger.warn(`[latchkey] solana: a listener of '${name}' threw`, error);
      }
    }
  };

  // Not connected through this connector: the kit's modal, on Solana, until the visitor connects or closes it.
  const connectInModal = () => {
    let finish: (() => void) | undefined;
    const waiting = new Promise<StandardConnectOutput>((resolve, reject) => {
      let done = false;
      const offState = kit.subscribe(addressIn, (a) => a && settle(() => resolve({ accounts: accounts() })));
      const offClosed = kit.on('modalClosed', () =>
        settle(() => (address() ? resolve({ accounts: accounts() }) : reject(new WalletStandardError(WALLET_STANDARD_ERROR__USER__REQUEST_REJECTED)))),
      );
      function settle(action: () => void) {
        if (done) return;
        done = true;
        offState();
        offClosed();
        action();
      }
      finish = () => settle(() => undefined);
      try {
        kit.open({ namespace: 'solana' });
      } catch (error) {
        settle(() => reject(error));
      }
    });
    return withTimeout(waiting, PROMPT_TIMEOUT_MS, { signal: ctx.signal }).finally(() => finish?.());
  };

  const connect = async (input?: StandardConnectInput): Promise<StandardConnectOutput> => {
    if (address()) return { accounts: accounts() };
    if (input?.silent || closed) return { accounts: [] };
    const s = solanaState();
    if (s?.account.status === 'connected') throw new ConnectorError('Another Solana wallet is connected', { details: `the kit's Solana connection goes through '${s.connectorId}', not '${info.id}'` });
    return connectInModal();
  };

  const disconnect = async (): Promise<void> => {
    if (!address()) return;
    try {
      await withTimeout(kit.disconnect({ namespace: 'solana' }), SILENT_TIMEOUT_MS, { signal: ctx.signal });
    } catch (error) {
      // The kit forgets a connection even when its wallet failed to hear of it: only a live one is an error.
      if (address()) throw error;
    }
  };

  const on: StandardEventsFeature['standard:events']['on'] = (event, listener) => {
    if (event !== 'change' || typeof listener !== 'function') return () => {};
    // Each call its own registration: the same function added twice is two listeners, removed one by one.
    const entry: StandardEventsListeners['change'] = (props) => listener(props);
    listeners.add(entry);
    return () => void listeners.delete(entry);
  };

  const features: BridgedWalletFeatures = Object.freeze({
    'standard:connect': Object.freeze({ version: '1.0.0' as const, connect }),
    'standard:disconnect': Object.freeze({ version: '1.0.0' as const, disconnect }),
    'standard:events': Object.freeze({ version: '1.0.0' as const, on }),
    ...signingFeatures({ kit, walletName: name, account, network: () => solanaState()?.network.caipNetwork, networks }),
  });
  const wallet = {
    version: '1.0.0' as const,
    name,
    icon: walletIconOf(info.imageUrl),
    get chains() {
      return chains();
    },
    get accounts() {
      return accounts();
    },
    features,
  };
  Object.defineProperty(wallet, BRIDGED_WALLET, { value: true });
  Object.freeze(wallet);
  return {
    wallet,
    refresh,
    close() {
      closed = true;
      refresh();
    },
  };
}

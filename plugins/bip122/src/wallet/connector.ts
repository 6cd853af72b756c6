// The connector of one WBIP004 wallet, in the lazy chunk that brings sats-connect: it loads when
// the visitor picks the wallet or the kit restores it, never with the page.
import { addListener as satsAddListener, request as satsRequest } from '@sats-connect/core';
import { ConnectorError, KitError, RequestNotAllowedError, ValidationError, withTimeout, type CaipNetworkId, type ConnectResult, type ConnectorEvents } from '@latchkey/kernel';
import { BITCOIN_CAIP_ID, BITCOIN_TESTNET_CAIP_ID, networkKindOf } from '../networks';
import { checkSignMessage, checkSignPsbt, checkTransfer } from '../params';
import type { BitcoinAccount, BitcoinAccountType } from '../types';
import { kindOfAddress, orderAccounts, parseWalletAddresses, toAccountInfo } from './accounts';
import { isUnsupported, toWalletError } from './errors';
import type { BitcoinConnector, ConnectorDeps } from './types';

/** A prompt (connect, sign, send, switch) waits for the visitor in the wallet (the kernel waits as long). */
export const PROMPT_TIMEOUT_MS = 120_000;
/** A silent call (the account, the network, disconnect) should answer at once. */
export const SILENT_TIMEOUT_MS = 10_000;

/** sats-connect's network names → CAIP-2 ids (genesis-hash references). */
const WALLET_NETWORKS: Readonly<Record<string, CaipNetworkId>> = Object.freeze({
  Mainnet: BITCOIN_CAIP_ID,
  Testnet: BITCOIN_TESTNET_CAIP_ID,
  Testnet4: 'bip122:00000000da84f2bafbbc53dee25a72ae',
  Signet: 'bip122:00000008819873e925422c1ff0f99f7c',
  Regtest: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
});
const NS = 'bip122' as const;

type Answer = { status: 'success'; result: unknown } | { status: 'error'; error: unknown };
/** sats-connect's `request`, without its per-method typing (every answer is checked here instead). */
const request = satsRequest as unknown as (method: string, params: unknown, providerId: string) => Promise<Answer>;
const addListener = satsAddListener as unknown as (eventName: string, cb: (event: unknown) => void, providerId: string) => unknown;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const HEX64 = /^[0-9a-fA-F]{64}$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The kernel's ConnectorAdapter over a WBIP004 wallet through sats-connect's `request(method,
 * params, providerId)`: `getAccounts` (payment and ordinals) to connect, `wallet_getAccount` to
 * restore silently, `wallet_changeNetwork` to switch, the wallet's `accountChange`,
 * `networkChange` and `disconnect` events, and `signMessage`, `sendTransfer`, `signPsbt`. Every
 * call has a timeout, every answer is checked, every failure is a typed KitError.
 *
 * @example
 * const connector = createBitcoinConnector({ info, providerId: 'XverseProviders.BitcoinProvider', networks, accountType, forgetBalance });
 */
export function createBitcoinConnector(deps: ConnectorDeps): BitcoinConnector {
  const { info, providerId } = deps;
  const subscribers = new Map<() => void, ConnectorEvents>();
  let accounts: BitcoinAccount[] = [];
  let chain: CaipNetworkId | undefined;
  let offWallet: Array<() => void> = [];

  const call = async (method: string, params: unknown, timeoutMs: number, signal?: AbortSignal): Promise<unknown> => {
    let answer: Answer;
    try {
      answer = await withTimeout(Promise.resolve().then(() => request(method, params, providerId)), timeoutMs, { signal });
    } catch (error) {
      throw toWalletError(error, `${method} failed`);
    }
    if (isRecord(answer) && answer.status === 'success') return answer.result;
    throw toWalletError(isRecord(answer) ? answer.error : undefined, `${method} failed`);
  };

  const ordered = () => orderAccounts(accounts, deps.accountType());
  const configured = (id: CaipNetworkId | undefined) => Boolean(id && deps.networks().some((n) => n.caipNetworkId === id));
  const session = (): ConnectResult => ({ sessions: [{ namespace: NS, accounts: ordered().map(toAccountInfo), chainId: chain! }] });
  const emit = (fn: (events: ConnectorEvents) => void) => {
    for (const events of [...subscribers.values()]) fn(events);
  };
  const key = (list: readonly BitcoinAccount[]) => list.map((a) => `${a.type}:${a.address}`).join(',');

  /** The chain of a set of addresses: the wallet's network name when it gives one, else the addresses' prefix. */
  const chainOf = (list: readonly BitcoinAccount[], walletNetwork?: unknown): CaipNetworkId | undefined => {
    const named = typeof walletNetwork === 'string' && Object.hasOwn(WALLET_NETWORKS, walletNetwork) ? WALLET_NETWORKS[walletNetwork] : undefined;
    const kind = list[0] ? kindOfAddress(list[0].address) : undefined;
    if (named && kind && (kind === 'mainnet') === (named === BITCOIN_CAIP_ID)) return named;
    return kind === 'mainnet' ? BITCOIN_CAIP_ID : kind === 'testnet' ? BITCOIN_TESTNET_CAIP_ID : undefined;
  };
  const networkName = (result: unknown) => (isRecord(result) && isRecord(result.network) && isRecord(result.network.bitcoin) ? result.network.bitcoin.name : undefined);

  /** The account as the wallet has it now, without a prompt; undefined when it will not say. */
  const silentAccount = async (signal?: AbortSignal) => {
    try {
      const result = await call('wallet_getAccount', null, SILENT_TIMEOUT_MS, signal);
      const list = parseWalletAddresses(isRecord(result) ? result.addresses : undefined);
      return { accounts: list, chain: chainOf(list, networkName(result)) };
    } catch (error) {
      if (error instanceof KitError && (error.code === 'ABORTED' || error.code === 'TIMEOUT')) throw error;
      return undefined;
    }
  };

  /** Applies what the wallet says now and tells the kit what changed. */
  const update = (list: BitcoinAccount[], next: CaipNetworkId | undefined) => {
    if (!chain) return;
    const accountsChanged = key(list) !== key(accounts);
    const chainChanged = Boolean(next && next !== chain && list.length);
    accounts = list;
    if (chainChanged) chain = next;
    if (accountsChanged) emit((e) => e.accountsChanged({ namespace: NS, accounts: ordered().map(toAccountInfo) }));
    if (chainChanged) emit((e) => e.chainChanged({ namespace: NS, chainId: chain! }));
  };

  const onWalletEvent = (event: unknown) => {
    if (!isRecord(event) || !chain) return;
    if (event.type === 'disconnect') {
      emit((e) => e.disconnect({ namespace: NS }));
      return;
    }
    if (event.type !== 'accountChange' && event.type !== 'networkChange') return;
    const given = event.addresses === undefined ? undefined : parseWalletAddresses(event.addresses);
    const named = event.type === 'networkChange' && isRecord(event.bitcoin) ? event.bitcoin.name : undefined;
    void (async () => {
      const now = given ? { accounts: given, chain: chainOf(given, named) } : await silentAccount();
      update(now?.accounts ?? [], now?.chain);
    })().catch(() => undefined);
  };

  const listen = () => {
    if (offWallet.length) return;
    for (const name of ['accountChange', 'networkChange', 'disconnect']) {
      try {
        const off = addListener(name, onWalletEvent, providerId);
        if (typeof off === 'function') offWallet.push(off as () => void);
      } catch {
        // A wallet without events: the kit still works, it just hears of changes later.
      }
    }
  };
  const unlisten = () => {
    for (const off of offWallet) {
      try {
        off();
      } catch {
        // The wallet failed to remove its listener; nothing of ours listens any more.
      }
    }
    offWallet = [];
  };

  const accountFor = (address: string | undefined, fallback: string | undefined): BitcoinAccount => {
    const wanted = address ?? fallback;
    const account = accounts.find((a) => a.address === wanted) ?? (wanted === undefined ? ordered()[0] : undefined);
    if (!account) throw new KitError('Address or auth connector not found', { details: wanted ? `${wanted} is not an account the wallet connected` : 'no Bitcoin account is connected' });
    return account;
  };

  const signMessage = async (params: { message: string; protocol?: string; address: string }, signal: AbortSignal) => {
    const result = await call('signMessage', { address: params.address, message: params.message, ...(params.protocol ? { protocol: params.protocol } : {}) }, PROMPT_TIMEOUT_MS, signal);
    const r = isRecord(result) ? result : {};
    if (typeof r.signature !== 'string' || !BASE64.test(r.signature) || r.signature.length > 20_000) throw new ConnectorError('The wallet returned an invalid signature');
    const protocol = r.protocol === 'ECDSA' || r.protocol === 'BIP322' ? r.protocol : (params.protocol ?? (r.signature.length === 88 ? 'ECDSA' : 'BIP322'));
    return { signature: r.signature, address: params.address, protocol, ...(typeof r.messageHash === 'string' && /^[0-9a-fA-F]{1,128}$/.test(r.messageHash) ? { messageHash: r.messageHash } : {}) };
  };

  const connector: BitcoinConnector = {
    info,

    async connect({ signal }) {
      const purposes = ['payment', 'ordinals'];
      let result: unknown;
      try {
        result = await call('getAccounts', { purposes, ...(deps.connectMessage ? { message: deps.connectMessage } : {}) }, PROMPT_TIMEOUT_MS, signal);
      } catch (error) {
        // Wallets that predate getAccounts speak wallet_connect.
        if (!isUnsupported(error)) throw error;
        result = await call('wallet_connect', { addresses: purposes, ...(deps.connectMessage ? { message: deps.connectMessage } : {}) }, PROMPT_TIMEOUT_MS, signal);
      }
      const list = parseWalletAddresses(Array.isArray(result) ? result : isRecord(result) ? result.addresses : undefined);
      if (!list.length) throw new ConnectorError('The wallet returned no account');
      let next = chainOf(list, networkName(result));
      // A testnet address says little (testnet3, testnet4, signet): ask the network when the wallet tells it.
      if (next === BITCOIN_TESTNET_CAIP_ID && networkName(result) === undefined) {
        const network = await call('wallet_getNetwork', null, SILENT_TIMEOUT_MS, signal).catch(() => undefined);
        next = chainOf(list, isRecord(network) && isRecord(network.bitcoin) ? network.bitcoin.name : undefined);
      }
      if (!configured(next)) {
        throw new ConnectorError('The connector does not support any of the requested chains', { details: `${info.name} is on ${next ?? 'an unknown network'}; the dapp asked for ${deps.networks().map((n) => n.caipNetworkId).join(', ') || 'no Bitcoin network'}` });
      }
      accounts = list;
      chain = next;
      return session();
    },

    async reconnect({ signal }) {
      const now = await silentAccount(signal);
      if (!now?.accounts.length || !configured(now.chain)) return null;
      accounts = now.accounts;
      chain = now.chain;
      return session();
    },

    async disconnect() {
      // Stop listening first: the wallet's own disconnect event would start a second one.
      for (const off of [...subscribers.keys()]) off();
      unlisten();
      accounts = [];
      chain = undefined;
      await call('wallet_disconnect', null, SILENT_TIMEOUT_MS).catch(() => undefined);
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

    async switchNetwork({ network, signal }) {
      const kind = networkKindOf(network.caipNetworkId);
      if (!kind) throw new ConnectorError('Chain is not supported', { details: `${network.caipNetworkId} is not a Bitcoin network the wallet can switch to` });
      if (network.caipNetworkId === chain) return;
      try {
        await call('wallet_changeNetwork', { name: kind === 'mainnet' ? 'Mainnet' : 'Testnet' }, PROMPT_TIMEOUT_MS, signal);
      } catch (error) {
        if (isUnsupported(error)) throw new ConnectorError('Chain is not supported', { cause: error, details: `${info.name} cannot switch networks from the page` });
        throw error;
      }
      const now = await silentAccount(signal);
      if (!now?.accounts.length || now.chain !== network.caipNetworkId) throw new ConnectorError('Chain is not supported', { details: `${info.name} did not move to ${network.caipNetworkId}` });
      // The new addresses first (the kit then shows the target network once this resolves).
      if (key(now.accounts) !== key(accounts)) {
        accounts = now.accounts;
        emit((e) => e.accountsChanged({ namespace: NS, accounts: ordered().map(toAccountInfo) }));
      }
      chain = now.chain;
    },

    async request({ method, params, network, address }, signal) {
      switch (method) {
        // The wallet's list in SPEC order (payment index 0, ordinal index 1), whichever is in use.
        case 'getAccounts':
          return accounts.map((a) => ({ ...a }));
        case 'getAddresses':
          return accounts.map((a) => a.address);
        case 'signMessage': {
          const p = checkSignMessage(params);
          const account = accountFor(p.address, address);
          return signMessage({ message: p.message, address: account.address, ...(p.protocol ? { protocol: p.protocol } : {}) }, signal);
        }
        case 'sendTransfer': {
          if (!network || network.caipNetworkId !== chain) throw new KitError('No ActiveCaipNetwork or client found', { details: 'the wallet is not on the network the kit shows' });
          const p = checkTransfer(params, network.caipNetworkId);
          const result = await call('sendTransfer', p, PROMPT_TIMEOUT_MS, signal);
          const txid = isRecord(result) ? result.txid : undefined;
          if (typeof txid !== 'string' || !HEX64.test(txid)) throw new ConnectorError('The wallet returned an invalid transaction id');
          for (const a of accounts) deps.forgetBalance(a.address);
          return { txid: txid.toLowerCase() };
        }
        case 'signPsbt': {
          const p = checkSignPsbt(params);
          for (const a of Object.keys(p.signInputs ?? {})) accountFor(a, undefined);
          const result = await call('signPsbt', { psbt: p.psbt, ...(p.signInputs ? { signInputs: p.signInputs } : {}), broadcast: false }, PROMPT_TIMEOUT_MS, signal);
          const psbt = isRecord(result) ? result.psbt : undefined;
          if (typeof psbt !== 'string' || !psbt.startsWith('cHNidP8') || !BASE64.test(psbt)) throw new ConnectorError('The wallet returned an invalid PSBT');
          return { psbt };
        }
        default:
          throw new RequestNotAllowedError('Action not allowed', { details: `A Bitcoin wallet does not answer ${method}` });
      }
    },

    async signMessage({ message, address }, signal) {
      const account = accountFor(address, undefined);
      return (await signMessage({ message, address: account.address }, signal)).signature;
    },

    accounts: () => ordered().map((a) => ({ ...a })),

    setAccountType(type: BitcoinAccountType) {
      if (!chain) return;
      if (!accounts.some((a) => a.type === type)) throw new ValidationError('Invalid input', { details: `${info.name} connected no ${type} account` });
      emit((e) => e.accountsChanged({ namespace: NS, accounts: ordered().map(toAccountInfo) }));
    },
  };
  return connector;
}


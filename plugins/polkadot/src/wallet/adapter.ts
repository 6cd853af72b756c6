// The connector's code, loaded (with @polkadot/extension-dapp and @polkadot/util-crypto) when the
// visitor picks a Polkadot wallet or the kit restores one, never with the page.
import {
  ConnectorError,
  KitError,
  RequestNotAllowedError,
  UserRejectedError,
  ValidationError,
  withTimeout,
  type CaipNetwork,
  type ChainNamespace,
  type ConnectorAdapter,
  type ConnectorEvents,
  type ConnectorInfo,
  type ConnectResult,
} from '@latchkey/kernel';
import { web3Enable } from '@polkadot/extension-dapp';
import type { InjectedExtension } from '@polkadot/extension-inject/types';
import { isHexBytes, toHex, type Hex } from '../encoding';
import { POLKADOT_REFERENCES, polkadotChainReference, ss58PrefixOf } from '../networks';
import { accountIdOf, accountsFor, withFirst, type NetworkAccount } from './accounts';
import { toWalletError } from './errors';
import type { PolkadotSession } from './live';
import { checkedPayload, MAX_MESSAGE_BYTES } from './payload';

/** A prompt (authorising the site, a signature) waits for the visitor in the extension; the kernel waits as long. */
export const PROMPT_TIMEOUT_MS = 120_000;
/** A call that prompts nobody (the account list, a silent reconnect) should answer at once. */
export const SILENT_TIMEOUT_MS = 10_000;
const NS: ChainNamespace = 'polkadot';

/** What a Polkadot wallet's connector needs from its plugin. */
export interface PolkadotWalletParameters {
  /** The extension's key under `window.injectedWeb3` (the name @polkadot/extension-dapp reports). */
  key: string;
  info: ConnectorInfo;
  /** The name the extension shows when it asks the visitor to authorise the site. */
  appName(): string;
  networks(): readonly CaipNetwork[];
  currentNetwork(): CaipNetwork | undefined;
  ss58Prefixes: Readonly<Record<string, number>>;
  /** What the plugin's connectors share within one kit. */
  session: PolkadotSession;
}

type Accounts = NetworkAccount[];
const addressesOf = (accounts: Accounts) => accounts.map((a) => a.address).join(',');
const toAccountInfo = (a: NetworkAccount) => ({ address: a.address, type: 'eoa' as const, publicKey: a.publicKey });

const isSignature = (value: unknown): value is Hex => isHexBytes(value) && value.length >= 2 + 64 * 2 && value.length <= 2 + 66 * 2;

/**
 * The kernel's ConnectorAdapter over one injected Polkadot extension: `web3Enable` to authorise
 * the site (silently, when it already is), its accounts on the kit's network (SS58 with that
 * network's prefix) and their changes, network switching (the same keys re-encoded), and
 * `signRaw` / `signPayload` for the two signing methods. Every extension answer is validated;
 * every extension error leaves as a typed KitError.
 *
 * @example
 * ctx.connectors.add(lazyConnector({ info, has, load: () => import('./adapter').then((m) => m.createPolkadotWalletAdapter(params)) }))
 */
export function createPolkadotWalletAdapter(params: PolkadotWalletParameters): ConnectorAdapter {
  const { key, info, session } = params;
  const subscribers = new Map<() => void, ConnectorEvents>();
  let extension: InjectedExtension | undefined;
  /** The extension's last account list, as it gave it. */
  let raw: unknown[] = [];
  let network: CaipNetwork | undefined;
  /** The account id the kit shows (the visitor may pick another with `selectAccount`). */
  let selected: Hex | undefined;
  /** The addresses last reported, so repeated lists do not repeat themselves. */
  let reported: string | undefined;
  let offExtension: (() => void) | undefined;

  const prefixOf = (n: CaipNetwork | undefined) => ss58PrefixOf(n, params.ss58Prefixes);
  const current = (): Accounts => withFirst(accountsFor(raw, network, prefixOf(network)), selected);
  const networkFor = (asked: CaipNetwork | undefined) => asked ?? params.currentNetwork() ?? params.networks()[0];

  const guarded = async <T>(fallback: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toWalletError(error, fallback);
    }
  };

  /** `web3Enable` (one at a time per kit: it asks every extension), then this extension's part of it. */
  const enable = async (ms: number, signal: AbortSignal): Promise<InjectedExtension | undefined> => {
    session.enabling ??= web3Enable(params.appName()).finally(() => {
      session.enabling = undefined;
    });
    const enabled = (await withTimeout(session.enabling, ms, { signal })) as InjectedExtension[];
    const found = enabled.find((e) => e?.name === key);
    return found && typeof found.accounts?.get === 'function' && found.signer ? found : undefined;
  };

  const emit = (fn: (events: ConnectorEvents) => void) => {
    for (const events of [...subscribers.values()]) {
      try {
        fn(events);
      } catch {
        // A listener's failure is the kernel's to report; the next one still hears.
      }
    }
  };

  const report = () => {
    const accounts = current();
    const now = addressesOf(accounts);
    if (now === reported) return;
    reported = now;
    emit((e) => e.accountsChanged({ namespace: NS, accounts: accounts.map(toAccountInfo) }));
  };

  const onAccounts = (list: unknown) => {
    if (!extension) return;
    raw = Array.isArray(list) ? list : [];
    report();
  };

  const listen = () => {
    if (offExtension || !extension) return;
    try {
      const off = extension.accounts.subscribe((list) => onAccounts(list));
      offExtension = typeof off === 'function' ? off : undefined;
    } catch {
      offExtension = undefined;
    }
  };
  const unlisten = () => {
    try {
      offExtension?.();
    } catch {
      // The extension failed to drop its listener; nothing is subscribed on our side any more.
    }
    offExtension = undefined;
  };

  /** Reads the accounts after enabling, and makes this the live wallet of the kit's API. */
  const start = async (found: InjectedExtension, on: CaipNetwork | undefined, signal: AbortSignal): Promise<Accounts> => {
    const list = await withTimeout(found.accounts.get(), SILENT_TIMEOUT_MS, { signal });
    extension = found;
    raw = Array.isArray(list) ? list : [];
    network = on;
    if (selected && !accountsFor(raw, network, prefixOf(network)).some((a) => a.publicKey === selected)) selected = undefined;
    const accounts = current();
    reported = addressesOf(accounts);
    if (accounts.length) {
      session.live.set(info.id, {
        accounts: () => (extension ? current().map(({ source: _source, ...a }) => a) : []),
        select(address) {
          const id = accountIdOf(address);
          if (!extension || !id || !current().some((a) => a.publicKey === id)) return false;
          selected = id;
          report();
          return true;
        },
      });
    }
    return accounts;
  };

  const sessionOf = (accounts: Accounts): ConnectResult => ({
    sessions: [{ namespace: NS, accounts: accounts.map(toAccountInfo), chainId: network?.caipNetworkId ?? `polkadot:${POLKADOT_REFERENCES.polkadot}` }],
  });

  /** The connected account an address names (any prefix), or the SPEC §8 error. */
  const accountFor = (address: unknown): NetworkAccount => {
    if (!extension) throw new KitError('No ActiveCaipAddress found', { details: `${info.name} is not connected` });
    const id = accountIdOf(address);
    const account = id ? current().find((a) => a.publicKey === id) : current()[0];
    if (!account) throw new KitError('Address or auth connector not found', { details: `${String(address)} is not an account ${info.name} connected on this network` });
    return account;
  };

  const signRaw = async (address: unknown, message: unknown, signal: AbortSignal): Promise<{ signature: Hex }> => {
    const account = accountFor(address);
    if (!isHexBytes(message) || message.length < 4 || (message.length - 2) / 2 > MAX_MESSAGE_BYTES) {
      throw new ValidationError('Invalid input', { details: `message must be 0x hex of 1 to ${MAX_MESSAGE_BYTES} bytes` });
    }
    const signer = extension!.signer;
    if (typeof signer.signRaw !== 'function') throw new ConnectorError('The wallet cannot sign messages', { details: `${info.name} has no signer.signRaw` });
    // The extension wraps the data in <Bytes>…</Bytes> before signing; it gets the address it gave.
    const result = await withTimeout(signer.signRaw({ address: account.source, data: message, type: 'bytes' }), PROMPT_TIMEOUT_MS, { signal });
    if (!isSignature(result?.signature)) throw new ConnectorError('The wallet returned an invalid signature');
    return { signature: result.signature };
  };

  const signPayload = async (address: unknown, input: unknown, signal: AbortSignal, on: CaipNetwork | undefined): Promise<{ signature: Hex; signedTransaction?: Hex }> => {
    const payload = checkedPayload(input);
    const account = accountFor(address ?? payload.address);
    if (accountIdOf(payload.address) !== account.publicKey) throw new ValidationError('Invalid address', { details: 'the payload is for another account than the one asked to sign' });
    const target = on ?? network;
    if (target && polkadotChainReference(payload.genesisHash) !== target.caipNetworkId.split(':')[1]) {
      throw new ValidationError('Invalid input', { details: `the payload is for chain ${payload.genesisHash.slice(0, 34)}…, not ${target.name}` });
    }
    const signer = extension!.signer;
    if (typeof signer.signPayload !== 'function') throw new ConnectorError('The wallet cannot sign transactions', { details: `${info.name} has no signer.signPayload` });
    const result = await withTimeout(signer.signPayload({ ...payload, address: account.source } as never), PROMPT_TIMEOUT_MS, { signal });
    if (!isSignature(result?.signature)) throw new ConnectorError('The wallet returned an invalid signature');
    const signed = (result as { signedTransaction?: unknown }).signedTransaction;
    if (signed !== undefined && !isHexBytes(signed)) throw new ConnectorError('The wallet returned an invalid transaction');
    return { signature: result.signature, ...(signed !== undefined ? { signedTransaction: signed } : {}) };
  };

  const forget = () => {
    for (const off of [...subscribers.keys()]) off();
    unlisten();
    extension = undefined;
    raw = [];
    reported = undefined;
    session.live.delete(info.id);
  };

  return {
    info,

    connect: ({ networks, signal }) =>
      guarded('Connection failed', async () => {
        const found = await enable(PROMPT_TIMEOUT_MS, signal);
        // The extension was listed, so its absence from what web3Enable enabled is its refusal.
        if (!found) throw new UserRejectedError(undefined, { details: `${info.name} did not authorise this site` });
        const accounts = await start(found, networkFor(networks.polkadot), signal);
        if (!accounts.length) throw new ConnectorError('The wallet returned no account', { details: `${info.name} has no Polkadot account for this network` });
        return sessionOf(accounts);
      }),

    reconnect: ({ networks, signal }) =>
      guarded('Reconnection failed', async () => {
        const found = await enable(SILENT_TIMEOUT_MS, signal);
        if (!found) return null;
        const accounts = await start(found, networkFor(networks.polkadot), signal);
        return accounts.length ? sessionOf(accounts) : null;
      }),

    async disconnect() {
      // Extensions have no "disconnect": the kit stops listening and forgets the accounts.
      forget();
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

    switchNetwork: ({ network: target }) =>
      guarded('Chain is not supported', async () => {
        if (!extension) {
          network = target;
          return;
        }
        const accounts = withFirst(accountsFor(raw, target, prefixOf(target)), selected);
        if (!accounts.length) throw new ConnectorError('Chain is not supported', { details: `${info.name} has no account for ${target.name}` });
        network = target;
        if (addressesOf(accounts) === reported) return;
        // The same keys, written with the new network's prefix: the chain first, so the account
        // change is seen on the network it belongs to.
        emit((e) => e.chainChanged({ namespace: NS, chainId: target.caipNetworkId }));
        report();
      }),

    request: ({ method, params: requestParams, address, network: on }, signal) =>
      guarded(`${method} failed`, async () => {
        const p = (requestParams && typeof requestParams === 'object' && !Array.isArray(requestParams) ? requestParams : {}) as Record<string, unknown>;
        switch (method) {
          case 'polkadot_signMessage':
            return signRaw(p.address ?? address, p.message, signal);
          case 'polkadot_signTransaction':
            return signPayload(p.address ?? address, p.transactionPayload, signal, on);
          default:
            throw new RequestNotAllowedError('Action not allowed', { details: `A Polkadot extension does not answer ${method}` });
        }
      }),

    signMessage: ({ message, address }, signal) =>
      guarded('Error signing message', async () => (await signRaw(address, toHex(new TextEncoder().encode(message)), signal)).signature),
  };
}

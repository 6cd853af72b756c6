// The wallet code: loaded with import() when the visitor picks a Cosmos wallet or the kit restores one.
import { ConnectorError, KitError, UserRejectedError, withTimeout, type CaipNetwork, type ChainNamespace, type ConnectorAdapter, type ConnectorEvents, type ConnectorInfo } from '@latchkey/kernel';
import type { PrefixMap } from '../address';
import { walletChainIdOf } from '../networks';
import type { CosmosWindow, KeplrLike } from '../types';
import { isUnknownChain, toWalletError } from './errors';
import { accountOf, checkKey, type CheckedKey } from './key';
import { PROMPT_TIMEOUT_MS, SILENT_TIMEOUT_MS } from './limits';
import { runCosmosRequest } from './requests';
import { providerOf, type CheckedWallet } from './wallets';

const NS: ChainNamespace = 'cosmos';

export interface KeplrAdapterParameters {
  info: ConnectorInfo;
  wallet: Pick<CheckedWallet, 'provider' | 'keystoreEvent'>;
  win: CosmosWindow;
  prefixes: PrefixMap;
  /** The cosmos networks the dapp configured, and the one the kit is on. */
  networks(): readonly CaipNetwork[];
  currentNetwork(): CaipNetwork | undefined;
  logger: Pick<Console, 'debug'>;
}

interface Session {
  network: CaipNetwork;
  chainId: string;
  key: CheckedKey;
  /** Chain ids enabled through this connection (given back on disconnect). */
  enabled: Set<string>;
}

/**
 * The kernel's ConnectorAdapter over a Keplr-compatible wallet (`window.keplr`, `window.leap`):
 * `enable` + `getKey` to connect (silently again to reconnect), `enable` of the new chain to
 * switch (the address follows the chain's bech32 prefix), the wallet's keystore-change event as
 * accountsChanged, `disable` on disconnect, and the cosmos signing methods. Every wallet answer is
 * checked; every wallet error leaves as a typed KitError.
 *
 * @example
 * ctx.connectors.add(createKeplrAdapter({ info, wallet, win: window, prefixes, networks, currentNetwork, logger: ctx.logger }))
 */
export function createKeplrAdapter(params: KeplrAdapterParameters): ConnectorAdapter {
  const { info } = params;
  const subscribers = new Map<() => void, ConnectorEvents>();
  let session: Session | undefined;
  /** Bumped by every key read that may report: only the latest one's answer is applied. */
  let keyReads = 0;

  const provider = (): KeplrLike => {
    const p = providerOf(params.wallet, params.win);
    if (!p) throw new ConnectorError(`${info.name} is not available`, { details: 'the wallet is no longer on the page' });
    return p;
  };

  const guarded = async <T>(fallback: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toWalletError(error, fallback);
    }
  };

  const targetOf = (networks: Partial<Record<ChainNamespace, CaipNetwork>>): CaipNetwork => {
    const network = networks.cosmos ?? params.currentNetwork() ?? params.networks()[0];
    if (!network) throw new KitError('No ActiveCaipNetwork or client found');
    return network;
  };

  /** `enable` then `getKey` on a network's chain; the key checked against the network. */
  const open = async (network: CaipNetwork, signal: AbortSignal, timeoutMs: number): Promise<{ chainId: string; key: CheckedKey }> => {
    const chainId = walletChainIdOf(network);
    const p = provider();
    await withTimeout(Promise.resolve().then(() => p.enable(chainId)), timeoutMs, { signal });
    const key = checkKey(await withTimeout(Promise.resolve().then(() => p.getKey(chainId)), timeoutMs, { signal }), network, params.prefixes);
    return { chainId, key };
  };

  const begin = (network: CaipNetwork, opened: { chainId: string; key: CheckedKey }) => {
    const enabled = new Set(session?.enabled ?? []);
    enabled.add(opened.chainId);
    session = { network, chainId: opened.chainId, key: opened.key, enabled };
    return { sessions: [{ namespace: NS, accounts: [accountOf(opened.key)], chainId: network.caipNetworkId }] };
  };

  const emitAccount = (key: CheckedKey) => {
    for (const events of [...subscribers.values()]) events.accountsChanged({ namespace: NS, accounts: [accountOf(key)] });
  };

  /** The wallet's key now; a different account than the one shown is reported. */
  const currentKey = async (signal?: AbortSignal): Promise<CheckedKey> => {
    const s = session;
    if (!s) throw new KitError('No ActiveCaipAddress found');
    const read = ++keyReads;
    const key = checkKey(await withTimeout(Promise.resolve().then(() => provider().getKey(s.chainId)), SILENT_TIMEOUT_MS, signal ? { signal } : {}), s.network, params.prefixes);
    if (session === s && read === keyReads && key.bech32Address !== s.key.bech32Address) {
      s.key = key;
      emitAccount(key);
    }
    return key;
  };

  const onKeystoreChange = () => {
    if (!session) return;
    currentKey().catch((error: unknown) => params.logger.debug('[latchkey] cosmos: the new key could not be read', error));
  };

  const listening = { on: false };
  const listen = () => {
    if (listening.on) return;
    params.win.addEventListener(params.wallet.keystoreEvent, onKeystoreChange);
    listening.on = true;
  };
  const unlisten = () => {
    if (!listening.on) return;
    params.win.removeEventListener(params.wallet.keystoreEvent, onKeystoreChange);
    listening.on = false;
  };

  return {
    info,

    connect: ({ networks, signal }) =>
      guarded('Connection failed', async () => {
        const network = targetOf(networks);
        try {
          return begin(network, await open(network, signal, PROMPT_TIMEOUT_MS));
        } catch (error) {
          if (isUnknownChain(error)) throw new ConnectorError('The connector does not support any of the requested chains', { cause: error, details: `${info.name} does not know ${network.caipNetworkId}` });
          throw error;
        }
      }),

    reconnect: ({ networks, signal }) =>
      guarded('Reconnection failed', async () => {
        const network = targetOf(networks);
        try {
          // Keplr answers `enable` at once for a site it still permits; it has no silent check.
          return begin(network, await open(network, signal, SILENT_TIMEOUT_MS));
        } catch (error) {
          // A refusal (or a chain the wallet forgot) means the site is no longer connected.
          if (toWalletError(error, '') instanceof UserRejectedError || isUnknownChain(error)) return null;
          throw error;
        }
      }),

    async disconnect() {
      for (const off of [...subscribers.keys()]) off();
      const enabled = session ? [...session.enabled] : [];
      session = undefined;
      keyReads++;
      const p = providerOf(params.wallet, params.win);
      if (p && typeof p.disable === 'function' && enabled.length) {
        await withTimeout(Promise.resolve().then(() => p.disable!(enabled)), SILENT_TIMEOUT_MS).catch(() => undefined);
      }
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

    switchNetwork: ({ network, signal }) =>
      guarded('Chain is not supported', async () => {
        let opened: { chainId: string; key: CheckedKey };
        try {
          opened = await open(network, signal, PROMPT_TIMEOUT_MS);
        } catch (error) {
          if (isUnknownChain(error)) throw new ConnectorError('Chain is not supported', { cause: error, details: `${info.name} does not know ${network.caipNetworkId}` });
          throw error;
        }
        const before = session?.key.bech32Address;
        begin(network, opened);
        keyReads++;
        // Another chain is another bech32 prefix: the account is the same key under a new address.
        // The chain first, so the new address is shown on the new network (and signs in there).
        if (before !== undefined && before !== opened.key.bech32Address) {
          for (const events of [...subscribers.values()]) events.chainChanged({ namespace: NS, chainId: network.caipNetworkId });
          emitAccount(opened.key);
        }
      }),

    request: ({ method, params: requestParams, network }, signal) =>
      guarded(`${method} failed`, async () => {
        const s = session;
        if (!s) throw new KitError('No ActiveCaipAddress found', { details: `connect ${info.name} first` });
        if (network && network.caipNetworkId !== s.network.caipNetworkId) throw new KitError('Network not found', { details: `${info.name} is on ${s.network.caipNetworkId}` });
        return runCosmosRequest(method, requestParams, {
          provider: provider(),
          chainId: s.chainId,
          network: s.network,
          address: s.key.bech32Address,
          prefixes: params.prefixes,
          signal,
          currentKey: () => currentKey(signal),
        });
      }),

    signMessage: ({ message, address }, signal) =>
      guarded('Error signing message', async () => {
        const s = session;
        if (!s) throw new KitError('No ActiveCaipAddress found');
        const signature = await runCosmosRequest('cosmos_signArbitrary', { signerAddress: address, data: message }, {
          provider: provider(),
          chainId: s.chainId,
          network: s.network,
          address: s.key.bech32Address,
          prefixes: params.prefixes,
          signal,
          currentKey: () => currentKey(signal),
        });
        // The whole StdSignature: a verifier needs the public key (namespace siwx.verify reads it).
        return JSON.stringify(signature);
      }),
  };
}

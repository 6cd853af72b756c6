import { createConnector, ChainNotConfiguredError } from '@wagmi/core';
import type { Kit } from '@latchkey/kernel';
import { getAddress, type Address } from 'viem';
import { createKitProvider, ProviderRpcError, toProviderError, type KitEip1193Provider } from './provider';

export { ProviderRpcError, toProviderError, type KitEip1193Provider } from './provider';

export interface LatchkeyConnectorOptions {
  /** The kit the dapp created (`createKit`): its modal connects, its EVM connection is the provider. */
  kit: Kit;
  /** Connector id in wagmi (default 'latchkey'). */
  id?: string;
  /** Connector name in wagmi (default 'Latchkey'). */
  name?: string;
}

type Emitted = { accounts?: readonly Address[]; chainId?: number };

/**
 * The wagmi connector for a Latchkey kit, made with wagmi's public `createConnector` (wagmi 2 and 3).
 *
 * - `connect()` returns the kit's EVM account when one is connected; otherwise it opens the kit's
 *   modal and settles when the visitor connects (any wallet: announced, injected, WalletConnect,
 *   embedded) or closes the modal (a 4001 rejection).
 * - `isAuthorized()` waits for the kit's silent restore (`kit.ready`), so wagmi's `reconnect`
 *   finds a returning visitor's connection on load.
 * - `switchChain` and `disconnect` go through the kit; the kit's account, network, connect and
 *   disconnect events reach wagmi's emitter, whichever side started them. What a side did itself
 *   is never echoed back to it, so the two stores agree with no event loop between them.
 *
 * @example
 * const kit = createKit({ metadata, networks: [mainnet, base], plugins: evm() })
 * const config = createConfig({ chains: [mainnet, base], connectors: [latchkey({ kit })], transports })
 */
export function latchkey(options: LatchkeyConnectorOptions) {
  const { kit } = options;
  return createConnector<KitEip1193Provider>((config) => {
    const provider = createKitProvider(kit);
    // While wagmi itself drives the kit (connect, switch, disconnect), the kit's events are its own doing.
    let driving = 0;
    const eip155 = () => kit.getState().chains.eip155;
    const accounts = (): readonly Address[] => {
      const account = eip155()?.account;
      return account?.status === 'connected' && account.address ? [getAddress(account.address)] : [];
    };
    const chainId = (): number => {
      const id = eip155()?.network.caipNetwork?.id;
      return id === undefined ? config.chains[0].id : Number(id);
    };
    const emit = (event: 'change' | 'connect', data: Emitted) => {
      if (!driving) config.emitter.emit(event, data as never);
    };
    const drive = async <T>(work: () => Promise<T>): Promise<T> => {
      driving++;
      try {
        return await work();
      } finally {
        driving--;
      }
    };

    const switchChain = async (id: number) => {
      const chain = config.chains.find((c) => c.id === id);
      if (!chain) throw new ChainNotConfiguredError();
      await drive(async () => {
        try {
          await kit.switchNetwork(id);
        } catch (error) {
          throw toProviderError(error);
        }
      });
      config.emitter.emit('change', { chainId: id });
      return chain;
    };

    /** Waits until the visitor connects an EVM wallet through the modal, or closes it. */
    const connectThroughModal = () =>
      new Promise<void>((resolve, reject) => {
        const stop: Array<() => void> = [];
        const done = (error?: Error) => {
          stop.forEach((s) => s());
          if (error) reject(error);
          else resolve();
        };
        stop.push(kit.on('connected', (e) => e.namespace === 'eip155' && done()));
        stop.push(kit.on('modalClosed', () => done(accounts().length ? undefined : new ProviderRpcError(4001, 'The visitor closed the modal without connecting.'))));
        kit.open({ namespace: 'eip155' });
      });

    return {
      id: options.id ?? 'latchkey',
      name: options.name ?? 'Latchkey',
      type: 'latchkey',
      async setup() {
        // The kit's listeners go with the kit (`kit.destroy()`); wagmi has no connector teardown.
        kit.on('connected', (e) => {
          if (e.namespace !== 'eip155') return;
          // 'connect' reaches a disconnected wagmi; 'change' a connected one (another wallet picked).
          emit('connect', { accounts: accounts(), chainId: chainId() });
          emit('change', { accounts: accounts(), chainId: chainId() });
        });
        kit.on('accountChanged', (e) => {
          if (e.namespace === 'eip155' && accounts().length) {
            emit('change', { accounts: accounts() });
            provider.emit('accountsChanged', accounts());
          }
        });
        kit.on('networkChanged', (e) => {
          if (e.namespace !== 'eip155') return;
          emit('change', { chainId: chainId() });
          provider.emit('chainChanged', `0x${chainId().toString(16)}`);
        });
        kit.on('disconnected', (e) => {
          if (e.namespace !== 'eip155') return;
          if (!driving) config.emitter.emit('disconnect');
          provider.emit('accountsChanged', []);
        });
      },
      async connect(parameters = {}) {
        const { chainId: wanted, isReconnecting, withCapabilities } = parameters as { chainId?: number; isReconnecting?: boolean; withCapabilities?: boolean };
        return drive(async () => {
          await kit.ready;
          if (!accounts().length) {
            if (isReconnecting) throw new ProviderRpcError(4100, 'No EVM wallet is connected in the kit.');
            await connectThroughModal();
          }
          if (wanted !== undefined && wanted !== chainId()) await switchChain(wanted);
          const list = accounts();
          if (!list.length) throw new ProviderRpcError(4100, 'The kit has no EVM account connected.');
          return {
            accounts: (withCapabilities ? list.map((address) => ({ address, capabilities: {} })) : list) as never,
            chainId: chainId(),
          };
        });
      },
      async disconnect() {
        await drive(() => kit.disconnect({ namespace: 'eip155' }));
      },
      async getAccounts() {
        return accounts();
      },
      async getChainId() {
        return chainId();
      },
      async getProvider() {
        return provider;
      },
      async isAuthorized() {
        await kit.ready;
        return accounts().length > 0;
      },
      switchChain: ({ chainId: id }) => switchChain(id),
      onAccountsChanged(list) {
        if (list.length === 0) this.onDisconnect();
        else config.emitter.emit('change', { accounts: list.map((a) => getAddress(a)) });
      },
      onChainChanged(id) {
        config.emitter.emit('change', { chainId: Number(id) });
      },
      onDisconnect() {
        config.emitter.emit('disconnect');
      },
    };
  });
}

import { privateKeyToAccount } from 'viem/accounts';
import type { LocalAccount } from 'viem/accounts';
import { createWalletContext } from './context';
import type { WalletState } from './context';
import { createEmitter } from './emitter';
import { ProviderRpcError, rpcError, toProviderRpcError } from './errors';
import { walletControls } from './controls';
import { toHexChainId } from './hex';
import { INTERACTIVE_METHODS, WALLET_METHODS } from './methods/index';
import type { EIP1193Provider, Hex, MockWallet, MockWalletOptions, RequestArguments, RequestLogEntry } from './types';

/**
 * Creates a mock EIP-1193 wallet backed by real private keys: it signs for real and sends real
 * transactions to the configured chains' nodes, while tests steer the "user" through controls
 * (rejectNext, setDelay, lock, setAccounts, setChain, disconnect...). Runs in Node and in a page.
 *
 * @example
 * ```ts
 * const wallet = createMockWallet({ privateKeys: [accounts[0].privateKey], chains: [{ chainId: 31337, rpcUrl }] });
 * const [address] = (await wallet.provider.request({ method: 'eth_requestAccounts' })) as string[];
 * wallet.rejectNext();
 * await wallet.provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', address] }); // rejects 4001
 * ```
 */
export function createMockWallet(options: MockWalletOptions): MockWallet {
  if (options.chains.length === 0) throw new Error('createMockWallet: needs at least one chain');
  const signers = new Map<string, LocalAccount>();
  for (const key of options.privateKeys) {
    const account = privateKeyToAccount(key);
    signers.set(account.address.toLowerCase(), account);
  }
  const initialChainId = options.initialChainId ?? options.chains[0]!.chainId;
  const state: WalletState = {
    chains: new Map(options.chains.map((chain) => [chain.chainId, { ...chain }])),
    chainId: initialChainId,
    accounts: [...signers.values()].map((account) => account.address),
    authorized: options.authorized ?? false,
    locked: options.locked ?? false,
    connected: true,
    delayMs: 0,
    log: [],
    bundles: new Map(),
  };
  if (!state.chains.has(initialChainId)) throw new Error(`createMockWallet: initialChainId ${initialChainId} is not among the chains`);
  const events = createEmitter();
  const ctx = createWalletContext({ state, signers, events, verifyAddedChains: options.verifyAddedChains ?? true });

  const handle = async (args: RequestArguments): Promise<unknown> => {
    if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (!state.connected) throw rpcError('disconnected');
    const rejection = state.pendingRejection;
    if (rejection && (rejection.target === 'any' || INTERACTIVE_METHODS.has(args.method))) {
      state.pendingRejection = undefined;
      throw new ProviderRpcError(rejection.code, rejection.message);
    }
    const handler = WALLET_METHODS[args.method];
    if (!handler) throw rpcError('unsupportedMethod', args.method);
    const params = args.params === undefined ? [] : Array.isArray(args.params) ? args.params : [args.params];
    return handler(ctx, params);
  };

  const provider: EIP1193Provider & Record<string, unknown> = {
    ...(options.flags ?? {}),
    async request(args: RequestArguments) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string' || args.method === '') {
        throw rpcError('invalidRequest', 'request() expects { method: string, params? }');
      }
      const entry: RequestLogEntry = { method: args.method, params: args.params, at: Date.now(), outcome: 'pending' };
      state.log.push(entry);
      try {
        const result = await handle(args);
        Object.assign(entry, { outcome: 'resolved', result });
        return result;
      } catch (error) {
        const rpcErr = toProviderRpcError(error);
        Object.assign(entry, { outcome: 'rejected', error: { code: rpcErr.code, message: rpcErr.message } });
        throw rpcErr;
      }
    },
    on(event, listener) {
      events.on(event, listener);
      return provider;
    },
    removeListener(event, listener) {
      events.off(event, listener);
      return provider;
    },
  };
  // Some libraries still call the Node-style aliases.
  Object.assign(provider, { addListener: provider.on, off: provider.removeListener });

  // EIP-1193: "connect" once the provider can serve requests; deferred so listeners can attach.
  setTimeout(() => state.connected && events.emit('connect', { chainId: toHexChainId(state.chainId) }), 0);

  return {
    provider,
    signers,
    ...walletControls(state, ctx.emitAccounts),
    setAccounts(addresses: Hex[]) {
      state.accounts = [...addresses];
      ctx.emitAccounts();
    },
    setChain(chainId) {
      ctx.selectChain(chainId);
    },
    disconnect() {
      if (!state.connected) return;
      state.connected = false;
      events.emit('disconnect', rpcError('disconnected'));
    },
    reconnect() {
      if (state.connected) return;
      state.connected = true;
      events.emit('connect', { chainId: toHexChainId(state.chainId) });
    },
    revoke() {
      if (!state.authorized) return;
      state.authorized = false;
      ctx.emitAccounts();
    },
    requests: () => state.log.map((entry) => ({ ...entry })),
    clearRequests() {
      state.log.length = 0;
    },
    state: () => ({
      chainId: state.chainId,
      accounts: [...state.accounts],
      authorized: state.authorized,
      locked: state.locked,
      connected: state.connected,
      chains: [...state.chains.keys()],
    }),
  };
}

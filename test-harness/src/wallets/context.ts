import type { LocalAccount } from 'viem/accounts';
import type { Emitter } from './emitter';
import { ProviderRpcError, rpcError } from './errors';
import { toHexChainId } from './hex';
import type { Hex, RequestLogEntry, WalletChain } from './types';

/** A wallet_sendCalls batch, kept for wallet_getCallsStatus. */
export interface CallsBundle {
  id: string;
  chainId: number;
  status: number;
  receipts: Record<string, unknown>[];
}

/** Everything that changes over a wallet's life. Owned by one wallet instance. */
export interface WalletState {
  chains: Map<number, WalletChain>;
  chainId: number;
  accounts: Hex[];
  authorized: boolean;
  locked: boolean;
  connected: boolean;
  delayMs: number;
  pendingRejection?: { code: number; message: string; target: 'interactive' | 'any' };
  log: RequestLogEntry[];
  bundles: Map<string, CallsBundle>;
}

/** What a method handler can see and do. */
export interface WalletContext {
  state: WalletState;
  signers: ReadonlyMap<string, LocalAccount>;
  verifyAddedChains: boolean;
  events: Emitter;
  /** Accounts the dapp may see right now: [] when not authorized or locked. */
  exposedAccounts(): Hex[];
  /** Marks the dapp authorized, emitting accountsChanged if that changes what it sees. */
  authorize(): void;
  /** The signer for an address the dapp is authorized to use, else 4100 Unauthorized. */
  signerFor(address: unknown): LocalAccount;
  /** A known chain (the active one by default), else 4901 Chain Disconnected. */
  chain(chainId?: number): WalletChain;
  /** Sends a JSON-RPC request to a chain's node; node errors keep their code and data. */
  rpc(method: string, params: unknown[], chainId?: number): Promise<unknown>;
  /** Changes the active chain and emits chainChanged if it differs. */
  selectChain(chainId: number): void;
  /** Emits accountsChanged with what the dapp may see now. */
  emitAccounts(): void;
}

/**
 * Builds the context the method handlers share.
 *
 * @example
 * ```ts
 * const ctx = createWalletContext({ state, signers, events, verifyAddedChains: true });
 * ```
 */
export function createWalletContext(base: Pick<WalletContext, 'state' | 'signers' | 'events' | 'verifyAddedChains'>): WalletContext {
  const { state, signers, events } = base;
  const ctx: WalletContext = {
    ...base,
    exposedAccounts: () => (state.authorized && !state.locked ? [...state.accounts] : []),
    authorize() {
      if (state.authorized) return;
      state.authorized = true;
      ctx.emitAccounts();
    },
    signerFor(address) {
      const wanted = typeof address === 'string' ? address.toLowerCase() : '';
      const exposed = ctx.exposedAccounts().some((a) => a.toLowerCase() === wanted);
      const signer = signers.get(wanted);
      if (!exposed || !signer) throw rpcError('unauthorized', `account ${String(address)} is not authorized`);
      return signer;
    },
    chain(chainId = state.chainId) {
      const chain = state.chains.get(chainId);
      if (!chain) throw rpcError('chainDisconnected', `not connected to chain ${chainId}`);
      return chain;
    },
    async rpc(method, params, chainId) {
      const { rpcUrl } = ctx.chain(chainId);
      let body: { result?: unknown; error?: { code: number; message: string; data?: unknown } };
      try {
        const response = await fetch(rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        });
        body = (await response.json()) as typeof body;
      } catch (error) {
        throw rpcError('chainDisconnected', `${rpcUrl} unreachable: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data);
      return body.result ?? null;
    },
    selectChain(chainId) {
      ctx.chain(chainId);
      if (state.chainId === chainId) return;
      state.chainId = chainId;
      events.emit('chainChanged', toHexChainId(chainId));
    },
    emitAccounts() {
      events.emit('accountsChanged', ctx.exposedAccounts());
    },
  };
  return ctx;
}

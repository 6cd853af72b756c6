import { ConnectorError, ValidationError, withTimeout, type ConnectorAdapter, type ConnectorInfo, type NamespaceTools } from '@latchkey/kernel';
import { getEip155AddressError } from '../address';
import { forgetBalances } from '../balance/cache';
import type { RequestArguments } from '../types';
import { rpcCodeOf, toWalletError } from './errors';
import { isSignature, parseAccounts, parseChainId } from './parse';
import { toChainNumber } from './chainId';
import { createProviderRef } from './providerRef';
import type { ProviderSlot } from './slot';
import { switchChain } from './switchChain';

/** A prompt waits for the visitor in their wallet (the kernel's own wait is the same). */
export const PROMPT_TIMEOUT_MS = 120_000;
/** A silent wallet call (eth_accounts, eth_chainId) should answer at once. */
export const SILENT_TIMEOUT_MS = 10_000;
/** MetaMask emits `disconnect` with 1013 while it changes chains; the connection is still there. */
const TRANSIENT_DISCONNECT = 1013;
/** The one namespace an EIP-1193 wallet serves. */
const NS = 'eip155';
/** Methods after which the sender's cached balance is stale. */
const SPENDING_METHODS = new Set(['eth_sendTransaction', 'wallet_sendCalls', 'eth_sendRawTransaction']);

export interface WalletAdapterParameters {
  info: ConnectorInfo;
  /** The page's slot for the provider; the adapter wraps it in a live ProviderRef. */
  provider: ProviderSlot;
  /** Where the native balances are cached (a send makes the sender's stale). */
  tools: Pick<NamespaceTools, 'storage' | 'networks'>;
  /** Default true: an EIP-1193 wallet confirms requests on its own screen. */
  confirmsRequests?: boolean;
}

const senderOf = (params: unknown): string | undefined => {
  const from = Array.isArray(params) ? (params[0] as { from?: unknown } | undefined)?.from : undefined;
  return typeof from === 'string' ? from : undefined;
};

/**
 * The kernel's ConnectorAdapter over an EIP-1193 provider: connect / silent reconnect / disconnect,
 * events, chain switching (with add on 4902), requests and personal_sign, for the eip155 namespace.
 * Every wallet answer is validated; every wallet error leaves as a typed KitError.
 *
 * @example
 * ctx.connectors.add(createWalletAdapter({ info, provider: providerSlot(window.ethereum), tools }))
 */
export function createWalletAdapter({ info, provider: slot, tools }: WalletAdapterParameters): ConnectorAdapter {
  const provider = createProviderRef(slot);
  const subscriptions = new Set<() => void>();

  const call = async (method: string, params: unknown, ms: number, signal?: AbortSignal): Promise<unknown> => {
    const p = await withTimeout(provider.get(), ms, { signal });
    return withTimeout(p.request({ method, ...(params === undefined ? {} : { params: params as RequestArguments['params'] }) }), ms, { signal });
  };
  const guarded = async <T>(fallback: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toWalletError(error, fallback);
    }
  };

  return {
    info,

    connect: ({ signal }) =>
      guarded('Connection failed', async () => {
        const accounts = parseAccounts(await call('eth_requestAccounts', [], PROMPT_TIMEOUT_MS, signal));
        if (!accounts.length) throw new ConnectorError('The wallet returned no account');
        // The wallet's chain is reported as it is; the kit decides whether it is supported.
        const chainId = parseChainId(await call('eth_chainId', [], SILENT_TIMEOUT_MS, signal));
        return { sessions: [{ namespace: NS, accounts, chainId }] };
      }),

    reconnect: ({ signal }) =>
      guarded('Reconnection failed', async () => {
        const accounts = parseAccounts(await call('eth_accounts', [], SILENT_TIMEOUT_MS, signal));
        if (!accounts.length) return null;
        return { sessions: [{ namespace: NS, accounts, chainId: parseChainId(await call('eth_chainId', [], SILENT_TIMEOUT_MS, signal)) }] };
      }),

    async disconnect() {
      // Stop listening first: revoking makes wallets emit accountsChanged([]), which would start a second disconnect.
      for (const off of [...subscriptions]) off();
      await call('wallet_revokePermissions', [{ eth_accounts: {} }], SILENT_TIMEOUT_MS).catch(() => undefined);
    },

    subscribe(events) {
      const offs = [
        provider.listen('accountsChanged', (raw: unknown) => {
          const accounts = parseAccounts(raw);
          // A non-empty list with no valid address is garbage, not a disconnect.
          if (Array.isArray(raw) && (raw.length === 0 || accounts.length > 0)) events.accountsChanged({ namespace: NS, accounts });
        }),
        provider.listen('chainChanged', (raw: unknown) => {
          const chainId = toChainNumber(raw);
          if (chainId !== undefined) events.chainChanged({ namespace: NS, chainId });
        }),
        provider.listen('disconnect', (error: unknown) => {
          if (rpcCodeOf(error) !== TRANSIENT_DISCONNECT) events.disconnect({ namespace: NS, error });
        }),
      ];
      const off = () => {
        subscriptions.delete(off);
        offs.forEach((f) => f());
      };
      subscriptions.add(off);
      return off;
    },

    switchNetwork: ({ network, signal }) => guarded('Chain is not supported', () => switchChain((method, params) => call(method, params, PROMPT_TIMEOUT_MS, signal), network)),

    request: (args, signal) =>
      guarded(`${args.method} failed`, async () => {
        const result = await call(args.method, args.params, PROMPT_TIMEOUT_MS, signal);
        const sender = SPENDING_METHODS.has(args.method) ? senderOf(args.params) : undefined;
        if (sender) forgetBalances(tools, sender);
        return result;
      }),

    signMessage: ({ message, address }, signal) =>
      guarded('Error signing message', async () => {
        if (getEip155AddressError(address) !== undefined) throw new ValidationError('Invalid address', { details: 'personal_sign needs the signing address' });
        const { toHex } = await import('viem');
        const signature = await call('personal_sign', [toHex(message), address], PROMPT_TIMEOUT_MS, signal);
        if (!isSignature(signature)) throw new ConnectorError('The wallet returned an invalid signature');
        return signature;
      }),

  };
}

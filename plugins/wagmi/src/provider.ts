import { isKitError, RpcError, type Kit } from '@latchkey/kernel';

/** The EIP-1193 provider wagmi gets from `getProvider()`: requests go through the kit. */
export interface KitEip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on(event: string, listener: (...args: unknown[]) => void): void;
  removeListener(event: string, listener: (...args: unknown[]) => void): void;
}

/** An EIP-1193 error (`code`, `message`, `data`) as viem maps it to its typed errors. */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError';
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/**
 * The kit's errors in EIP-1193 terms, so wagmi and viem see what they would from a wallet:
 * 4001 for a rejection (the visitor declined in the wallet or in the kit's approval view), 4100 for
 * a request the kit refused, 4901 for a wallet that is gone, the JSON-RPC code of a wallet's or
 * node's own error, and -32603 for anything else (the kit's sentence kept as the message).
 */
export function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error;
  if (error instanceof RpcError) return new ProviderRpcError(error.rpcCode, error.shortMessage, (error.data as { rpcData?: unknown } | undefined)?.rpcData);
  if (isKitError(error)) {
    const message = error.shortMessage;
    switch (error.code) {
      case 'USER_REJECTED':
      case 'ABORTED':
        return new ProviderRpcError(4001, message);
      case 'REQUEST_NOT_ALLOWED':
      case 'VALIDATION_ERROR':
        return new ProviderRpcError(error.code === 'VALIDATION_ERROR' ? -32602 : 4100, message);
      case 'CHAIN_ERROR':
        return new ProviderRpcError(4902, message);
      default:
        return new ProviderRpcError(-32603, message);
    }
  }
  return new ProviderRpcError(-32603, error instanceof Error ? error.message : String(error));
}

type Listener = (...args: unknown[]) => void;

/**
 * An EIP-1193 provider over the kit's EVM connection, whichever wallet is behind it (announced,
 * injected, WalletConnect or the embedded wallet). `eth_accounts` and `eth_chainId` answer from the
 * kit's state; a chain switch goes through `kit.switchNetwork`; everything else is `kit.request`
 * on the eip155 namespace (the kit's checks and approval view included). It emits
 * `accountsChanged`, `chainChanged`, `connect` and `disconnect` from the kit's events.
 */
export function createKitProvider(kit: Kit): KitEip1193Provider & { emit(event: string, ...args: unknown[]): void } {
  const listeners = new Map<string, Set<Listener>>();
  const state = () => kit.getState().chains.eip155;
  const chainIdHex = () => {
    const id = state()?.network.caipNetwork?.id;
    return id === undefined ? undefined : `0x${Number(id).toString(16)}`;
  };
  return {
    async request({ method, params }) {
      try {
        switch (method) {
          case 'eth_accounts': {
            const account = state()?.account;
            return account?.status === 'connected' && account.address ? [account.address] : [];
          }
          case 'eth_chainId': {
            const hex = chainIdHex();
            if (hex) return hex;
            break;
          }
          case 'wallet_switchEthereumChain': {
            const [{ chainId }] = params as [{ chainId: string }];
            await kit.switchNetwork(Number(chainId));
            return null;
          }
        }
        return await kit.request({ namespace: 'eip155', method, params });
      } catch (error) {
        throw toProviderError(error);
      }
    },
    on(event, listener) {
      (listeners.get(event) ?? listeners.set(event, new Set()).get(event)!).add(listener);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args);
    },
  };
}

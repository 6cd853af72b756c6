/**
 * Error codes a mock wallet rejects with. Messages follow the spec tables in
 * vectors/provider_errors.json: EIP-1193 uses the table's name, EIP-1474 and EIP-5792 their
 * message column; 4902 is MetaMask's convention (no EIP defines it).
 */
export const RPC_ERRORS = {
  userRejected: { code: 4001, message: 'User Rejected Request' },
  unauthorized: { code: 4100, message: 'Unauthorized' },
  unsupportedMethod: { code: 4200, message: 'Unsupported Method' },
  disconnected: { code: 4900, message: 'Disconnected' },
  chainDisconnected: { code: 4901, message: 'Chain Disconnected' },
  unrecognizedChain: { code: 4902, message: 'Unrecognized chain ID. Try adding the chain using wallet_addEthereumChain first.' },
  parseError: { code: -32700, message: 'Parse error' },
  invalidRequest: { code: -32600, message: 'Invalid request' },
  methodNotFound: { code: -32601, message: 'Method not found' },
  invalidParams: { code: -32602, message: 'Invalid params' },
  internal: { code: -32603, message: 'Internal error' },
  invalidInput: { code: -32000, message: 'Invalid input' },
  resourceNotFound: { code: -32001, message: 'Resource not found' },
  resourceUnavailable: { code: -32002, message: 'Resource unavailable' },
  transactionRejected: { code: -32003, message: 'Transaction rejected' },
  methodNotSupported: { code: -32004, message: 'Method not supported' },
  limitExceeded: { code: -32005, message: 'Limit exceeded' },
  jsonRpcVersionNotSupported: { code: -32006, message: 'JSON-RPC version not supported' },
  unsupportedCapability: { code: 5700, message: 'Unsupported non-optional capability' },
  unsupportedChainId: { code: 5710, message: 'Unsupported chain id' },
  duplicateId: { code: 5720, message: 'Duplicate ID' },
  unknownBundleId: { code: 5730, message: 'Unknown bundle id' },
  bundleTooLarge: { code: 5740, message: 'Bundle too large' },
  atomicUpgradeRejected: { code: 5750, message: 'Atomic-ready wallet rejected upgrade' },
  atomicityNotSupported: { code: 5760, message: 'Atomicity not supported' },
} as const;

/** Name of one entry of {@link RPC_ERRORS}. */
export type RpcErrorName = keyof typeof RPC_ERRORS;

/**
 * EIP-1193 `ProviderRpcError`: an `Error` with an integer `code` and optional `data`.
 *
 * @example
 * ```ts
 * throw new ProviderRpcError(4001, 'User Rejected Request');
 * ```
 */
export class ProviderRpcError extends Error {
  readonly code: number;
  readonly data?: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'ProviderRpcError';
    this.code = code;
    if (data !== undefined) this.data = data;
  }

  /** Plain `{ code, message, data? }`, e.g. to cross `page.evaluate` or a JSON-RPC response. */
  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined ? { code: this.code, message: this.message } : { code: this.code, message: this.message, data: this.data };
  }
}

/**
 * Builds the {@link ProviderRpcError} for a named code, optionally with a more specific
 * message (the spec message is kept as a prefix so matching on it still works) and data.
 *
 * @example
 * ```ts
 * throw rpcError('invalidParams', 'chainId must be a hex string');
 * // -> code -32602, message "Invalid params: chainId must be a hex string"
 * ```
 */
export function rpcError(name: RpcErrorName, detail?: string, data?: unknown): ProviderRpcError {
  const { code, message } = RPC_ERRORS[name];
  return new ProviderRpcError(code, detail ? `${message}: ${detail}` : message, data);
}

/** The spec message for a known code, or undefined. */
export function messageForCode(code: number): string | undefined {
  return Object.values(RPC_ERRORS).find((entry) => entry.code === code)?.message;
}

/**
 * Turns anything thrown inside a handler into a {@link ProviderRpcError}; unknown errors become
 * -32603 Internal error with the original message, never a bare Error.
 *
 * @example
 * ```ts
 * try { await handle() } catch (error) { throw toProviderRpcError(error) }
 * ```
 */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error;
  if (typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'number') {
    const { code, message, data } = error as { code: number; message?: unknown; data?: unknown };
    return new ProviderRpcError(code, typeof message === 'string' ? message : (messageForCode(code) ?? 'Error'), data);
  }
  const detail = error instanceof Error ? error.message : String(error);
  return rpcError('internal', detail);
}

import { InvalidTransactionError, type CaipNetwork } from '@latchkey/kernel';

const HEX = /^0x[0-9a-fA-F]*$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const QUANTITY_FIELDS = ['value', 'gas', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas', 'maxFeePerBlobGas', 'nonce'] as const;

const refuse = (rule: string, message: string, details?: string): never => {
  throw new InvalidTransactionError(message, { rule, ...(details ? { details } : {}) });
};

/**
 * A quantity as a bigint: a hex string (the JSON-RPC form), a decimal string, a safe integer or a
 * bigint. Anything else, or a negative number, breaks the rule named `field`.
 */
function quantity(value: unknown, field: string): bigint {
  if (typeof value === 'bigint') {
    if (value < 0n) refuse(field, `${field} must not be negative`, `${field} = ${value}`);
    return value;
  }
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) refuse(field, `${field} must be an integer`, `${field} = ${value}`);
    if (value < 0) refuse(field, `${field} must not be negative`, `${field} = ${value}`);
    return BigInt(value);
  }
  if (typeof value === 'string') {
    if (/^0x[0-9a-fA-F]{1,64}$/.test(value)) return BigInt(value);
    if (/^\d{1,78}$/.test(value)) return BigInt(value);
    if (/^-/.test(value)) refuse(field, `${field} must not be negative`, `${field} = ${value}`);
  }
  return refuse(field, `${field} must be a hex quantity`, `${field} = ${String(value)}`);
}

/** A chain id as the dapp gives it (hex, decimal, number), or a refusal. */
function chainIdOf(value: unknown): bigint {
  let id: bigint | undefined;
  try {
    id = quantity(value, 'chainId');
  } catch {
    id = undefined;
  }
  if (id === undefined || id <= 0n) refuse('chainId', `Chain ID "${String(value)}" is invalid.`);
  return id!;
}

/** The chain id, when given, must be above 0 and the connected network's (SPEC §5). */
function checkChainId(value: unknown, network: CaipNetwork | undefined): void {
  if (value === undefined || value === null) return;
  const id = chainIdOf(value);
  const connected = network?.chainNamespace === 'eip155' ? BigInt(network.id) : undefined;
  if (connected !== undefined && id !== connected) {
    refuse('chainId', `The current chain of the wallet (id: ${connected}) does not match the target chain for the transaction (id: ${id}).`, network ? `connected to ${network.name}` : undefined);
  }
}

const gwei = (wei: bigint): string => {
  const whole = wei / 1_000_000_000n;
  const rest = (wei % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : String(whole);
};

/**
 * A transaction's `from`, when given, must be an address and the connected account (compared
 * case-insensitively: checksums differ in case only); the wallet would otherwise be asked to
 * sign for an account the visitor did not connect.
 */
function checkFrom(from: unknown, account: string | undefined, where?: string): void {
  if (from === undefined || from === null) return;
  if (typeof from !== 'string' || !ADDRESS.test(from)) refuse('from', `Address "${String(from)}" is invalid.`, where);
  if (account !== undefined && (from as string).toLowerCase() !== account.toLowerCase()) {
    refuse('from', `The transaction is from ${from as string}, which is not the connected account.`, `connected account: ${account}`);
  }
}

/** Blob versioned hashes (EIP-4844): 32 bytes each, the first the KZG version byte 0x01. */
function checkBlobHashes(hashes: unknown): void {
  if (!Array.isArray(hashes)) refuse('blobVersionedHashes', 'blobVersionedHashes must be a list');
  for (const hash of hashes as unknown[]) {
    if (typeof hash !== 'string' || !HEX.test(hash)) refuse('blobVersionedHashes', `Versioned hash "${String(hash)}" is invalid.`);
    const size = ((hash as string).length - 2) / 2;
    if (size !== 32) refuse('blobVersionedHashes', `Versioned hash "${hash as string}" size is invalid.`, `Expected: 32, Received: ${size}`);
    const version = (hash as string).slice(2, 4);
    if (version !== '01') refuse('blobVersionedHashes', `Versioned hash "${hash as string}" version is invalid.`, `Expected: 1, Received: ${Number.parseInt(version, 16)}`);
  }
}

/** One transaction object of `eth_sendTransaction` / `eth_signTransaction`. */
function checkTransaction(tx: unknown, network: CaipNetwork | undefined, account: string | undefined, method: string): void {
  if (!tx || typeof tx !== 'object' || Array.isArray(tx)) refuse('shape', 'Invalid transaction', `${method} expects [transaction]`);
  const t = tx as Record<string, unknown>;
  checkChainId(t.chainId, network);
  if (t.to !== undefined && t.to !== null && (typeof t.to !== 'string' || !ADDRESS.test(t.to))) refuse('to', `Address "${String(t.to)}" is invalid.`);
  checkFrom(t.from, account);
  for (const field of ['data', 'input'] as const) {
    const v = t[field];
    if (v !== undefined && v !== null && (typeof v !== 'string' || !HEX.test(v) || v.length % 2 !== 0)) refuse(field, `${field} must be hex`, `${field} = ${String(v).slice(0, 66)}`);
  }
  const q: Partial<Record<(typeof QUANTITY_FIELDS)[number], bigint>> = {};
  for (const field of QUANTITY_FIELDS) if (t[field] !== undefined && t[field] !== null) q[field] = quantity(t[field], field);
  if (q.maxFeePerGas !== undefined && q.maxPriorityFeePerGas !== undefined && q.maxPriorityFeePerGas > q.maxFeePerGas) {
    refuse('fees', `The provided tip (\`maxPriorityFeePerGas\` = ${gwei(q.maxPriorityFeePerGas)} gwei) cannot be higher than the fee cap (\`maxFeePerGas\` = ${gwei(q.maxFeePerGas)} gwei).`);
  }
  if (t.blobVersionedHashes !== undefined) checkBlobHashes(t.blobVersionedHashes);
}

/**
 * `wallet_sendCalls` (EIP-5792): its chain id (required by EIP-5792, and the connected network's),
 * its `from` (the connected account), and each call's `to` and `data` hex (SPEC §5).
 */
function checkCalls(params: unknown, network: CaipNetwork | undefined, account: string | undefined): void {
  const request = Array.isArray(params) ? (params[0] as Record<string, unknown> | undefined) : undefined;
  if (!request || typeof request !== 'object') refuse('shape', 'Invalid transaction', 'wallet_sendCalls expects [{ chainId, calls }]');
  if (request!.chainId === undefined || request!.chainId === null) refuse('chainId', 'wallet_sendCalls needs a chainId', 'EIP-5792: the chain the calls are for');
  checkChainId(request!.chainId, network);
  checkFrom(request!.from, account);
  if (!Array.isArray(request!.calls) || request!.calls.length === 0) refuse('calls', 'wallet_sendCalls needs at least one call');
  (request!.calls as unknown[]).forEach((call, i) => {
    const c = (call && typeof call === 'object' ? call : {}) as Record<string, unknown>;
    if (typeof c.to !== 'string' || !c.to.startsWith('0x') || !ADDRESS.test(c.to)) refuse('to', `Address "${String(c.to)}" is invalid.`, `calls[${i}].to`);
    if (c.data !== undefined && (typeof c.data !== 'string' || !c.data.startsWith('0x') || !HEX.test(c.data) || c.data.length % 2 !== 0)) refuse('data', 'data must be hex', `calls[${i}].data`);
    if (c.value !== undefined) quantity(c.value, 'value');
  });
}

/**
 * SPEC §5 for EVM transactions, before the approval view or the wallet sees them: the chain id above
 * 0 and the connected network's (and present on `wallet_sendCalls`), `maxPriorityFeePerGas` not
 * above `maxFeePerGas`, blob versioned hashes of 32 bytes starting with version 0x01, `to` an
 * address and `data` hex, quantities non-negative, `from` (when given) the connected account.
 * Throws an `InvalidTransactionError` naming the rule.
 *
 * @example
 * checkEvmRequest({ method: 'eth_sendTransaction', params: [{ chainId: '0x0' }], network }) // throws: Chain ID "0x0" is invalid.
 */
export function checkEvmRequest(request: { method: string; params: unknown; network: CaipNetwork | undefined; address?: string | undefined }): void {
  if (request.method === 'eth_sendTransaction' || request.method === 'eth_signTransaction') {
    if (!Array.isArray(request.params) || request.params.length === 0) refuse('shape', 'Invalid transaction', `${request.method} expects [transaction]`);
    checkTransaction((request.params as unknown[])[0], request.network, request.address, request.method);
  } else if (request.method === 'wallet_sendCalls') checkCalls(request.params, request.network, request.address);
}

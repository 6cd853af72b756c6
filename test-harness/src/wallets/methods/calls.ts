import type { CallsBundle, WalletContext } from '../context';
import { ProviderRpcError, rpcError } from '../errors';
import { parseChainIdParam, toHexChainId } from '../hex';
import { sendTransaction } from './send';
import type { MethodTable } from './types';

/** Largest batch accepted; bigger ones get 5740 Bundle too large. */
const MAX_CALLS = 32;
const RECEIPT_TIMEOUT_MS = 30_000;

interface SendCallsParam {
  version?: unknown;
  id?: unknown;
  from?: unknown;
  chainId?: unknown;
  atomicRequired?: unknown;
  calls?: unknown;
  capabilities?: unknown;
}

interface Call {
  to?: string;
  data?: string;
  value?: string;
  capabilities?: unknown;
}

/** Rejects with 5700 if any capability is not marked optional: this wallet supports none. */
function rejectRequiredCapabilities(capabilities: unknown): void {
  if (capabilities === undefined || capabilities === null) return;
  if (typeof capabilities !== 'object') throw rpcError('invalidParams', 'capabilities must be an object');
  for (const [name, value] of Object.entries(capabilities)) {
    if ((value as { optional?: unknown } | null)?.optional !== true) throw rpcError('unsupportedCapability', name);
  }
}

function randomBundleId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

async function waitForReceipt(ctx: WalletContext, hash: string, chainId: number): Promise<Record<string, unknown>> {
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const receipt = (await ctx.rpc('eth_getTransactionReceipt', [hash], chainId)) as Record<string, unknown> | null;
    if (receipt) return receipt;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw rpcError('internal', `no receipt for ${hash} after ${RECEIPT_TIMEOUT_MS} ms`);
}

function toCallReceipt(receipt: Record<string, unknown>): Record<string, unknown> {
  const logs = (receipt.logs as { address: string; data: string; topics: string[] }[] | undefined) ?? [];
  return {
    logs: logs.map(({ address, data, topics }) => ({ address, data, topics })),
    status: receipt.status,
    blockHash: receipt.blockHash,
    blockNumber: receipt.blockNumber,
    gasUsed: receipt.gasUsed,
    transactionHash: receipt.transactionHash,
  };
}

/** Runs the calls one by one as ordinary transactions (this wallet is not atomic). */
async function executeBundle(ctx: WalletContext, bundle: CallsBundle, from: unknown, calls: Call[]): Promise<void> {
  for (const call of calls) {
    let hash: string;
    try {
      hash = await sendTransaction(ctx, { from: from as string | undefined, to: call.to, data: call.data, value: call.value }, bundle.chainId);
    } catch (error) {
      // Nothing sent yet: the request itself fails. Otherwise the batch is partially applied.
      if (bundle.receipts.length === 0) throw error;
      bundle.status = 600;
      return;
    }
    bundle.receipts.push(toCallReceipt(await waitForReceipt(ctx, hash, bundle.chainId)));
  }
  const succeeded = bundle.receipts.filter((r) => r.status === '0x1').length;
  bundle.status = succeeded === bundle.receipts.length ? 200 : succeeded === 0 ? 500 : 600;
}

/** EIP-5792 wallet call API, without atomicity or optional capabilities. */
export const callsMethods: MethodTable = {
  async wallet_getCapabilities(ctx, params) {
    ctx.signerFor(params[0]);
    const requested = params[1] === undefined ? [...ctx.state.chains.keys()] : (params[1] as unknown[]).map(parseChainIdParam);
    const result: Record<string, unknown> = {};
    for (const chainId of requested) {
      if (ctx.state.chains.has(chainId)) result[toHexChainId(chainId)] = { atomic: { status: 'unsupported' } };
    }
    return result;
  },

  async wallet_sendCalls(ctx, params) {
    const param = params[0] as SendCallsParam | undefined;
    if (typeof param !== 'object' || param === null || !Array.isArray(param.calls) || typeof param.version !== 'string') {
      throw rpcError('invalidParams', 'wallet_sendCalls expects [{ version, chainId, atomicRequired, calls }]');
    }
    const chainId = parseChainIdParam(param.chainId);
    if (!ctx.state.chains.has(chainId)) throw rpcError('unsupportedChainId');
    if (param.atomicRequired === true) throw rpcError('atomicityNotSupported');
    if (param.calls.length > MAX_CALLS) throw rpcError('bundleTooLarge', `at most ${MAX_CALLS} calls`);
    rejectRequiredCapabilities(param.capabilities);
    for (const call of param.calls as Call[]) rejectRequiredCapabilities(call.capabilities);
    const from = param.from ?? ctx.exposedAccounts()[0];
    ctx.signerFor(from);
    if (param.id !== undefined && typeof param.id !== 'string') throw rpcError('invalidParams', 'id must be a string');
    const id = (param.id as string | undefined) ?? randomBundleId();
    if (ctx.state.bundles.has(id)) throw rpcError('duplicateId');

    const bundle: CallsBundle = { id, chainId, status: 100, receipts: [] };
    ctx.state.bundles.set(id, bundle);
    try {
      await executeBundle(ctx, bundle, from, param.calls as Call[]);
    } catch (error) {
      ctx.state.bundles.delete(id);
      throw error instanceof ProviderRpcError ? error : rpcError('internal', String(error));
    }
    return { id };
  },

  async wallet_getCallsStatus(ctx, params) {
    const bundle = typeof params[0] === 'string' ? ctx.state.bundles.get(params[0]) : undefined;
    if (!bundle) throw rpcError('unknownBundleId');
    return {
      version: '2.0.0',
      id: bundle.id,
      chainId: toHexChainId(bundle.chainId),
      status: bundle.status,
      atomic: false,
      receipts: bundle.receipts,
    };
  },
};

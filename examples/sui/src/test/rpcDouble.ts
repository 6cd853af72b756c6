// Test support, never production (nothing the package exports imports it): a local Sui JSON-RPC
// double. A `node:http` server on 127.0.0.1 (a random port) that answers the real Sui JSON-RPC
// methods this package and the mock wallet use, with the shapes and error objects a Sui full node
// gives, over an in-memory ledger of SUI and coin balances. It executes real signed transactions:
// `sui_executeTransactionBlock` parses the BCS bytes with @mysten/sui, checks every signature
// against the sender, the gas coin's version and the balances, then moves the coins. Only the
// shape this package builds is understood (split the gas coin, transfer the new coin); anything
// else is refused as a node refuses what it cannot execute.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Transaction } from '@mysten/sui/transactions';
import { fromBase64, toBase58 } from '@mysten/sui/utils';
import { verifyTransactionSignature } from '@mysten/sui/verify';

export const SUI = '0x2::sui::SUI';
/** Gas units a transfer's computation costs here (a real node charges about as much). */
export const DOUBLE_COMPUTATION_UNITS = 1_000n;
/** The net storage charge of a transfer here (storage cost less rebate), in MIST. */
export const DOUBLE_STORAGE_MIST = 988_000n;

interface JsonRpcError {
  code: number;
  message: string;
}
type Id = string | number | null;

/** What a test sets and reads on the double. */
export interface SuiRpcDouble {
  /** `http://127.0.0.1:<port>`: the JSON-RPC endpoint (POST /). */
  url: string;
  /** What `sui_getChainIdentifier` answers. */
  chainIdentifier: string;
  /** Sets an address's balance of a coin type (SUI by default), in base units. */
  setBalance(address: string, amount: bigint, coinType?: string): void;
  balance(address: string, coinType?: string): bigint;
  /** Registers coin metadata (`suix_getCoinMetadata`). */
  setCoinMetadata(coinType: string, metadata: { decimals: number; symbol: string; name: string }): void;
  /** The reference gas price, in MIST per unit (1,000 by default). */
  gasPrice: bigint;
  /** The next call of `method` answers this JSON-RPC error instead (fault injection, once). */
  failNext(method: string, error: JsonRpcError): void;
  /** Every method called, in order. */
  readonly calls: string[];
  /** Executed transactions' digests, in order. */
  readonly executed: string[];
  close(): Promise<void>;
}

const ERRORS = {
  parse: { code: -32700, message: 'Parse error' },
  invalidRequest: { code: -32600, message: 'Invalid Request' },
  methodNotFound: { code: -32601, message: 'Method not found' },
} as const;
const invalidParams = (message: string): JsonRpcError => ({ code: -32602, message: `Invalid params: ${message}` });
/** What a full node answers when a transaction cannot be executed (`-32002`, as Sui's JSON-RPC does). */
const executionError = (message: string): JsonRpcError => ({ code: -32002, message: `Transaction execution failed: ${message}` });

const ADDRESS = /^0x[0-9a-f]{64}$/;
const normal = (address: unknown): string | undefined => (typeof address === 'string' && ADDRESS.test(address.toLowerCase()) ? address.toLowerCase() : undefined);
const u64 = (bytes: Uint8Array) => bytes.reduceRight((value, byte) => (value << 8n) | BigInt(byte), 0n);
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

class RpcFailure extends Error {
  constructor(readonly error: JsonRpcError) {
    super(error.message);
  }
}

/**
 * Starts the double on 127.0.0.1 at a free port.
 *
 * @example
 * const node = await startSuiRpcDouble();
 * node.setBalance(address, 5_000_000_000n);
 * createKit({ networks: [suiLocalnet(node.url)], plugins: [sui()] })
 */
export async function startSuiRpcDouble(options: { chainIdentifier?: string } = {}): Promise<SuiRpcDouble> {
  const balances = new Map<string, Map<string, bigint>>();
  const gasCoins = new Map<string, { objectId: string; version: number; digest: string }>();
  const metadata = new Map<string, { decimals: number; symbol: string; name: string }>([[SUI, { decimals: 9, symbol: 'SUI', name: 'Sui' }]]);
  const faults = new Map<string, JsonRpcError>();
  const transactions = new Map<string, { sender: string; recipient: string; amount: bigint; gasUsed: bigint }>();
  const calls: string[] = [];
  const executed: string[] = [];
  let checkpoint = 1000;
  let objects = 0;

  const newDigest = () => toBase58(crypto.getRandomValues(new Uint8Array(32)));
  const gasCoin = (owner: string) => {
    let coin = gasCoins.get(owner);
    if (!coin) gasCoins.set(owner, (coin = { objectId: `0x${(++objects).toString(16).padStart(64, '0')}`, version: 1, digest: newDigest() }));
    return coin;
  };
  const balanceOf = (owner: string, coinType = SUI) => balances.get(owner)?.get(coinType) ?? 0n;
  const setBalanceOf = (owner: string, amount: bigint, coinType = SUI) => {
    if (!balances.has(owner)) balances.set(owner, new Map());
    balances.get(owner)!.set(coinType, amount);
  };

  const double: SuiRpcDouble = {
    url: '',
    chainIdentifier: options.chainIdentifier ?? 'c0ffee01',
    gasPrice: 1_000n,
    calls,
    executed,
    setBalance(address, amount, coinType = SUI) {
      const owner = normal(address);
      if (!owner) throw new Error(`not a Sui address: ${address}`);
      setBalanceOf(owner, amount, coinType);
    },
    balance: (address, coinType = SUI) => balanceOf(normal(address) ?? '', coinType),
    setCoinMetadata: (coinType, meta) => void metadata.set(coinType, meta),
    failNext: (method, error) => void faults.set(method, error),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  async function execute(params: unknown[]): Promise<unknown> {
    const [txBytes, signatures] = params;
    if (typeof txBytes !== 'string' || !Array.isArray(signatures) || signatures.length === 0) throw new RpcFailure(invalidParams('expected [tx_bytes, signatures, options?, request_type?]'));
    let bytes: Uint8Array;
    let data: ReturnType<Transaction['getData']>;
    try {
      bytes = fromBase64(txBytes);
      data = Transaction.from(bytes).getData();
    } catch {
      throw new RpcFailure(invalidParams('tx_bytes is not a BCS transaction'));
    }
    const sender = normal(data.sender);
    if (!sender) throw new RpcFailure(invalidParams('the transaction has no sender'));
    for (const signature of signatures) {
      const signer = await verifyTransactionSignature(bytes, String(signature)).then((key) => key.toSuiAddress(), () => undefined);
      if (signer !== sender) throw new RpcFailure(executionError('Invalid user signature: the signature does not match the sender'));
    }
    const coin = gasCoin(sender);
    const payment = data.gasData.payment?.[0];
    if (data.gasData.payment?.length !== 1 || normal(payment?.objectId) !== coin.objectId || Number(payment?.version) !== coin.version || payment?.digest !== coin.digest) {
      throw new RpcFailure(executionError(`Object ${payment?.objectId ?? '(none)'} is not available for consumption, its current version is ${coin.version}`));
    }
    const price = BigInt(data.gasData.price ?? 0);
    const budget = BigInt(data.gasData.budget ?? 0);
    if (price < double.gasPrice) throw new RpcFailure(executionError(`Gas price ${price} under reference gas price (RGP) ${double.gasPrice}`));
    // The one shape understood: SplitCoins(GasCoin, [amount]) then TransferObjects([Result 0:0], recipient).
    const [split, transfer] = data.commands;
    const amountInput = split?.SplitCoins?.coin.$kind === 'GasCoin' && split.SplitCoins.amounts.length === 1 ? split.SplitCoins.amounts[0] : undefined;
    const recipientInput = transfer?.TransferObjects?.objects.length === 1 ? transfer.TransferObjects.address : undefined;
    const pure = (arg: typeof amountInput) => (arg?.$kind === 'Input' ? data.inputs[arg.Input]?.Pure?.bytes : undefined);
    const amountBytes = pure(amountInput);
    const recipientBytes = pure(recipientInput);
    if (data.commands.length !== 2 || !amountBytes || !recipientBytes) throw new RpcFailure(executionError('the double executes SUI transfers only (SplitCoins of the gas coin, then TransferObjects)'));
    const amount = u64(fromBase64(amountBytes));
    const recipient = `0x${hex(fromBase64(recipientBytes))}`;
    const gasUsed = price * DOUBLE_COMPUTATION_UNITS + DOUBLE_STORAGE_MIST;
    const balance = balanceOf(sender);
    if (budget < gasUsed) throw new RpcFailure(executionError(`InsufficientGas: the budget ${budget} is below the ${gasUsed} MIST used`));
    if (balance < budget) throw new RpcFailure(executionError(`Balance of gas object ${coin.objectId} is lower than the needed amount: ${budget}`));
    if (balance - gasUsed < amount) throw new RpcFailure(executionError('InsufficientCoinBalance in command 0'));
    setBalanceOf(sender, balance - gasUsed - amount);
    setBalanceOf(recipient, balanceOf(recipient) + amount);
    coin.version += 1;
    coin.digest = newDigest();
    checkpoint += 1;
    const digest = await Transaction.from(bytes).getDigest();
    transactions.set(digest, { sender, recipient, amount, gasUsed });
    executed.push(digest);
    return {
      digest,
      effects: { messageVersion: 'v1', status: { status: 'success' }, gasUsed: { computationCost: String(price * DOUBLE_COMPUTATION_UNITS), storageCost: String(DOUBLE_STORAGE_MIST), storageRebate: '0', nonRefundableStorageFee: '0' }, transactionDigest: digest },
      confirmedLocalExecution: true,
    };
  }

  async function answer(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case 'sui_getChainIdentifier':
        return double.chainIdentifier;
      case 'sui_getLatestCheckpointSequenceNumber':
        return String(checkpoint);
      case 'suix_getReferenceGasPrice':
        return String(double.gasPrice);
      case 'suix_getBalance': {
        const owner = normal(params[0]);
        if (!owner) throw new RpcFailure(invalidParams('owner is not a Sui address'));
        const coinType = typeof params[1] === 'string' ? params[1] : SUI;
        const total = balanceOf(owner, coinType);
        return { coinType, coinObjectCount: total > 0n ? 1 : 0, totalBalance: String(total), lockedBalance: {} };
      }
      case 'suix_getCoinMetadata': {
        const meta = typeof params[0] === 'string' ? metadata.get(params[0]) : undefined;
        return meta ? { ...meta, description: '', iconUrl: null, id: null } : null;
      }
      case 'suix_getCoins': {
        const owner = normal(params[0]);
        if (!owner) throw new RpcFailure(invalidParams('owner is not a Sui address'));
        const coinType = typeof params[1] === 'string' ? params[1] : SUI;
        const total = balanceOf(owner, coinType);
        const coin = gasCoin(owner);
        const data = coinType === SUI && total > 0n ? [{ coinType, coinObjectId: coin.objectId, version: String(coin.version), digest: coin.digest, balance: String(total), previousTransaction: coin.digest }] : [];
        return { data, nextCursor: null, hasNextPage: false };
      }
      case 'sui_executeTransactionBlock':
        return execute(params);
      case 'sui_getTransactionBlock': {
        const tx = typeof params[0] === 'string' ? transactions.get(params[0]) : undefined;
        if (!tx) throw new RpcFailure(invalidParams(`Could not find the referenced transaction [TransactionDigest(${String(params[0])})]`));
        return { digest: params[0], effects: { status: { status: 'success' } }, checkpoint: String(checkpoint) };
      }
      default:
        throw new RpcFailure(ERRORS.methodNotFound);
    }
  }

  async function one(request: unknown): Promise<{ jsonrpc: '2.0'; id: Id; result?: unknown; error?: JsonRpcError }> {
    const r = request as { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown } | null;
    const id: Id = typeof r?.id === 'string' || typeof r?.id === 'number' ? r.id : null;
    if (!r || typeof r !== 'object' || r.jsonrpc !== '2.0' || typeof r.method !== 'string') return { jsonrpc: '2.0', id, error: ERRORS.invalidRequest };
    calls.push(r.method);
    const fault = faults.get(r.method);
    if (fault) {
      faults.delete(r.method);
      return { jsonrpc: '2.0', id, error: fault };
    }
    try {
      return { jsonrpc: '2.0', id, result: await answer(r.method, Array.isArray(r.params) ? r.params : []) };
    } catch (error) {
      return { jsonrpc: '2.0', id, error: error instanceof RpcFailure ? error.error : { code: -32603, message: 'Internal error' } };
    }
  }

  const send = (res: ServerResponse, status: number, body?: unknown) => {
    // The page and the mock wallet call from another origin (the page's): CORS as public full nodes allow it.
    res.writeHead(status, { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type, client-sdk-type, client-sdk-version, client-target-api-version, client-request-method', 'access-control-allow-methods': 'POST, OPTIONS', ...(body === undefined ? {} : { 'content-type': 'application/json' }) });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') return send(res, 204);
    if (req.method !== 'POST') return send(res, 405, { jsonrpc: '2.0', id: null, error: ERRORS.invalidRequest });
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return send(res, 200, { jsonrpc: '2.0', id: null, error: ERRORS.parse });
      }
      // Batches answer in one array, each request on its own (JSON-RPC 2.0).
      void (Array.isArray(body) ? Promise.all(body.map(one)) : one(body)).then((reply) => send(res, 200, reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return double;
}

// A Substrate JSON-RPC stand-in on 127.0.0.1 (node:http, a free port). There is no Polkadot node
// on this machine: this answers the few read methods the kit's polkadot plugin and a dapp's
// checks use (System.Account storage with balances the test sets, the genesis hash, the chain's
// name and properties), with single requests and batches, CORS for pages on other ports, and
// faults to inject. It is not a chain: nothing is executed, no extrinsic is accepted.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { u8aToHex } from '@polkadot/util';
import { blake2AsHex } from '@polkadot/util-crypto';
import { accountIdOf, accountIdOfKey, encodeAccountInfo, type AccountBalance } from './storage';

const HOST = '127.0.0.1';
const MAX_BODY_BYTES = 1024 * 1024;
const MAX_BATCH = 100;

/** The genesis hash the stand-in reports unless told to pose as another chain. */
export const DEV_GENESIS_HASH = blake2AsHex('latchkey-substrate-dev', 256);
/** Well-known genesis hashes (block 0) of the public relay chains, to pose as one. */
export const POLKADOT_GENESIS_HASH = '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3';
export const KUSAMA_GENESIS_HASH = '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe';
export const WESTEND_GENESIS_HASH = '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e';

/** `system_properties` as a node reports it. */
export interface ChainProperties {
  ss58Format: number;
  tokenDecimals: number;
  tokenSymbol: string;
}

/** Options of {@link startSubstrateRpc}. */
export interface StartSubstrateRpcOptions {
  /** Block 0's hash. Default {@link DEV_GENESIS_HASH}; pass POLKADOT_GENESIS_HASH (…) to pose as that chain. */
  genesisHash?: string;
  /** `system_chain`. Default 'Latchkey Dev'. */
  chain?: string;
  /** `system_properties`. Default SS58 42, 12 decimals, 'UNIT'. */
  properties?: ChainProperties;
  /** Balances at start, by SS58 address (any prefix) or 0x account id, in planck. */
  balances?: Record<string, bigint | AccountBalance>;
  /** 0 (default) picks a free port. */
  port?: number;
}

/** A fault every request meets until cleared: an HTTP status, a delay, a JSON-RPC error, or a body that is not JSON. */
export interface SubstrateRpcFault {
  status?: number;
  delayMs?: number;
  rpcError?: { code: number; message: string };
  malformed?: boolean;
}

/** A running stand-in. */
export interface SubstrateRpc {
  /** `http://127.0.0.1:<port>`: a network's `rpcUrls.default.http[0]`. */
  url: string;
  port: number;
  genesisHash: string;
  /** `polkadot:` + the first 32 hex characters of the genesis hash (CAIP-2). */
  caip2: string;
  /** Sets an account's balance (planck); `removeAccount` makes it absent (storage answers null). */
  setBalance(address: string, balance: bigint | AccountBalance): void;
  removeAccount(address: string): void;
  setFault(fault: SubstrateRpcFault | undefined): void;
  /** Every method called, in order (a batch counts each of its requests). */
  requests(): Array<{ method: string; params: unknown[] }>;
  stop(): Promise<void>;
}

class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

type Id = string | number | null;
const HEAD = 1_000;
const blockHash = (n: number) => blake2AsHex(`latchkey-substrate-block-${n}`, 256);

function corsHeaders(request: IncomingMessage): Record<string, string> {
  return {
    // Loopback only: any page on this machine may call it (test pages run on other ports).
    'access-control-allow-origin': request.headers.origin ?? '*',
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': request.headers['access-control-request-headers'] ?? 'content-type',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * Starts the stand-in. Methods: `state_getStorage` (System.Account only; other keys answer null),
 * `chain_getBlockHash` (0 → the genesis hash; a fixed head at block 1000), `chain_getFinalizedHead`,
 * `system_chain`, `system_name`, `system_version`, `system_properties`, `rpc_methods`.
 *
 * @example
 * ```ts
 * const rpc = await startSubstrateRpc({ genesisHash: POLKADOT_GENESIS_HASH, chain: 'Polkadot', properties: { ss58Format: 0, tokenDecimals: 10, tokenSymbol: 'DOT' } });
 * rpc.setBalance(alice.address, 12_345_000_000n); // 1.2345 DOT
 * await rpc.stop();
 * ```
 */
export async function startSubstrateRpc(options: StartSubstrateRpcOptions = {}): Promise<SubstrateRpc> {
  const genesisHash = (options.genesisHash ?? DEV_GENESIS_HASH).toLowerCase();
  if (!/^0x[0-9a-f]{64}$/.test(genesisHash)) throw new Error(`startSubstrateRpc: genesisHash must be 0x and 64 hex digits, not ${options.genesisHash}`);
  const chain = options.chain ?? 'Latchkey Dev';
  const properties = options.properties ?? { ss58Format: 42, tokenDecimals: 12, tokenSymbol: 'UNIT' };
  const accounts = new Map<string, AccountBalance>();
  const keyOf = (address: string) => u8aToHex(accountIdOf(address));
  const setBalance = (address: string, balance: bigint | AccountBalance) => accounts.set(keyOf(address), typeof balance === 'bigint' ? { free: balance } : balance);
  for (const [address, balance] of Object.entries(options.balances ?? {})) setBalance(address, balance);
  const log: Array<{ method: string; params: unknown[] }> = [];
  let fault: SubstrateRpcFault | undefined;

  const methods: Record<string, (params: unknown[]) => unknown> = {
    state_getStorage([key]) {
      if (typeof key !== 'string') throw new RpcFailure(-32602, 'Invalid params: expected a storage key');
      const id = accountIdOfKey(key);
      const balance = id ? accounts.get(u8aToHex(id)) : undefined;
      return balance ? encodeAccountInfo(balance) : null;
    },
    chain_getBlockHash([at]) {
      if (at === undefined || at === null) return blockHash(HEAD);
      const n = typeof at === 'string' && /^0x[0-9a-f]+$/i.test(at) ? Number.parseInt(at, 16) : at;
      if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) throw new RpcFailure(-32602, 'Invalid params: expected a block number');
      return n === 0 ? genesisHash : n <= HEAD ? blockHash(n) : null;
    },
    chain_getFinalizedHead: () => blockHash(HEAD),
    system_chain: () => chain,
    system_name: () => 'Latchkey Substrate stand-in',
    system_version: () => '0.1.0',
    system_properties: () => ({ ...properties }),
    rpc_methods: () => ({ version: 1, methods: Object.keys(methods).sort() }),
  };

  const answer = (request: unknown): object => {
    const id: Id = typeof (request as { id?: unknown } | null)?.id === 'string' || typeof (request as { id?: unknown } | null)?.id === 'number' ? (request as { id: Id }).id : null;
    const { jsonrpc, method, params } = (request ?? {}) as { jsonrpc?: unknown; method?: unknown; params?: unknown };
    if (jsonrpc !== '2.0' || typeof method !== 'string' || (params !== undefined && !Array.isArray(params))) return { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid request' } };
    const list = (params ?? []) as unknown[];
    log.push({ method, params: list });
    if (fault?.rpcError) return { jsonrpc: '2.0', id, error: { ...fault.rpcError } };
    const handler = Object.hasOwn(methods, method) ? methods[method] : undefined;
    if (!handler) return { jsonrpc: '2.0', id, error: { code: -32601, message: `Method not found: ${method}` } };
    try {
      return { jsonrpc: '2.0', id, result: handler(list) };
    } catch (error) {
      const failure = error instanceof RpcFailure ? error : new RpcFailure(-32603, `Internal error: ${error instanceof Error ? error.message : String(error)}`);
      return { jsonrpc: '2.0', id, error: { code: failure.code, message: failure.message } };
    }
  };

  const onRequest = (request: IncomingMessage, response: ServerResponse): void => {
    const cors = corsHeaders(request);
    const reply = (status: number, body: string) => {
      response.writeHead(status, { ...cors, 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(body);
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors);
      response.end();
      return;
    }
    if (request.method !== 'POST') return reply(405, JSON.stringify({ error: 'POST JSON-RPC to this URL' }));
    void readBody(request).then(
      async (body) => {
        const now = fault;
        if (now?.delayMs) await new Promise((resolve) => setTimeout(resolve, now.delayMs));
        if (now?.status) return reply(now.status, JSON.stringify({ error: `HTTP ${now.status}` }));
        if (body === null) return reply(413, JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request: body too large' } }));
        let parsed: unknown;
        try {
          parsed = JSON.parse(body);
        } catch {
          return reply(200, JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }));
        }
        if (now?.malformed) return reply(200, '{"jsonrpc":"2.0",');
        if (Array.isArray(parsed)) {
          if (parsed.length === 0 || parsed.length > MAX_BATCH) return reply(200, JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request: batch of 1 to 100' } }));
          return reply(200, JSON.stringify(parsed.map(answer)));
        }
        return reply(200, JSON.stringify(answer(parsed)));
      },
      () => response.destroy(),
    );
  };

  const server = createServer(onRequest);
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, HOST, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

  return {
    url: `http://${HOST}:${port}`,
    port,
    genesisHash,
    caip2: `polkadot:${genesisHash.slice(2, 34)}`,
    setBalance,
    removeAccount: (address) => void accounts.delete(keyOf(address)),
    setFault: (next) => void (fault = next ? { ...next } : undefined),
    requests: () => log.map((r) => ({ method: r.method, params: [...r.params] })),
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// Test support: a hostile EVM JSON-RPC endpoint on 127.0.0.1 — it answers at once, as another chain
// (`eth_chainId`), and gives every account a huge balance. Listed first among a network's RPC URLs,
// it is what a kit that never asks an endpoint which chain it serves would read its balance from.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** Options of {@link startHostileRpc}. */
export interface HostileRpcOptions {
  /** The chain id it claims (`eth_chainId`). */
  chainId: number;
  /** What `eth_getBalance` answers for any account, in wei. Default 1,000,000 ETH. */
  balanceWei?: bigint;
}

/** A running hostile endpoint. */
export interface HostileRpc {
  /** `http://127.0.0.1:<port>/`. */
  url: string;
  /** JSON-RPC methods it was sent, in arrival order, batches flattened. */
  methods(): string[];
  /** POSTs it was sent (a batch counts once). */
  requests(): number;
  close(): Promise<void>;
}

/** 1,000,000 ETH in wei. */
export const MILLION_ETH_WEI = 1_000_000n * 10n ** 18n;

/**
 * Starts the hostile endpoint. It answers `eth_chainId` with its own chain id, `eth_blockNumber`
 * with a high block, `eth_getBalance` with `balanceWei`, anything else with `0x`; CORS for any page.
 *
 * @example
 * const hostile = await startHostileRpc({ chainId: 1 });
 * // the dapp's network lists [hostile.url, chain.rpcUrl]
 * hostile.methods(); // ['eth_chainId', 'eth_getBalance']
 * await hostile.close();
 */
export async function startHostileRpc(options: HostileRpcOptions): Promise<HostileRpc> {
  const methods: string[] = [];
  let requests = 0;
  const sockets = new Set<Socket>();
  const balance = `0x${(options.balanceWei ?? MILLION_ETH_WEI).toString(16)}`;
  const result = (method: string) => (method === 'eth_chainId' ? `0x${options.chainId.toString(16)}` : method === 'eth_getBalance' ? balance : method === 'eth_blockNumber' ? '0xffffff' : '0x');

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    const cors = { 'access-control-allow-origin': req.headers.origin ?? '*', 'access-control-allow-methods': 'POST, OPTIONS', 'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'content-type', 'access-control-max-age': '0' };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests++;
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return void res.writeHead(400, { ...cors, 'content-type': 'application/json' }).end('{"message":"not JSON"}');
      }
      const calls = (Array.isArray(body) ? body : [body]) as Array<{ id?: unknown; method?: unknown }>;
      const answers = calls.map((c) => {
        const method = typeof c.method === 'string' ? c.method : '';
        methods.push(method);
        return { jsonrpc: '2.0', id: c.id ?? null, result: result(method) };
      });
      res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(Array.isArray(body) ? answers : answers[0]));
    });
  };

  const server = createServer(onRequest);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    methods: () => [...methods],
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

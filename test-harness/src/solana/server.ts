// A local Solana JSON-RPC endpoint over litesvm, on 127.0.0.1: HTTP JSON-RPC on `port` and
// websocket subscriptions on `port + 1` (the solana-test-validator layout that @solana/web3.js
// 1.x assumes when it derives its websocket URL) and on `port` itself.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { SOLANA_TEST_ACCOUNTS } from './accounts';
import type { SolanaTestAccount } from './accounts';
import { SOLANA_LOCALNET_CHAIN, caip2FromGenesisHash } from './chains';
import { handleJsonRpcBody } from './json-rpc';
import { createLedger } from './ledger';
import type { Ledger } from './ledger';
import { createRpcMethods } from './rpc-methods';
import { MAX_WS_MESSAGE_BYTES, serveSubscriptions } from './subscriptions';

/** Default HTTP port, as solana-test-validator's (websockets on 8900). Overridable with LATCHKEY_SOLANA_PORT. */
export const DEFAULT_SOLANA_PORT = 8899;
/** Largest request body accepted (a transaction is at most 1232 bytes; batches are bigger). */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** How long one HTTP request may take to arrive before the server gives up on it. */
export const REQUEST_TIMEOUT_MS = 10_000;
const HOST = '127.0.0.1';
const FREE_PAIR_ATTEMPTS = 20;
const CLIENT_CLOSE_MS = 1000;

/** Options of {@link startSolana}. */
export interface StartSolanaOptions {
  /** HTTP port; websockets also listen on `port + 1`. 0 (default) picks a free pair. */
  port?: number;
  /** Accounts funded at start; default {@link SOLANA_TEST_ACCOUNTS} (5 accounts). */
  accounts?: readonly SolanaTestAccount[];
  /** Lamports each account gets; default 100 SOL. */
  lamportsEach?: bigint;
  /** Genesis hash to report; default the local one. Pass a cluster's to pose as that cluster. */
  genesisHash?: string;
  /** A new slot (and blockhash) every `slotMs` when idle, like a real cluster; 0 turns the clock off. Default 400. */
  slotMs?: number;
}

/** A running endpoint. */
export interface SolanaEndpoint {
  /** `http://127.0.0.1:<port>`: give it to `createSolanaRpc` or `new Connection`. */
  url: string;
  /** `ws://127.0.0.1:<port + 1>`: give it to `createSolanaRpcSubscriptions` (web3.js derives it). */
  wsUrl: string;
  port: number;
  wsPort: number;
  /** The Wallet Standard chain of this endpoint: `solana:localnet`. */
  chain: typeof SOLANA_LOCALNET_CHAIN;
  /** `solana:` + the first 32 characters of {@link genesisHash}. */
  caip2: string;
  genesisHash: string;
  /** The funded accounts. */
  accounts: readonly SolanaTestAccount[];
  /** The chain itself: slots, statuses, and `ledger.svm` (litesvm) to set up state directly. */
  ledger: Ledger;
  /** Closes both ports and every open socket; safe to call twice. */
  stop(): Promise<void>;
}

function corsHeaders(request: IncomingMessage): Record<string, string> {
  return {
    // Loopback only, so any page on this machine may call it (the demo and test pages run on other ports).
    'access-control-allow-origin': request.headers.origin ?? '*',
    'access-control-allow-methods': 'POST, GET, OPTIONS',
    'access-control-allow-headers': request.headers['access-control-request-headers'] ?? 'content-type, solana-client',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // An oversized body is read to its end and dropped: cutting the socket mid-upload would
    // reset the connection before the client could read the 413.
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error): void => reject(error);
    server.once('error', onError);
    server.listen(port, HOST, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Closes every websocket with 1000 (normal closure), then terminates those still open after
 * CLIENT_CLOSE_MS. A clean close matters: web3.js 1.x (rpc-websockets) reconnects forever, once
 * a second, after any other close code, which would keep a test process alive.
 */
async function closeClients(wss: WebSocketServer): Promise<void> {
  const open = [...wss.clients];
  if (open.length === 0) return;
  await new Promise<void>((resolve) => {
    let left = open.length;
    const timer = setTimeout(() => {
      for (const client of open) client.terminate();
      resolve();
    }, CLIENT_CLOSE_MS);
    for (const client of open) {
      client.once('close', () => {
        left -= 1;
        if (left === 0) {
          clearTimeout(timer);
          resolve();
        }
      });
      client.close(1000, 'endpoint stopping');
    }
  });
}

/** Listens on `port` and `port + 1`; with port 0, retries until the OS gives a port whose neighbour is free. */
async function listenPair(http: Server, ws: Server, port: number): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const httpPort = await listen(http, port);
    try {
      if (httpPort >= 65_535) throw Object.assign(new Error('no port above 65535'), { code: 'EADDRINUSE' });
      await listen(ws, httpPort + 1);
      return httpPort;
    } catch (error) {
      await close(http);
      const inUse = (error as { code?: string }).code === 'EADDRINUSE';
      if (port !== 0 || !inUse || attempt >= FREE_PAIR_ATTEMPTS) throw error;
    }
  }
}

/**
 * Starts a Solana JSON-RPC endpoint over litesvm on 127.0.0.1, with the test accounts funded
 * (100 SOL each). Starts in ~15 ms.
 *
 * @example
 * ```ts
 * const solana = await startSolana();              // free ports
 * const rpc = createSolanaRpc(solana.url);         // @solana/kit
 * const connection = new Connection(solana.url);   // @solana/web3.js 1.x (websockets on port + 1)
 * await solana.stop();
 * ```
 */
export async function startSolana(options: StartSolanaOptions = {}): Promise<SolanaEndpoint> {
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65_534) throw new Error(`startSolana: port ${port} is not a port number below 65535 (websockets use port + 1)`);
  const accounts = options.accounts ?? SOLANA_TEST_ACCOUNTS;
  const ledger = createLedger({ accounts, lamportsEach: options.lamportsEach, genesisHash: options.genesisHash });
  const methods = createRpcMethods(ledger);
  const ids = { next: 1 };
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_WS_MESSAGE_BYTES });
  wss.on('connection', (socket) => serveSubscriptions(socket, ledger, ids));

  const onRequest = (request: IncomingMessage, response: ServerResponse): void => {
    const cors = corsHeaders(request);
    const reply = (status: number, body: string, type = 'application/json'): void => {
      response.writeHead(status, { ...cors, 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors);
      response.end();
      return;
    }
    if (request.method === 'GET' && request.url === '/health') return reply(200, 'ok', 'text/plain; charset=utf-8');
    if (request.method !== 'POST') return reply(405, JSON.stringify({ error: 'POST JSON-RPC to this URL' }));
    readBody(request).then(
      (body) => {
        if (body === null) return reply(413, JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: `Invalid request: body larger than ${MAX_BODY_BYTES} bytes` } }));
        const text = handleJsonRpcBody(body, methods);
        if (text === null) {
          response.writeHead(204, cors);
          response.end();
          return;
        }
        reply(200, text);
      },
      () => response.destroy(),
    );
  };
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  };
  const makeServer = (): Server => {
    const server = createServer({ requestTimeout: REQUEST_TIMEOUT_MS, headersTimeout: REQUEST_TIMEOUT_MS }, onRequest);
    server.on('upgrade', onUpgrade);
    return server;
  };
  const http = makeServer();
  const ws = makeServer();
  const httpPort = await listenPair(http, ws, port);

  const slotMs = options.slotMs ?? 400;
  const clock = slotMs > 0 ? setInterval(() => ledger.advance(), slotMs) : undefined;
  clock?.unref();

  let stopped: Promise<void> | null = null;
  return {
    url: `http://${HOST}:${httpPort}`,
    wsUrl: `ws://${HOST}:${httpPort + 1}`,
    port: httpPort,
    wsPort: httpPort + 1,
    chain: SOLANA_LOCALNET_CHAIN,
    caip2: caip2FromGenesisHash(ledger.genesisHash),
    genesisHash: ledger.genesisHash,
    accounts,
    ledger,
    stop() {
      stopped ??= (async () => {
        clearInterval(clock);
        await closeClients(wss);
        await Promise.all([close(http), close(ws), new Promise<void>((resolve) => wss.close(() => resolve()))]);
      })();
      return stopped;
    },
  };
}

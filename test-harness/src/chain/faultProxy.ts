// A fault switch in front of one RPC endpoint (a local chain, the cloud double's RPC proxy, the
// Solana or Substrate endpoint): it forwards every request unchanged until a test kills it, then
// refuses, hangs or answers an error status until it is revived. It counts what reached it, so a
// test can see an endpoint ranked down stop receiving reads.
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How a killed switch fails (CORS preflights still pass, so a page's calls reach it and are counted):
 * - `down`: the connection is dropped without an answer (a dead host; the client sees a network error);
 * - `hang`: nothing is answered (a stuck host; the client's timeout has to end the wait);
 * - `status`: an HTTP error status, 503 unless told (429 for a rate limit), with a JSON message.
 */
export type FaultProxyMode = 'down' | 'hang' | 'status';

/** Options of {@link startFaultProxy}. */
export interface FaultProxyOptions {
  /** Port to listen on (127.0.0.1); 0 (default) lets the OS pick. */
  port?: number;
}

/** A running fault switch. */
export interface FaultProxy {
  /** The switch's own URL (`http://127.0.0.1:<port>`); paths and queries are passed to the target. */
  url: string;
  /** Where it forwards while up. */
  target: string;
  /** `up`, or how it fails now. */
  readonly state: 'up' | FaultProxyMode;
  /** Fails every request from now on, in `mode` (default `down`); `status` picks the HTTP status (default 503). */
  kill(mode?: FaultProxyMode, options?: { status?: number }): void;
  /** Forwards again. */
  revive(): void;
  /** JSON-RPC POSTs that reached the switch (forwarded or failed), batches counting once. */
  requests(): number;
  /** The JSON-RPC methods of those requests in arrival order, batches flattened. */
  methods(): string[];
  /** Forgets the counts. */
  resetCounts(): void;
  /** Stops listening and drops every open connection (hung ones too). */
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 4 * 1024 * 1024;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The methods of a JSON-RPC body (one call or a batch); none when it is not JSON-RPC. */
function methodsOf(body: Buffer): string[] {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as unknown;
    const calls = Array.isArray(parsed) ? parsed : [parsed];
    return calls.flatMap((c) => (c && typeof c === 'object' && typeof (c as { method?: unknown }).method === 'string' ? [(c as { method: string }).method] : []));
  } catch {
    return [];
  }
}

/** CORS for a page on another origin (the dapp's static server), as the endpoints behind it answer. */
function corsHeaders(req: IncomingMessage): Record<string, string> {
  return {
    'access-control-allow-origin': req.headers.origin ?? '*',
    'access-control-allow-methods': 'POST, GET, OPTIONS',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'content-type',
    'access-control-max-age': '0',
    vary: 'origin',
  };
}

/**
 * Starts a fault switch on 127.0.0.1 in front of `target` (an http URL; its path prefixes the
 * request's). Up, it forwards method, path, query, headers and body, and relays the answer.
 *
 * @example
 * const sw = await startFaultProxy(stack.chains.chains[0].rpcUrl);
 * // the dapp's network lists [sw.url, chain.rpcUrl]
 * sw.kill('down');               // connections dropped: reads must go to the second URL
 * sw.methods().filter((m) => m !== 'eth_blockNumber') // the reads that still reached it
 * sw.revive();
 * await sw.close();
 */
export async function startFaultProxy(target: string, options: FaultProxyOptions = {}): Promise<FaultProxy> {
  const upstream = new URL(target);
  if (upstream.protocol !== 'http:') throw new Error(`startFaultProxy: target must be an http URL, not ${target}`);
  let mode: 'up' | FaultProxyMode = 'up';
  let status = 503;
  let requests = 0;
  let methods: string[] = [];
  const sockets = new Set<Socket>();

  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const incoming = new URL(req.url ?? '/', 'http://switch');
    const path = `${upstream.pathname.replace(/\/+$/, '')}${incoming.pathname}${incoming.search}`;
    const headers = { ...req.headers, host: upstream.host };
    delete headers['content-length'];
    const out = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path, headers: { ...headers, 'content-length': String(body.length) } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.setTimeout(30_000, () => out.destroy(new Error('upstream timed out')));
    out.on('error', (error) => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'content-type': 'application/json', ...corsHeaders(req) });
      res.end(JSON.stringify({ message: `fault switch: upstream failed: ${error.message}` }));
    });
    out.end(body);
  };

  const onRequest = async (req: IncomingMessage, res: ServerResponse) => {
    // A killed switch still passes CORS preflights: the call itself fails, so a page's calls reach
    // the switch and are counted (a preflight failing instead would hide what the page tried).
    if (req.method === 'OPTIONS') {
      if (mode === 'up') return forward(req, res, Buffer.alloc(0));
      res.writeHead(204, corsHeaders(req));
      return void res.end();
    }
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch {
      return void req.socket.destroy();
    }
    if (req.method === 'POST') {
      requests += 1;
      methods.push(...methodsOf(body));
    }
    switch (mode) {
      case 'up':
        return forward(req, res, body);
      case 'down':
        return void req.socket.destroy();
      case 'hang':
        return;
      case 'status':
        res.writeHead(status, { 'content-type': 'application/json', ...(status === 429 ? { 'retry-after': '1' } : {}), ...corsHeaders(req) });
        return void res.end(JSON.stringify({ message: status === 429 ? 'Too Many Requests' : 'Service Unavailable' }));
    }
  };

  const server = createServer((req, res) => void onRequest(req, res));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('startFaultProxy: no port');

  return {
    url: `http://127.0.0.1:${address.port}`,
    target,
    get state() {
      return mode;
    },
    kill(next = 'down', o = {}) {
      // Open keep-alive connections stay: the next request on one is read (and counted), then dropped.
      mode = next;
      status = o.status ?? 503;
    },
    revive() {
      mode = 'up';
    },
    requests: () => requests,
    methods: () => [...methods],
    resetCounts() {
      requests = 0;
      methods = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

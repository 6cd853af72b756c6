// A WalletConnect relay double on 127.0.0.1: the websocket JSON-RPC protocol of the 2.x SDK
// (subscribe, publish, push with acknowledgements and resends, a mailbox for late subscribers,
// the implicit subscriptions of wc_proposeSession / wc_approveSession), plus switches for tests:
// faults per method, kill (drop every socket), pause / resume (connection refused meanwhile),
// restart. The mailbox lives in the handle, so it survives pause, resume and restart.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { RawData, WebSocket } from 'ws';
import { createRelayFaults } from './faults';
import type { RelayFault, RelayFaultController } from './faults';
import { errorFrame, idKey, parseFrame, relayError, RelayRpcError, requestFrame, resultFrame } from './json';
import { createMailbox } from './mailbox';
import type { StoredMessage } from './mailbox';
import { relayMethod } from './protocol';
import type { DeliveredMessage, RelayOps } from './protocol';

/** Default port of the relay in the local stack (overridable with LATCHKEY_RELAY_PORT). */
export const DEFAULT_RELAY_PORT = 4200;
/** Largest websocket frame accepted. */
export const MAX_FRAME_BYTES = 4 * 1024 * 1024;
/** How long a push waits for its acknowledgement before it is sent again. */
export const DEFAULT_ACK_TIMEOUT_MS = 5000;
/** Pushes of one message to one socket before the relay gives up (it stays in the mailbox). */
export const DEFAULT_MAX_DELIVERY_ATTEMPTS = 5;
/** Websocket ping period; the SDK drops a socket that has been silent for 35 s. */
export const DEFAULT_PING_INTERVAL_MS = 15_000;
/** Most messages the mailbox holds (the oldest go first). */
export const DEFAULT_MAX_MESSAGES = 10_000;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);
const MAX_LOG_ENTRIES = 2000;
const SWEEP_INTERVAL_MS = 10_000;
const CLIENT_CLOSE_MS = 1000;

/** Options of {@link startRelay}. */
export interface StartRelayOptions {
  /** 0 (default) lets the OS pick; the stack passes 4200 or LATCHKEY_RELAY_PORT. */
  port?: number;
  /** A loopback host only: `127.0.0.1` (default), `localhost` or `::1`. */
  host?: string;
  /** Resend a push that is not acknowledged within this many ms; default 5000. */
  ackTimeoutMs?: number;
  /** Pushes per message and socket before giving up until the next subscribe; default 5. */
  maxDeliveryAttempts?: number;
  /** Websocket ping period in ms; default 15 000. */
  pingIntervalMs?: number;
  /** Mailbox capacity; default 10 000 messages. */
  maxMessages?: number;
  /** Called with one line per connection, request and push (the CLI's verbose mode). */
  log?: (line: string) => void;
}

/** Counters and sizes, for assertions. A fresh snapshot on every read. */
export interface RelayStats {
  /** Open websockets. */
  connections: number;
  /** Subscriptions of the open websockets (socket × topic). */
  subscriptions: number;
  /** Messages stored (unexpired or not yet swept). */
  mailbox: number;
  published: number;
  /** Pushes sent (first attempts and resends). */
  delivered: number;
  acknowledged: number;
  resent: number;
  /** Requests received, per method. */
  requests: Record<string, number>;
  /** Websocket connections accepted since start. */
  accepted: number;
}

/** One request the relay received. */
export interface RelayRequestLogEntry {
  at: number;
  /** Connection number (1, 2, …) and the client's id (its did:key when the SDK sent one). */
  connection: number;
  clientId: string;
  method: string;
  /** The id's JSON text as received ("null" for a notification). */
  rawId: string;
  topics: string[];
  outcome: 'ok' | 'error' | `fault:${RelayFault['kind']}`;
  error?: { code: number; message: string };
}

/** A running relay double. */
export interface RelayHandle {
  /** `ws://127.0.0.1:<port>`: the SDK's `relayUrl`. */
  readonly url: string;
  readonly port: number;
  readonly host: string;
  /** False while paused or after stop(). */
  readonly listening: boolean;
  /** A fresh snapshot of the counters. */
  readonly stats: RelayStats;
  /** Faults per method (`irn_publish`, `wc_approveSession`, …), `'*'`, or `'delivery'` for pushes. */
  readonly faults: RelayFaultController;
  /** Drops every socket abruptly (no close frame, code 1006 at the client); keeps listening, so clients reconnect. */
  kill(): void;
  /** Drops every socket and stops listening: connections are refused until resume(). */
  pause(): Promise<void>;
  /** Listens again on the same port. */
  resume(): Promise<void>;
  /** pause(), wait `downMs` (default 0), optionally forget the mailbox, resume(): a relay process restart. */
  restart(options?: { downMs?: number; clearState?: boolean }): Promise<void>;
  /** Every request so far (the last 2000), oldest first. */
  requests(): RelayRequestLogEntry[];
  clearRequests(): void;
  /** Faults, mailbox, request log and counters back to the start. */
  reset(): void;
  /** Resolves once `predicate(stats)` holds (checked every 10 ms); rejects after `timeoutMs` (default 5000). */
  waitFor(predicate: (stats: RelayStats) => boolean, options?: { timeoutMs?: number }): Promise<RelayStats>;
  /** Closes every socket and the port; safe to call twice. */
  stop(): Promise<void>;
}

interface Delivery {
  message: StoredMessage;
  attempts: number;
  timer: NodeJS.Timeout;
}

interface Connection {
  readonly number: number;
  readonly clientId: string;
  readonly socket: WebSocket;
  readonly topics: Set<string>;
  /** Pushes waiting for their acknowledgement, by id digits. */
  readonly unacked: Map<string, Delivery>;
  /** Messages (seq) pushed to this socket and not yet acknowledged. */
  readonly inFlight: Set<number>;
  open: boolean;
}

/**
 * The client id the SDK's relay-auth JWT names (`iss`, a did:key), read without verifying the
 * signature (a test relay trusts its clients); undefined when there is none.
 */
function clientIdFromAuth(url: string | undefined): string | undefined {
  try {
    const auth = new URL(url ?? '/', 'ws://relay').searchParams.get('auth');
    const payload = auth?.split('.')[1];
    if (!payload) return undefined;
    const iss = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: unknown }).iss;
    return typeof iss === 'string' && iss.length > 0 && iss.length <= 200 ? iss : undefined;
  } catch {
    return undefined;
  }
}

/** The SDK's own subscription id: sha256 of topic + client id, hex (core's `getSubscriptionId`). */
function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256').update(topic + clientId).digest('hex');
}

function resolveHost(host: string | undefined): string {
  const wanted = host ?? '127.0.0.1';
  if (!LOOPBACK_HOSTS.has(wanted)) throw new Error(`startRelay: host "${wanted}" is not a loopback address; the relay listens on 127.0.0.1, localhost or ::1 only`);
  return wanted === 'localhost' ? '127.0.0.1' : wanted;
}

function positive(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`startRelay: ${name} must be a positive number`);
  return value;
}

/**
 * Starts a WalletConnect relay double on 127.0.0.1. Give its `url` to the SDK as `relayUrl`
 * (any projectId; the `auth` JWT is read for the client id, never verified).
 *
 * @example
 * ```ts
 * const relay = await startRelay();                 // free port
 * const client = await SignClient.init({ relayUrl: relay.url, projectId: 'latchkey-dev', … });
 * relay.kill();                                      // every socket dropped; clients reconnect
 * await relay.restart({ downMs: 500 });              // refused for 0.5 s, mailbox kept
 * relay.faults.set('irn_publish', { kind: 'error', message: 'busy' }, { times: 1 });
 * await relay.stop();
 * ```
 */
export async function startRelay(options: StartRelayOptions = {}): Promise<RelayHandle> {
  const requestedPort = options.port ?? 0;
  if (!Number.isInteger(requestedPort) || requestedPort < 0 || requestedPort > 65_535) throw new Error(`startRelay: port ${requestedPort} is not a port number`);
  const host = resolveHost(options.host);
  const ackTimeoutMs = positive(options.ackTimeoutMs, DEFAULT_ACK_TIMEOUT_MS, 'ackTimeoutMs');
  const maxAttempts = Math.floor(positive(options.maxDeliveryAttempts, DEFAULT_MAX_DELIVERY_ATTEMPTS, 'maxDeliveryAttempts'));
  const pingIntervalMs = positive(options.pingIntervalMs, DEFAULT_PING_INTERVAL_MS, 'pingIntervalMs');
  const log = options.log;

  const mailbox = createMailbox({ maxMessages: Math.floor(positive(options.maxMessages, DEFAULT_MAX_MESSAGES, 'maxMessages')) });
  const faults = createRelayFaults();
  const connections = new Set<Connection>();
  const subscribers = new Map<string, Set<Connection>>();
  const timers = new Set<NodeJS.Timeout>();
  const requestLog: RelayRequestLogEntry[] = [];
  const counters = { published: 0, delivered: 0, acknowledged: 0, resent: 0, accepted: 0, requests: {} as Record<string, number> };
  let connectionNumber = 0;
  // Push ids: like the relay's, ~19 decimal digits (beyond a double's precision, which is the point).
  let pushSequence = 0;
  const nextPushId = (): string => (BigInt(Date.now()) * 1_000_000n + BigInt(pushSequence++ % 1_000_000)).toString();

  const later = (ms: number, run: () => void): NodeJS.Timeout => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
    return timer;
  };
  const cancel = (timer: NodeJS.Timeout): void => {
    clearTimeout(timer);
    timers.delete(timer);
  };

  const send = (connection: Connection, text: string): void => {
    if (connection.open && connection.socket.readyState === connection.socket.OPEN) connection.socket.send(text);
  };

  const closeConnection = (connection: Connection, code?: number): void => {
    if (code === undefined || code === 1006) connection.socket.terminate();
    else connection.socket.close(code, 'relay double fault');
  };

  // -- Pushes -------------------------------------------------------------------------------

  const push = (connection: Connection, message: StoredMessage, attempts: number): void => {
    if (!connection.open || !mailbox.isLive(message) || message.receivedBy.has(connection.clientId)) {
      connection.inFlight.delete(message.seq);
      return;
    }
    const id = nextPushId();
    connection.inFlight.add(message.seq);
    const timer = later(ackTimeoutMs, () => {
      connection.unacked.delete(id);
      if (attempts < maxAttempts && connection.open) {
        counters.resent += 1;
        log?.(`resend #${attempts + 1} of message ${message.seq} to connection ${connection.number}`);
        push(connection, message, attempts + 1);
      } else {
        connection.inFlight.delete(message.seq);
      }
    });
    connection.unacked.set(id, { message, attempts, timer });
    const data: DeliveredMessage = {
      topic: message.topic,
      message: message.message,
      publishedAt: message.publishedAt,
      tag: message.tag,
      ...(message.attestation === undefined ? {} : { attestation: message.attestation }),
    };
    const frame = requestFrame(id, 'irn_subscription', { id: subscriptionId(message.topic, connection.clientId), data });
    const deliver = (): void => {
      if (!connection.open) return;
      counters.delivered += 1;
      log?.(`push message ${message.seq} (tag ${message.tag}) on ${message.topic.slice(0, 8)}… to connection ${connection.number}`);
      send(connection, frame);
    };
    const fault = faults.takeDelivery();
    if (fault?.kind === 'drop') return;
    if (fault?.kind === 'close') return closeConnection(connection, fault.code);
    if (fault?.kind === 'delay') later(fault.ms, deliver);
    else deliver();
  };

  const deliverPending = (connection: Connection, topic: string): void => {
    for (const message of mailbox.pendingFor(topic, connection.clientId)) {
      if (!connection.inFlight.has(message.seq)) push(connection, message, 1);
    }
  };

  const onAcknowledgement = (connection: Connection, rawId: string, failed: boolean): void => {
    const key = idKey(rawId);
    const delivery = connection.unacked.get(key);
    if (!delivery) return;
    // An error answer is not an acknowledgement: the resend timer keeps running.
    if (failed) return;
    cancel(delivery.timer);
    connection.unacked.delete(key);
    connection.inFlight.delete(delivery.message.seq);
    mailbox.markReceived(delivery.message, connection.clientId);
    counters.acknowledged += 1;
  };

  // -- Requests -----------------------------------------------------------------------------

  const opsFor = (connection: Connection): RelayOps => ({
    subscribe(topic) {
      connection.topics.add(topic);
      let set = subscribers.get(topic);
      if (!set) subscribers.set(topic, (set = new Set()));
      set.add(connection);
      deliverPending(connection, topic);
      return subscriptionId(topic, connection.clientId);
    },
    unsubscribe(topic) {
      connection.topics.delete(topic);
      const set = subscribers.get(topic);
      set?.delete(connection);
      if (set?.size === 0) subscribers.delete(topic);
    },
    publish(input) {
      const { stored, duplicate } = mailbox.add({ ...input, publisher: connection.clientId });
      if (duplicate) return;
      counters.published += 1;
      for (const subscriber of subscribers.get(input.topic) ?? []) {
        if (subscriber.clientId !== connection.clientId) push(subscriber, stored, 1);
      }
    },
    fetch(topics) {
      const messages: DeliveredMessage[] = [];
      for (const topic of topics) {
        for (const message of mailbox.pendingFor(topic, connection.clientId)) {
          mailbox.markReceived(message, connection.clientId);
          messages.push({ topic, message: message.message, publishedAt: message.publishedAt, tag: message.tag, ...(message.attestation === undefined ? {} : { attestation: message.attestation }) });
        }
      }
      return messages;
    },
  });

  const topicsOf = (params: unknown): string[] => {
    if (typeof params !== 'object' || params === null) return [];
    const record = params as Record<string, unknown>;
    const found = [record.topic, record.pairingTopic, record.sessionTopic].filter((value): value is string => typeof value === 'string');
    if (Array.isArray(record.topics)) found.push(...record.topics.filter((value): value is string => typeof value === 'string'));
    return found;
  };

  const record = (entry: RelayRequestLogEntry): void => {
    requestLog.push(entry);
    if (requestLog.length > MAX_LOG_ENTRIES) requestLog.splice(0, requestLog.length - MAX_LOG_ENTRIES);
  };

  const handleRequest = (connection: Connection, method: string, params: unknown, rawId: string | null): void => {
    counters.requests[method] = (counters.requests[method] ?? 0) + 1;
    const entry: RelayRequestLogEntry = { at: Date.now(), connection: connection.number, clientId: connection.clientId, method, rawId: rawId ?? 'null', topics: topicsOf(params), outcome: 'ok' };
    record(entry);
    const answer = (text: string): void => {
      if (rawId !== null) send(connection, text);
    };
    const run = (): void => {
      if (!connection.open) return;
      const handler = relayMethod(method);
      try {
        if (!handler) throw relayError('methodNotFound', method);
        const result = handler(params, opsFor(connection));
        log?.(`${method} from connection ${connection.number}${entry.topics.length ? ` (${entry.topics.map((topic) => `${topic.slice(0, 8)}…`).join(', ')})` : ''}`);
        answer(resultFrame(rawId ?? 'null', result));
      } catch (error) {
        const rpcError = error instanceof RelayRpcError ? error : relayError('internal', error instanceof Error ? error.message : String(error));
        entry.outcome = 'error';
        entry.error = { code: rpcError.code, message: rpcError.message };
        log?.(`${method} from connection ${connection.number} failed: ${rpcError.message}`);
        answer(errorFrame(rawId ?? 'null', rpcError));
      }
    };
    const fault = faults.take(method);
    if (!fault) return run();
    entry.outcome = `fault:${fault.kind}`;
    switch (fault.kind) {
      case 'error':
        return answer(errorFrame(rawId ?? 'null', { code: fault.code ?? -32000, message: fault.message ?? 'Relay fault injected by the test' }));
      case 'drop':
        return;
      case 'close':
        return closeConnection(connection, fault.code);
      case 'delay':
        later(fault.ms, run);
        return;
    }
  };

  const onFrame = (connection: Connection, data: RawData, isBinary: boolean): void => {
    if (isBinary) {
      send(connection, errorFrame('null', relayError('parseError', 'binary frames are not JSON-RPC')));
      return;
    }
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
    const frame = parseFrame(text);
    switch (frame.kind) {
      case 'request':
        return handleRequest(connection, frame.method, frame.params, frame.rawId);
      case 'notification':
        return handleRequest(connection, frame.method, frame.params, null);
      case 'response':
        return onAcknowledgement(connection, frame.rawId, frame.error !== undefined && frame.error !== null);
      case 'invalid':
        log?.(`invalid frame from connection ${connection.number}: ${frame.error.message}`);
        send(connection, errorFrame(frame.rawId, frame.error));
        return;
    }
  };

  // -- Sockets ------------------------------------------------------------------------------

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    connectionNumber += 1;
    counters.accepted += 1;
    const number = connectionNumber;
    const connection: Connection = {
      number,
      clientId: clientIdFromAuth(request.url) ?? `connection-${number}`,
      socket,
      topics: new Set(),
      unacked: new Map(),
      inFlight: new Set(),
      open: true,
    };
    connections.add(connection);
    log?.(`connection ${number} opened (${connection.clientId.slice(0, 24)}…)`);
    socket.on('message', (data, isBinary) => {
      try {
        onFrame(connection, data, isBinary);
      } catch (error) {
        // Nothing a client sends may take the relay down.
        log?.(`frame from connection ${number} crashed its handler: ${error instanceof Error ? error.message : String(error)}`);
        send(connection, errorFrame('null', relayError('internal')));
      }
    });
    socket.on('error', () => socket.terminate());
    socket.on('close', () => {
      connection.open = false;
      connections.delete(connection);
      for (const delivery of connection.unacked.values()) cancel(delivery.timer);
      connection.unacked.clear();
      connection.inFlight.clear();
      for (const topic of connection.topics) {
        const set = subscribers.get(topic);
        set?.delete(connection);
        if (set?.size === 0) subscribers.delete(topic);
      }
      log?.(`connection ${number} closed`);
    });
  });

  const onHttp = (request: IncomingMessage, response: ServerResponse): void => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method === 'GET' && path === '/health') {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      response.end('ok');
      return;
    }
    response.writeHead(426, { 'content-type': 'text/plain; charset=utf-8', upgrade: 'websocket' });
    response.end('Latchkey WalletConnect relay double: connect with a websocket (ws://).');
  };
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', () => socket.destroy());
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  };
  const server = createServer({ requestTimeout: 10_000, headersTimeout: 10_000 }, onHttp);
  server.on('upgrade', onUpgrade);

  const listen = (port: number): Promise<number> =>
    new Promise((resolve, reject) => {
      const onError = (error: Error): void => reject(error);
      server.once('error', onError);
      server.listen(port, host, () => {
        server.off('error', onError);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const closeListener = (): Promise<void> =>
    new Promise((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      server.closeAllConnections();
    });
  const dropAll = (): void => {
    for (const connection of [...connections]) connection.socket.terminate();
  };

  const port = await listen(requestedPort);
  const ping = setInterval(() => {
    for (const connection of connections) if (connection.socket.readyState === connection.socket.OPEN) connection.socket.ping();
  }, pingIntervalMs);
  ping.unref();
  const sweep = setInterval(() => mailbox.sweep(), SWEEP_INTERVAL_MS);
  sweep.unref();

  let stopped: Promise<void> | null = null;
  const urlHost = host === '::1' ? '[::1]' : host;

  const stats = (): RelayStats => ({
    connections: connections.size,
    subscriptions: [...connections].reduce((sum, connection) => sum + connection.topics.size, 0),
    mailbox: mailbox.size(),
    published: counters.published,
    delivered: counters.delivered,
    acknowledged: counters.acknowledged,
    resent: counters.resent,
    requests: { ...counters.requests },
    accepted: counters.accepted,
  });

  const pause = async (): Promise<void> => {
    dropAll();
    await closeListener();
  };
  const resume = async (): Promise<void> => {
    if (stopped) throw new Error('relay: resume() after stop()');
    if (server.listening) return;
    await listen(port);
  };

  return {
    url: `ws://${urlHost}:${port}`,
    port,
    host,
    get listening() {
      return server.listening;
    },
    get stats() {
      return stats();
    },
    faults,
    kill() {
      log?.('kill: dropping every socket');
      dropAll();
    },
    pause,
    resume,
    async restart(restartOptions = {}) {
      await pause();
      const downMs = restartOptions.downMs ?? 0;
      if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs));
      if (restartOptions.clearState) mailbox.clear();
      await resume();
    },
    requests: () => requestLog.map((entry) => ({ ...entry, topics: [...entry.topics] })),
    clearRequests() {
      requestLog.length = 0;
    },
    reset() {
      faults.reset();
      mailbox.clear();
      requestLog.length = 0;
      Object.assign(counters, { published: 0, delivered: 0, acknowledged: 0, resent: 0, accepted: 0, requests: {} });
    },
    waitFor(predicate, waitOptions = {}) {
      const timeoutMs = waitOptions.timeoutMs ?? 5000;
      const started = Date.now();
      return new Promise((resolve, reject) => {
        const check = (): void => {
          const snapshot = stats();
          if (predicate(snapshot)) return resolve(snapshot);
          if (Date.now() - started >= timeoutMs) return reject(new Error(`relay.waitFor: condition not met within ${timeoutMs} ms (stats ${JSON.stringify(snapshot)})`));
          setTimeout(check, 10);
        };
        check();
      });
    },
    stop() {
      stopped ??= (async () => {
        clearInterval(ping);
        clearInterval(sweep);
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        // A clean close first (1001, going away), then whatever is left is cut.
        const open = [...connections];
        for (const connection of open) connection.socket.close(1001, 'relay stopping');
        if (open.length > 0) {
          await new Promise<void>((resolve) => {
            const started = Date.now();
            const poll = setInterval(() => {
              if (connections.size === 0 || Date.now() - started >= CLIENT_CLOSE_MS) {
                clearInterval(poll);
                resolve();
              }
            }, 10);
          });
        }
        dropAll();
        await closeListener();
        await new Promise<void>((resolve) => wss.close(() => resolve()));
      })();
      return stopped;
    },
  };
}

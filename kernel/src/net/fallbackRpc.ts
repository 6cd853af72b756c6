import { AbortedError, KitError } from '../errors';
import { NetworkError } from '../errors/flowErrors';
import type { HttpClient, RequestOptions } from './http';
import { createJsonRpcClient, type JsonRpcClient, type RpcRequest } from './jsonRpc';
import { createPingGate, documentVisibility, untilAborted, type VisibilitySource } from './pingGate';
import { createRankingBoard, type RankingWeights, type RpcEndpointRank } from './ranking';
import { RpcError } from './rpcError';

type RequestFn = (args: { method: string; params?: unknown }) => Promise<unknown>;

/**
 * What the fallback client takes from viem: its `fallback` and `createTransport` (the module,
 * loaded with `import()` beside this one). Written out because the kernel's types name no chain SDK.
 */
export interface ViemTransports {
  createTransport(config: { key: string; name: string; type: string; retryCount: number; request<R>(args: { method: string; params?: unknown }): Promise<R> }, value: { endpoint: number }): unknown;
  fallback(
    transports: ReadonlyArray<(params: { retryCount?: number }) => unknown>,
    config: {
      retryCount: number;
      shouldThrow(error: Error): boolean;
      rank: false | { interval: number; sampleCount: number; weights: RankingWeights; ping(args: { transport: { value?: unknown } }): Promise<unknown> };
    },
  ): (params: { retryCount: number }) => { request: unknown };
}

/** One endpoint of a network: the RPC proxy (`/v1/` and its query) or one of the network's URLs. */
export interface FallbackEndpoint {
  /** Shown in the ranking and the debug log. */
  url: string;
  http: HttpClient;
  path: string;
  query?: Record<string, string>;
}

export interface FallbackOptions {
  /** The network's CAIP-2 id, for the debug log. */
  network: string;
  /**
   * The namespace's cheap call that samples each endpoint (`eth_blockNumber`, `getSlot`…). Without
   * one the endpoints are not ranked: a read tries them in their listed order.
   */
  ping?: RpcRequest;
  /**
   * How an endpoint proves it serves this network (the namespace's `rpcIdentity`, bound to the
   * network): asked, in the same batch, with an endpoint's first read and with every ranking
   * ping. An endpoint whose answer does not match is dropped; one whose call fails serves no read
   * until it proves itself. Without one the endpoints are trusted as listed.
   */
  identity?: { request: RpcRequest; matches(result: unknown): boolean };
  /** Fires when the kit is destroyed: reads are aborted, polling ends. */
  signal: AbortSignal;
  logger?: Partial<Pick<Console, 'debug' | 'warn'>>;
  /** SPEC §9: 4 s between ranking rounds. */
  intervalMs?: number;
  /** SPEC §9: rounds kept, 10. */
  sampleCount?: number;
  /** SPEC §9: stability 0.7, latency 0.3. */
  weights?: RankingWeights;
  /** A ping slower than this counts as failed (its fetch is aborted). */
  pingTimeoutMs?: number;
  /** Polling pauses when no read went out for this long, and resumes with the next read. */
  idleAfterMs?: number;
  /** SPEC §7: calls per batch, 1000. */
  batchSize?: number;
  /** The page's visibility (default: `document`'s; none outside a browser). */
  visibility?: VisibilitySource;
}

/** A network's JSON-RPC over several endpoints, and their current ranking. */
export interface RankedJsonRpcClient extends JsonRpcClient {
  ranking(): RpcEndpointRank[];
}

/** SPEC §9 (polling, samples, weights) and §7 (batches); reads keep the HTTP client's 10 s timeout. */
export const FALLBACK_DEFAULTS = {
  intervalMs: 4_000,
  sampleCount: 10,
  weights: { stability: 0.7, latency: 0.3 },
  // The ping is the namespace's cheapest call: a stuck endpoint is ranked down within one round
  // (viem's own default is 1 s; 2 s leaves room for a busy page).
  pingTimeoutMs: 2_000,
  idleAfterMs: 60_000,
  batchSize: 1000,
} as const;

/**
 * JSON-RPC error codes that say "not now" rather than answer: limit exceeded (EIP-1474), and the
 * 429 some providers put in a 200 reply of a batch.
 */
const UNAVAILABLE_CODES = new Set([-32005, 429]);

/** The kit's own error inside viem's wrapping (viem wraps what a transport throws in its own errors). */
export function kitErrorIn(error: unknown): KitError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current; depth++) {
    if (current instanceof KitError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Whether a failed read goes to the next endpoint: yes on a timeout, a network failure, any HTTP
 * error status (429, 5xx…) and a malformed reply; no on a JSON-RPC error answer (execution
 * reverted, invalid params: the endpoint is healthy and the next one would say the same) unless
 * it is a rate limit, and no once the kit is destroyed.
 *
 * @example
 * shouldFailOver(new HttpError('HTTP status code 503')) // true
 * shouldFailOver(new RpcError(3, 'execution reverted')) // false
 */
export function shouldFailOver(error: unknown): boolean {
  const cause = kitErrorIn(error);
  if (cause instanceof RpcError) return UNAVAILABLE_CODES.has(cause.rpcCode);
  return !(cause instanceof AbortedError);
}

/** A read refused because its endpoint answered for another chain (dropped; it fails at once). */
class WrongChainError extends NetworkError {}

/** `http` with one timeout for every call (the pings'). */
function withCallTimeout(http: HttpClient, timeoutMs: number): HttpClient {
  return { ...http, post: <T>(path: string, options?: RequestOptions<T>) => http.post<T>(path, { ...options, timeoutMs }) };
}

/**
 * A network's reads over several endpoints through viem's `fallback` transport: each endpoint is
 * the kit's JSON-RPC client (batches of up to 1000, validated replies, 10 s timeout); a read
 * that times out or meets a 429, a 5xx or a dead host goes to the next endpoint; viem ranks the
 * endpoints by sampling `ping` (SPEC §9), starting with the first read. The pings wait while the
 * kit is idle or the page hidden, and end with `signal`. The ranking is mirrored for `ranking()`
 * and a debug line when it changes. With `identity`, an endpoint serves a read only once it
 * proved its chain (asked in the same batch as its first read, and again with every ping); one
 * that answers for another chain is dropped for good (last in the ranking, `chain: 'wrong'`, a
 * warning in the log) and never read again.
 *
 * @example
 * const rpc = createFallbackJsonRpcClient((await import('./viemTransports')).viemTransports, [proxy, direct], { network: 'eip155:1', ping: { method: 'eth_blockNumber' }, signal })
 * await rpc.request({ method: 'eth_getBalance', params: [address, 'latest'] })
 * rpc.ranking() // [{ url: 'https://…', score: 0.98, stability: 1, latencyMs: 40, samples: 3 }, …]
 */
export function createFallbackJsonRpcClient(viem: ViemTransports, endpoints: readonly FallbackEndpoint[], options: FallbackOptions): RankedJsonRpcClient {
  const { signal, ping } = options;
  const o = {
    intervalMs: options.intervalMs ?? FALLBACK_DEFAULTS.intervalMs,
    sampleCount: options.sampleCount ?? FALLBACK_DEFAULTS.sampleCount,
    weights: options.weights ?? FALLBACK_DEFAULTS.weights,
    pingTimeoutMs: options.pingTimeoutMs ?? FALLBACK_DEFAULTS.pingTimeoutMs,
    idleAfterMs: options.idleAfterMs ?? FALLBACK_DEFAULTS.idleAfterMs,
    batchSize: options.batchSize ?? FALLBACK_DEFAULTS.batchSize,
  };
  const { identity } = options;
  const reads = endpoints.map((e) => createJsonRpcClient(e.http, e.path, e.query, o.batchSize));
  const pings = endpoints.map((e) => createJsonRpcClient(withCallTimeout(e.http, o.pingTimeoutMs), e.path, e.query));
  const gate = createPingGate({ signal, idleAfterMs: o.idleAfterMs, visibility: options.visibility ?? documentVisibility() });
  const board = createRankingBoard(
    endpoints.map((e) => e.url),
    {
      sampleCount: o.sampleCount,
      weights: o.weights,
      identity: Boolean(identity),
      onChange: (ranking) => options.logger?.debug?.(`[latchkey] RPC ranking of ${options.network}: ${ranking.map((r, i) => `${i + 1}. ${r.url} (score ${r.score?.toFixed(2) ?? '–'}, ${r.latencyMs ?? '–'} ms, stability ${r.stability?.toFixed(1) ?? '–'}${r.chain === 'wrong' ? ', another chain: dropped' : ''})`).join(', ')}`),
    },
  );

  // The endpoints' chain identity: proven by the last identity answer; wrong for good once one
  // answered for another chain; a proof under way is shared by the reads waiting on it.
  const proven = endpoints.map(() => false);
  const wrong = endpoints.map(() => false);
  const proving: Array<Promise<void> | undefined> = [];
  const wrongChain = (index: number) => new WrongChainError('RPC endpoint serves another chain', { details: `${endpoints[index]!.url} is not ${options.network}` });

  /** What endpoint `index`'s identity answer (or its failure) says; throws unless it proved the network. */
  function judge(index: number, answer: PromiseSettledResult<unknown>): void {
    if (wrong[index]) throw wrongChain(index);
    if (answer.status === 'rejected') {
      proven[index] = false;
      board.setChain(index, 'unchecked');
      // A transport failure stays what it is ('timed out', 'HTTP status code 503'): the read fails
      // over on it. An answer that is an error (no such method…) is no proof either, and fails over.
      const cause = kitErrorIn(answer.reason);
      if (cause && !(cause instanceof RpcError)) throw cause;
      throw new NetworkError('RPC endpoint did not prove its chain', { cause: answer.reason, details: endpoints[index]!.url });
    }
    let matches = false;
    try {
      matches = identity!.matches(answer.value) === true;
    } catch {
      /* an answer the namespace cannot even read names no chain of ours */
    }
    if (!matches) {
      wrong[index] = true;
      proven[index] = false;
      board.setChain(index, 'wrong');
      const said = JSON.stringify(answer.value)?.slice(0, 80);
      options.logger?.warn?.(`[latchkey] RPC endpoint ${endpoints[index]!.url} dropped: it serves another chain than ${options.network} (${identity!.request.method} answered ${said})`);
      throw wrongChain(index);
    }
    proven[index] = true;
    board.setChain(index, 'proven');
  }

  const settle = <T,>(p: Promise<T>): Promise<PromiseSettledResult<T>> =>
    p.then(
      (value) => ({ status: 'fulfilled', value }),
      (reason: unknown) => ({ status: 'rejected', reason }),
    );

  /**
   * A read on endpoint `index`: at once when it proved its chain; when not yet, sent in one batch
   * with the identity call and answered only if that matches; never on a dropped endpoint.
   */
  async function read<R>(index: number, req: RpcRequest): Promise<R> {
    if (wrong[index]) throw wrongChain(index);
    const client = reads[index]!;
    if (!identity || proven[index]) return client.request<R>(req);
    const proof = (proving[index] ??= settle(client.request(identity.request)).then((answer) => {
      proving[index] = undefined;
      judge(index, answer);
    }));
    const [proved, answer] = await Promise.all([settle(proof), settle(client.request<R>(req))]);
    if (proved.status === 'rejected') throw proved.reason;
    if (answer.status === 'rejected') throw answer.reason;
    return answer.value;
  }

  /** One ping of endpoint `index`, with the identity call in the same batch when there is one. */
  async function pingOnce(index: number, request: RpcRequest): Promise<void> {
    const client = pings[index]!;
    if (!identity) return void (await client.request(request));
    const [id, pinged] = await Promise.all([settle(client.request(identity.request)), settle(client.request(request))]);
    judge(index, id);
    if (pinged.status === 'rejected') throw pinged.reason;
  }

  /** One endpoint's sample of a round, recorded as viem weighs it (from when the round asked). */
  async function sample(index: number, request: RpcRequest): Promise<void> {
    const asked = Date.now();
    // A dropped endpoint is not asked again: it fails every round.
    if (!wrong[index]) await gate.ready();
    const sent = Date.now();
    const answered = wrong[index]
      ? false
      : await untilAborted(
          pingOnce(index, request).then(
            () => true,
            () => false,
          ),
          signal,
        );
    const done = Date.now();
    board.record(index, { success: answered, latency: done - asked, pingMs: done - sent });
    if (!answered) throw new NetworkError('RPC endpoint did not answer', { details: endpoints[index]!.url });
  }

  const transports = reads.map((_, index) => () =>
    viem.createTransport(
      { key: `latchkey-rpc-${index}`, name: endpoints[index]!.url, type: 'latchkey', retryCount: 0, request: <R,>({ method, params }: { method: string; params?: unknown }) => read<R>(index, { method, params }) },
      { endpoint: index },
    ),
  );
  // A read is what starts the ranking: the gate opens before viem's first round asks.
  gate.touch();
  const transport = viem.fallback(transports, {
    // The fallback is the retry: a read never waits for a second round of every endpoint.
    retryCount: 0,
    shouldThrow: (error) => !shouldFailOver(error),
    rank: ping
      ? {
          interval: o.intervalMs,
          sampleCount: o.sampleCount,
          weights: o.weights,
          ping: ({ transport: t }) => sample((t.value as { endpoint: number }).endpoint, ping),
        }
      : false,
  })({ retryCount: 0 });
  const send = transport.request as unknown as RequestFn;

  return {
    async request<T>(req: RpcRequest): Promise<T> {
      gate.touch();
      // viem walks its ranked list by position: when a ranking round reorders it during a read,
      // the next position can be an endpoint this read already met. Ending on a dropped endpoint
      // (it fails at once) while another may still serve is tried again, at most once per endpoint.
      for (let attempt = 0; ; attempt++) {
        try {
          return (await send({ method: req.method, params: req.params })) as T;
        } catch (error) {
          // Every endpoint answered for another chain: nothing of this network can be read.
          if (identity && wrong.every(Boolean)) throw new NetworkError('No RPC endpoint serves this network', { cause: error, details: options.network });
          const cause = kitErrorIn(error);
          if (cause instanceof WrongChainError && attempt < endpoints.length && !signal.aborted) continue;
          throw cause ?? new NetworkError('RPC request failed', { cause: error });
        }
      }
    },
    ranking: () => board.snapshot(),
  };
}

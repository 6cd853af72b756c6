/** One endpoint of a network's ranked RPC, as `ranking()` reports it (best first). */
export interface RpcEndpointRank {
  /** The endpoint's URL (the RPC proxy's with its query). */
  url: string;
  /** 0 to 1: stability × 0.7 + latency × 0.3 (SPEC §9); 0 once every sample failed. Undefined before the first sample. */
  score: number | undefined;
  /** Share of the kept samples that answered, 0 to 1. */
  stability: number | undefined;
  /** Mean time of the kept samples' pings, ms. */
  latencyMs: number | undefined;
  /** How many samples are kept (at most the sample count, SPEC §9: 10). */
  samples: number;
  /**
   * Whether the endpoint proved it serves the network (its namespace's identity call): not yet,
   * yes, or `wrong` — it answered for another chain and is dropped (listed last, score 0, never
   * read). Absent when the namespace has no identity call.
   */
  chain?: EndpointChain;
}

/** What an endpoint's identity call showed so far (see `RpcEndpointRank.chain`). */
export type EndpointChain = 'unchecked' | 'proven' | 'wrong';

/** One ping of one endpoint in a ranking round. */
export interface RankSample {
  success: boolean;
  /** What the ranking weighs: from the moment the round asked for the ping to its answer. */
  latency: number;
  /** The ping's own time on the wire. */
  pingMs: number;
}

export interface RankingWeights {
  stability: number;
  latency: number;
}

/**
 * viem's fallback ranking (`rankTransports` in viem/clients/transports/fallback), step for step:
 * the mean latency of each endpoint against the slowest sample kept, its share of answered
 * samples, weighted; an endpoint that never answered scores 0; ties keep the listed order.
 * Mirrored here so the order viem uses can be shown — viem keeps it to itself.
 *
 * @example
 * scoreRounds([[{ success: true, latency: 10, pingMs: 10 }, { success: false, latency: 5, pingMs: 5 }]], { stability: 0.7, latency: 0.3 })
 * // [[0.7, 0], [0, 1]]
 */
export function scoreRounds(rounds: readonly (readonly RankSample[])[], weights: RankingWeights): Array<[score: number, index: number]> {
  const count = rounds[0]?.length ?? 0;
  const maxLatency = Math.max(...rounds.map((round) => Math.max(...round.map((s) => s.latency))));
  return Array.from({ length: count }, (_, i): [number, number] => {
    const meanLatency = rounds.reduce((sum, round) => sum + round[i]!.latency, 0) / rounds.length;
    const latencyScore = 1 - meanLatency / maxLatency;
    const stabilityScore = rounds.reduce((sum, round) => sum + (round[i]!.success ? 1 : 0), 0) / rounds.length;
    if (stabilityScore === 0) return [0, i];
    return [weights.latency * latencyScore + weights.stability * stabilityScore, i];
  }).sort((a, b) => b[0] - a[0]);
}

export interface RankingBoard {
  /** Records endpoint `index`'s ping of the round under way; the last one of a round re-ranks. */
  record(index: number, sample: RankSample): void;
  /** The endpoints, best first; dropped ones (another chain) last. */
  snapshot(): RpcEndpointRank[];
  /** Records what endpoint `index`'s identity call showed; `wrong` drops it (for good). */
  setChain(index: number, chain: EndpointChain): void;
}

/**
 * Keeps the last `sampleCount` ranking rounds of a network's endpoints and their order. Calls
 * `onChange` with the new ranking when a round moves an endpoint.
 *
 * @example
 * const board = createRankingBoard(['https://a', 'https://b'], { sampleCount: 10, weights, onChange: (r) => log(r) })
 */
export function createRankingBoard(
  urls: readonly string[],
  options: { sampleCount: number; weights: RankingWeights; onChange?(ranking: RpcEndpointRank[]): void; identity?: boolean },
): RankingBoard {
  const rounds: RankSample[][] = [];
  let round: Array<RankSample | undefined> = urls.map(() => undefined);
  let order: Array<[number | undefined, number]> = urls.map((_, i) => [undefined, i]);
  const chains: EndpointChain[] | undefined = options.identity ? urls.map(() => 'unchecked') : undefined;
  const wrong = (i: number) => chains?.[i] === 'wrong';

  const snapshot = (): RpcEndpointRank[] =>
    // A dropped endpoint goes last whatever its pings said (a stable sort keeps the rest in order).
    [...order]
      .sort(([, a], [, b]) => Number(wrong(a)) - Number(wrong(b)))
      .map(([score, i]) => {
        const chain = chains ? { chain: chains[i]! } : {};
        if (rounds.length === 0) return { url: urls[i]!, score: wrong(i) ? 0 : undefined, stability: undefined, latencyMs: undefined, samples: 0, ...chain };
        const mine = rounds.map((r) => r[i]!);
        return {
          url: urls[i]!,
          score: wrong(i) ? 0 : score !== undefined && Number.isFinite(score) ? score : undefined,
          stability: mine.filter((s) => s.success).length / mine.length,
          latencyMs: Math.round(mine.reduce((sum, s) => sum + s.pingMs, 0) / mine.length),
          samples: mine.length,
          ...chain,
        };
      });
  const orderKey = () => snapshot().map((r) => r.url).join();

  return {
    record(index, sample) {
      if (index < 0 || index >= urls.length) return;
      round[index] = sample;
      if (round.some((s) => s === undefined)) return;
      rounds.push(round as RankSample[]);
      round = urls.map(() => undefined);
      if (rounds.length > options.sampleCount) rounds.shift();
      const before = orderKey();
      order = scoreRounds(rounds, options.weights);
      if (orderKey() !== before) options.onChange?.(snapshot());
    },
    setChain(index, chain) {
      if (!chains || index < 0 || index >= urls.length || chains[index] === 'wrong') return;
      const before = orderKey();
      chains[index] = chain;
      if (orderKey() !== before) options.onChange?.(snapshot());
    },
    snapshot,
  };
}

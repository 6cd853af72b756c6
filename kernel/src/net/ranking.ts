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
}

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
  /** The endpoints, best first. */
  snapshot(): RpcEndpointRank[];
}

/**
 * Keeps the last `sampleCount` ranking rounds of a network's endpoints and their order. Calls
 * `onChange` with the new ranking when a round moves an endpoint.
 *
 * @example
 * const board = createRankingBoard(['https://a', 'https://b'], { sampleCount: 10, weights, onChange: (r) => log(r) })
 */
export function createRankingBoard(urls: readonly string[], options: { sampleCount: number; weights: RankingWeights; onChange?(ranking: RpcEndpointRank[]): void }): RankingBoard {
  const rounds: RankSample[][] = [];
  let round: Array<RankSample | undefined> = urls.map(() => undefined);
  let order: Array<[number | undefined, number]> = urls.map((_, i) => [undefined, i]);

  const snapshot = (): RpcEndpointRank[] =>
    order.map(([score, i]) => {
      if (rounds.length === 0) return { url: urls[i]!, score: undefined, stability: undefined, latencyMs: undefined, samples: 0 };
      const mine = rounds.map((r) => r[i]!);
      return {
        url: urls[i]!,
        score: score !== undefined && Number.isFinite(score) ? score : undefined,
        stability: mine.filter((s) => s.success).length / mine.length,
        latencyMs: Math.round(mine.reduce((sum, s) => sum + s.pingMs, 0) / mine.length),
        samples: mine.length,
      };
    });

  return {
    record(index, sample) {
      if (index < 0 || index >= urls.length) return;
      round[index] = sample;
      if (round.some((s) => s === undefined)) return;
      rounds.push(round as RankSample[]);
      round = urls.map(() => undefined);
      if (rounds.length > options.sampleCount) rounds.shift();
      const before = order.map(([, i]) => i).join();
      order = scoreRounds(rounds, options.weights);
      if (order.map(([, i]) => i).join() !== before) options.onChange?.(snapshot());
    },
    snapshot,
  };
}

import { describe, expect, it } from 'vitest';
import { createRankingBoard, scoreRounds, type RankSample } from './ranking';

const WEIGHTS = { stability: 0.7, latency: 0.3 };
const ok = (latency: number): RankSample => ({ success: true, latency, pingMs: latency });
const fail = (latency: number): RankSample => ({ success: false, latency, pingMs: latency });

describe('scoreRounds (viem’s ranking, SPEC §9 weights)', () => {
  it('weighs stability 0.7 and latency 0.3 against the slowest sample kept', () => {
    const scores = scoreRounds([[ok(100), ok(50)], [ok(100), ok(50)]], WEIGHTS);
    // b: 0.7 × 1 + 0.3 × (1 − 50/100) = 0.85; a: 0.7 × 1 + 0.3 × 0 = 0.7.
    expect(scores.map(([, i]) => i)).toEqual([1, 0]);
    expect(scores[0]![0]).toBeCloseTo(0.85);
    expect(scores[1]![0]).toBeCloseTo(0.7);
  });

  it('scores 0 an endpoint that never answered, however fast it fails', () => {
    expect(scoreRounds([[fail(1), ok(80)]], WEIGHTS)).toEqual([
      [0.7, 1],
      [0, 0],
    ]);
  });

  it('lets a fast endpoint that fails now and then lose to a steady slower one', () => {
    const rounds = [
      [ok(10), ok(40)],
      [fail(10), ok(40)],
      [fail(10), ok(40)],
    ];
    // a: 0.7 × 1/3 + 0.3 × 0.75 ≈ 0.458; b: 0.7 + 0 = 0.7.
    expect(scoreRounds(rounds, WEIGHTS).map(([, i]) => i)).toEqual([1, 0]);
  });

  it('keeps the listed order on a tie', () => {
    expect(scoreRounds([[ok(20), ok(20), ok(20)]], WEIGHTS).map(([, i]) => i)).toEqual([0, 1, 2]);
  });
});

describe('createRankingBoard', () => {
  it('re-ranks when a round is complete, keeps sampleCount rounds and reports the change once', () => {
    const changes: string[][] = [];
    const board = createRankingBoard(['https://a', 'https://b'], { sampleCount: 2, weights: WEIGHTS, onChange: (r) => changes.push(r.map((e) => e.url)) });
    expect(board.snapshot()).toEqual([
      { url: 'https://a', score: undefined, stability: undefined, latencyMs: undefined, samples: 0 },
      { url: 'https://b', score: undefined, stability: undefined, latencyMs: undefined, samples: 0 },
    ]);
    board.record(1, ok(10));
    expect(board.snapshot()[0]!.samples).toBe(0);
    board.record(0, fail(5));
    expect(board.snapshot().map((e) => [e.url, e.stability, e.samples])).toEqual([
      ['https://b', 1, 1],
      ['https://a', 0, 1],
    ]);
    board.record(0, ok(10));
    board.record(1, ok(10));
    board.record(0, ok(10));
    board.record(1, ok(10));
    // Two rounds kept: a answered both, and the tie keeps the listed order again.
    expect(board.snapshot().map((e) => [e.url, e.stability, e.samples])).toEqual([
      ['https://a', 1, 2],
      ['https://b', 1, 2],
    ]);
    expect(changes).toEqual([
      ['https://b', 'https://a'],
      ['https://a', 'https://b'],
    ]);
  });

  it('shows the ping’s own time as latency, not the time the round waited to start', () => {
    const board = createRankingBoard(['https://a', 'https://b'], { sampleCount: 10, weights: WEIGHTS });
    board.record(0, { success: true, latency: 5_000, pingMs: 12 });
    board.record(1, { success: true, latency: 5_030, pingMs: 40 });
    expect(board.snapshot().map((e) => e.latencyMs)).toEqual([12, 40]);
  });
});

describe('createRankingBoard with chain identity', () => {
  it('shows each endpoint’s chain check and puts a dropped one last with score 0, whatever its pings said', () => {
    const changes: string[][] = [];
    const board = createRankingBoard(['https://a', 'https://b', 'https://c'], { sampleCount: 10, weights: WEIGHTS, identity: true, onChange: (r) => changes.push(r.map((e) => `${e.url} ${e.chain}`)) });
    expect(board.snapshot().map((e) => e.chain)).toEqual(['unchecked', 'unchecked', 'unchecked']);
    board.setChain(1, 'proven');
    expect(changes).toEqual([]);
    board.setChain(0, 'wrong');
    expect(board.snapshot().map((e) => [e.url, e.chain, e.score])).toEqual([
      ['https://b', 'proven', undefined],
      ['https://c', 'unchecked', undefined],
      ['https://a', 'wrong', 0],
    ]);
    expect(changes).toEqual([['https://b proven', 'https://c unchecked', 'https://a wrong']]);
    // Its pings answered fastest (a hostile endpoint may answer them): it stays last, and dropped.
    board.record(0, ok(1));
    board.record(1, ok(50));
    board.record(2, ok(60));
    board.setChain(0, 'proven');
    expect(board.snapshot().map((e) => [e.url, e.chain])).toEqual([
      ['https://b', 'proven'],
      ['https://c', 'unchecked'],
      ['https://a', 'wrong'],
    ]);
    expect(board.snapshot()[2]!.score).toBe(0);
  });

  it('has no chain field when the namespace has no identity call', () => {
    const board = createRankingBoard(['https://a'], { sampleCount: 10, weights: WEIGHTS });
    board.setChain(0, 'wrong');
    expect(board.snapshot()[0]).not.toHaveProperty('chain');
  });
});

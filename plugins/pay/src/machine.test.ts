import { describe, expect, it } from 'vitest';
import { transition, type PayEvent } from './machine';
import type { PayStatus } from './types';

const STATUSES: PayStatus[] = ['idle', 'review', 'submitted', 'confirming', 'confirmed', 'failed', 'cancelled'];
const EVENTS: PayEvent[] = ['open', 'submit', 'sent', 'confirm', 'fail', 'cancel'];

describe('the payment status machine', () => {
  it('moves a payment through review, submitted and confirming to confirmed', () => {
    let s: PayStatus = 'idle';
    const seen: PayStatus[] = [];
    for (const e of ['open', 'submit', 'sent', 'confirm'] as const) seen.push((s = transition(s, e)!));
    expect(seen).toEqual(['review', 'submitted', 'confirming', 'confirmed']);
  });

  it('allows exactly these moves (everything else is ignored: a late answer, a second press)', () => {
    const allowed: string[] = [];
    for (const s of STATUSES) for (const e of EVENTS) {
      const next = transition(s, e);
      if (next) allowed.push(`${s} -${e}→ ${next}`);
    }
    expect(allowed).toEqual([
      'idle -open→ review',
      'review -submit→ submitted',
      'review -cancel→ cancelled',
      'submitted -sent→ confirming',
      'submitted -confirm→ confirmed',
      'submitted -fail→ failed',
      'submitted -cancel→ cancelled',
      'confirming -confirm→ confirmed',
      'confirming -fail→ failed',
      'confirmed -open→ review',
      'failed -open→ review',
      'failed -submit→ submitted',
      'failed -cancel→ cancelled',
      'cancelled -open→ review',
    ]);
  });

  it('never leaves confirmed for a failure, and never cancels what the wallet already sent', () => {
    expect(transition('confirmed', 'fail')).toBeUndefined();
    expect(transition('confirmed', 'cancel')).toBeUndefined();
    expect(transition('confirming', 'cancel')).toBeUndefined();
    expect(transition('confirming', 'submit')).toBeUndefined();
  });
});

// The one test kit: a kit with every option a test does not care about filled in (the fixtures'
// metadata, Ethereum and Base, in-memory storage, a quiet logger), and the waits tests share.
// Other packages reach it through `@latchkey/test-harness/kit`. Not exported from the kernel.
import { createKit } from '../createKit';
import type { Kit } from '../kit';
import type { KitOptions } from '../plugins/types';
import { vi } from 'vitest';
import { baseOptions } from './fixtures';
import { internals } from '../kit/internals';

/**
 * A kit for a test: `createKit` with sensible defaults, each replaceable. `fetch` stays the kit's
 * own unless given (`recordingFetch(routes).fetch` is the scripted one).
 *
 * @example
 * const kit = testKit({ approvals: 'all', basic: true, plugins: [bip122()], networks: [bitcoin] });
 */
export function testKit(options: Partial<KitOptions> = {}): Kit {
  return createKit(baseOptions(options));
}

/** Polls `check` every 5 ms until it holds; throws after `tries` polls (default 600: 3 s). */
export async function until(check: () => boolean, what = 'the condition', tries = 600): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The next request at the gate (vi.waitFor: under fake timers it moves the clock 50 ms a poll). */
function nextRequest(kit: Kit, method?: string): Promise<string> {
  return vi.waitFor(
    () => {
      const pending = kit.getState().requests.find((r) => !method || r.method === method);
      if (!pending) throw new Error(method ? `no ${method} request at the gate` : 'no request at the gate');
      return pending.id;
    },
    { timeout: 3_000 },
  );
}

/** Waits for the next request at the kit's gate (of `method`, if given) and approves it, as the ApproveTransaction view would. */
export async function approveNext(kit: Kit, method?: string): Promise<string> {
  const id = await nextRequest(kit, method);
  internals(kit).requests.approve(id);
  return id;
}

/** Waits for the next request at the gate and rejects it (the view's Reject button). */
export async function rejectNext(kit: Kit, method?: string): Promise<string> {
  const id = await nextRequest(kit, method);
  internals(kit).requests.reject(id);
  return id;
}

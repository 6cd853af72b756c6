// Test helpers shared by this plugin's tests (not exported from the package).
import { createKit, createMemoryStorage, type Kit, type KitOptions } from '@latchkey/kernel';
import { vi } from 'vitest';
import { cosmos } from '../index';
import { cosmosHub, osmosis } from '../networks';
import type { CosmosOptions, CosmosWindow } from '../types';

/** The smallest window discovery needs: an event target the wallets' globals are put on. */
export function fakeWindow(): CosmosWindow {
  return new EventTarget() as CosmosWindow;
}

export const silentLogger = { warn() {}, error() {}, info() {}, debug() {} };

/** A kit with the cosmos plugin on `win` (then `extra.plugins`), Cosmos Hub then Osmosis. */
export function makeKit(win: CosmosWindow, extra: Partial<KitOptions> & { cosmos?: CosmosOptions } = {}): Kit {
  const { cosmos: pluginOptions, plugins = [], ...rest } = extra;
  return createKit({
    metadata: { name: 'cosmos tests', description: 'tests', url: 'http://127.0.0.1', icons: [] },
    networks: [cosmosHub, osmosis],
    storage: createMemoryStorage(),
    logger: silentLogger,
    // These tests drive the kit's own review before the wallet (the dapp option approvals: 'all');
    // the default, straight to a wallet with its own screen, has tests of its own (approvals: 'auto').
    approvals: 'all',
    basic: true,
    ...rest,
    plugins: [cosmos({ window: win, ...pluginOptions }), plugins],
  });
}

/** Waits for the next request in the transaction stack and approves it, as the ApproveTransaction view would. */
export async function approveNext(kit: Kit, method?: string): Promise<void> {
  const id = await vi.waitFor(() => {
    const pending = kit.getState().requests.find((r) => !method || r.method === method);
    if (!pending) throw new Error('no pending request yet');
    return pending.id;
  });
  kit.requests.approve(id);
}

/** Waits for the next request in the transaction stack and rejects it, as the view's Reject button would. */
export async function rejectNext(kit: Kit): Promise<void> {
  const id = await vi.waitFor(() => {
    const pending = kit.getState().requests[0];
    if (!pending) throw new Error('no pending request yet');
    return pending.id;
  });
  kit.requests.reject(id);
}

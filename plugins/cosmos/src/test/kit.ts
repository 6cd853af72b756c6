// Test helpers shared by this plugin's tests (not exported from the package).
import type { Kit, KitOptions } from '@latchkey/kernel';
import { testKit } from '@latchkey/test-harness/kit';
import { cosmos } from '../index';
import { cosmosHub, osmosis } from '../networks';
import type { CosmosOptions, CosmosWindow } from '../types';

/** The smallest window discovery needs: an event target the wallets' globals are put on. */
export function fakeWindow(): CosmosWindow {
  return new EventTarget() as CosmosWindow;
}

export { approveNext, rejectNext } from '@latchkey/test-harness/kit';

/** A kit with the cosmos plugin on `win` (then `extra.plugins`), Cosmos Hub then Osmosis. */
export function makeKit(win: CosmosWindow, extra: Partial<KitOptions> & { cosmos?: CosmosOptions } = {}): Kit {
  const { cosmos: pluginOptions, plugins = [], ...rest } = extra;
  return testKit({
    networks: [cosmosHub, osmosis],
    // These tests drive the kit's own review before the wallet (the dapp option approvals: 'all');
    // the default, straight to a wallet with its own screen, has tests of its own (approvals: 'auto').
    approvals: 'all',
    basic: true,
    ...rest,
    plugins: [cosmos({ window: win, ...pluginOptions }), plugins],
  });
}

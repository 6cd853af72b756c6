// Entry of the Cosmos page runtime (an IIFE, run as an init script before any page script):
// reads window.__LATCHKEY_TESTING_COSMOS__ and installs window.keplr (and window.leap when
// asked), once per document and only in the top frame.
import type { CosmosWalletWindow } from '@latchkey/test-harness/cosmos/install';
import type { CosmosWalletsConfig } from '../../types';
import { installOnce, type ControllerWindow } from '../controller';
import { installCosmosWallets } from '../cosmos';

if (window === window.top) {
  installOnce<CosmosWalletsConfig>(window as unknown as ControllerWindow, 'cosmos', (config) => installCosmosWallets(window as unknown as CosmosWalletWindow, config, window.localStorage));
}

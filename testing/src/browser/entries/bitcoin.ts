// Entry of the Bitcoin page runtime (an IIFE, run as an init script before any page script):
// reads window.__LATCHKEY_TESTING_BITCOIN__ and installs the wallet, once per document.
import type { BitcoinWindow } from '@latchkey/test-harness/bitcoin/install';
import type { BitcoinWalletsConfig } from '../../types';
import { installOnce, type ControllerWindow } from '../controller';
import { installBitcoinWallets } from '../bitcoin';

installOnce<BitcoinWalletsConfig>(window as unknown as ControllerWindow, 'bitcoin', (config) => installBitcoinWallets(window as unknown as BitcoinWindow, config));

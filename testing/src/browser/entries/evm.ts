// Entry of the EVM page runtime (an IIFE, run as an init script before any page script): reads
// window.__LATCHKEY_TESTING_EVM__ and installs the wallets, once per document.
import type { WalletWindow } from '@latchkey/test-harness/wallets/dev-wallets';
import type { EvmWalletsConfig } from '../../types';
import { installOnce, type ControllerWindow } from '../controller';
import { installEvmWallets } from '../evm';

installOnce<EvmWalletsConfig>(window as unknown as ControllerWindow, 'evm', (config) => installEvmWallets(window as unknown as WalletWindow, config));

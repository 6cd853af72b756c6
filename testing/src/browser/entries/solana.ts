// Entry of the Solana page runtime (an IIFE, run as an init script before any page script):
// reads window.__LATCHKEY_TESTING_SOLANA__ and registers the wallets, once per document.
import type { SolanaWalletsConfig } from '../../types';
import { installOnce, type ControllerWindow } from '../controller';
import { installSolanaWallets } from '../solana';

installOnce<SolanaWalletsConfig>(window as unknown as ControllerWindow, 'solana', (config) => installSolanaWallets(window, config));

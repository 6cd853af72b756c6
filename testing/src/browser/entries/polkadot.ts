// Entry of the Polkadot page runtime (an IIFE, run as an init script before any page script, as
// an extension injects): reads window.__LATCHKEY_TESTING_POLKADOT__ and injects the extension,
// once per document and only in the top frame (a dapp talks to extensions from the top
// document, and an embedded frame's CSP may refuse what the extension's crypto needs).
import type { InjectedWeb3Target } from '@latchkey/test-harness/polkadot/install';
import type { PolkadotWalletsConfig } from '../../types';
import { installOnce, type ControllerWindow } from '../controller';
import { installPolkadotWallets } from '../polkadot';

if (window === window.top) {
  installOnce<PolkadotWalletsConfig>(window as unknown as ControllerWindow, 'polkadot', (config) => installPolkadotWallets(window as unknown as InjectedWeb3Target, config, window.localStorage));
}

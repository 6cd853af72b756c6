import type { AnyPlugin } from '@latchkey/kernel';
import { walletConnect, type WalletConnectOptions } from '@latchkey/walletconnect';

/** WalletConnect in a preset: its options, or `false` to leave relay wallets out. */
export interface WithWalletConnect {
  walletConnect?: WalletConnectOptions | false;
}

/** WalletConnect spans every namespace the kit has, so one instance serves all of a preset's chains. */
export const relay = (o: WalletConnectOptions | false | undefined): AnyPlugin[] => (o === false ? [] : [walletConnect(o ?? {})]);

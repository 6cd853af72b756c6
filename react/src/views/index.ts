import type { ComponentType } from 'react';
import type { ViewProps } from './types';
import Connect from './Connect';
import AllWallets from './AllWallets';
import ConnectingExternal from './ConnectingExternal';
import ConnectingWalletConnect from './ConnectingWalletConnect';
import Account from './Account';
import Networks from './Networks';
import SwitchNetwork from './SwitchNetwork';
import SwitchActiveChain from './SwitchActiveChain';
import UnsupportedChain from './UnsupportedChain';
import ApproveTransaction from './ApproveTransaction';
import SIWXSignMessage from './SIWXSignMessage';

type Loader = () => Promise<{ default: ComponentType<ViewProps> }>;
const now = (c: ComponentType<ViewProps>): Loader => () => Promise.resolve({ default: c });

/** The core views, bundled into the modal chunk (one download when the modal first opens). */
export const coreViews: Record<string, Loader> = {
  Connect: now(Connect),
  AllWallets: now(AllWallets),
  ConnectingExternal: now(ConnectingExternal),
  ConnectingWalletConnect: now(ConnectingWalletConnect),
  ConnectingWalletConnectBasic: now(ConnectingWalletConnect),
  Account: now(Account),
  Networks: now(Networks),
  SwitchNetwork: now(SwitchNetwork),
  SwitchActiveChain: now(SwitchActiveChain),
  UnsupportedChain: now(UnsupportedChain),
  ApproveTransaction: now(ApproveTransaction),
  SIWXSignMessage: now(SIWXSignMessage),
};

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
import ProfileWallets from './ProfileWallets';

/** The core views, bundled into the modal chunk (one download when the modal first opens). */
export const coreViews: Record<string, ComponentType<ViewProps>> = {
  Connect: Connect,
  AllWallets: AllWallets,
  ConnectingExternal: ConnectingExternal,
  ConnectingWalletConnect: ConnectingWalletConnect,
  ConnectingWalletConnectBasic: ConnectingWalletConnect,
  Account: Account,
  Networks: Networks,
  SwitchNetwork: SwitchNetwork,
  SwitchActiveChain: SwitchActiveChain,
  UnsupportedChain: UnsupportedChain,
  ApproveTransaction: ApproveTransaction,
  SIWXSignMessage: SIWXSignMessage,
  ProfileWallets: ProfileWallets,
};

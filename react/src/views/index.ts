import type { ComponentType } from 'react';
import type { ViewProps } from './types';
import Connect from './Connect';
import AllWallets from './AllWallets';
import ConnectingExternal from './ConnectingExternal';
import Account from './Account';
import Networks from './Networks';
import SwitchNetwork from './SwitchNetwork';
import SwitchActiveChain from './SwitchActiveChain';
import UnsupportedChain from './UnsupportedChain';
import ApproveTransaction from './ApproveTransaction';
import ProfileWallets from './ProfileWallets';

/** The core views, bundled into the modal chunk (one download when the modal first opens). */
export const coreViews: Record<string, ComponentType<ViewProps>> = {
  Connect: Connect,
  AllWallets: AllWallets,
  ConnectingExternal: ConnectingExternal,
  Account: Account,
  Networks: Networks,
  SwitchNetwork: SwitchNetwork,
  SwitchActiveChain: SwitchActiveChain,
  UnsupportedChain: UnsupportedChain,
  ApproveTransaction: ApproveTransaction,
  ProfileWallets: ProfileWallets,
};

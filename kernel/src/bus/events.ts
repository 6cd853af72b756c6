import type { CaipAddress, CaipNetwork, ChainNamespace, ConnectedAccount } from '../types/chain';
import type { AlertEntry } from '../alerts/catalogue';
import type { PendingRequestInfo } from '../types/state';
import type { ViewEntry } from '../router/types';
import type { KitError } from '../errors';
import type { PluginEvents } from '../register';

/** Events the kernel emits (bare names, and the `connection:*` ones of {@link ConnectionEvents}). */
export interface KernelEvents extends ConnectionEvents {
  connected: { namespace: ChainNamespace; address: string; caipAddress: CaipAddress; connectorId: string };
  disconnected: { namespace: ChainNamespace; connectorId: string | undefined };
  accountChanged: { namespace: ChainNamespace; address: string; caipAddress: CaipAddress };
  networkChanged: { namespace: ChainNamespace; network: CaipNetwork };
  /** The namespace the modal and the buttons show changed (the visitor is connected on several). */
  activeNamespaceChanged: { namespace: ChainNamespace };
  modalOpened: { view: ViewEntry };
  modalClosed: { view: ViewEntry | undefined };
  viewChanged: { view: ViewEntry };
  alert: AlertEntry;
  requestQueued: PendingRequestInfo;
  /** `result`: what the wallet answered when it succeeded (for `eth_sendTransaction`, the hash). */
  requestSettled: { id: string; method: string; ok: boolean; result?: unknown };
  error: { error: KitError; category: string };
  configLoaded: { source: 'remote' | 'local' | 'basic' };
}

/**
 * What the connection actions (connection/actions/) did, for the layers above them to react to:
 * the modal, the balance refresher, the alerts, the unsupported-chain rule and telemetry subscribe
 * to these (kit/connectionReactions.ts) instead of being called by the connection code. Emitted
 * synchronously, at the point of the action where the reaction used to be called. Public names:
 * a dapp may listen to them with `kit.on` too.
 */
export interface ConnectionEvents {
  /**
   * A connection is established and announced (right after `connected`): a visitor's connect
   * (`source` 'connect') or a silent restore ('reconnect'). `walletName`: the connector's name.
   */
  'connection:connected': { account: ConnectedAccount; source: 'connect' | 'reconnect'; walletName: string };
  /** A connect failed (the error `kit.connect` rejects with). */
  'connection:failed': { connectorId: string; error: KitError };
  /**
   * A visitor's connect is done with its wallet's answer: `view` is the modal view that was on
   * screen when the wallet answered; `held` is true when an after-connect step (sign-in) holds
   * the flow. The modal closes (or shows Account) when nothing holds and the view is unchanged.
   */
  'connection:connectFlowDone': { namespaces: ChainNamespace[]; view: ViewEntry | undefined; held: boolean };
  /** The account or network shown for a namespace changed: its balance is to be read again. */
  'connection:balanceStale': { namespace: ChainNamespace };
  /** A connected wallet sits on a network the kit does not support (SPEC §2 UnsupportedChain rule). */
  'connection:unsupportedChain': { namespace: ChainNamespace; network: CaipNetwork };
  /**
   * Every connection of a namespace is gone (right after `disconnected`). `keepModalOpen`: false
   * when the visitor's disconnect should also close the modal.
   */
  'connection:disconnected': { namespace: ChainNamespace; connectorId: string | undefined; keepModalOpen: boolean };
  /** `connections.switch` or `connections.remove` was asked while multi-wallet is off. */
  'connection:multiWalletOff': { action: 'switch' | 'remove' };
  /** `switchNetwork` was asked for a network the kit does not list (`target` as given). */
  'connection:networkNotFound': { target: string };
  /** `switchNetwork` to a namespace with no wallet while another namespace has one: the visitor is asked to connect one. */
  'connection:walletNeededForNetwork': { namespace: ChainNamespace; network: CaipNetwork };
  /** The connected wallet is being asked to switch; `inModal`: the modal was open when it was asked. */
  'connection:switchingNetwork': { namespace: ChainNamespace; network: CaipNetwork; inModal: boolean };
  /** The wallet switched and the kit shows the network; `fromUnsupported`: the network before was not one the kit lists. */
  'connection:networkSwitched': { namespace: ChainNamespace; network: CaipNetwork; inModal: boolean; fromUnsupported: boolean };
  /** The wallet did not switch (`error`: what `switchNetwork` rejects with, before a connector fault becomes 'Chain is not supported'). */
  'connection:networkSwitchFailed': { namespace: ChainNamespace; network: CaipNetwork; error: KitError };
}

export type { RegisteredPlugins, RegisteredViews } from '../register';

/** Every event `kit.on` accepts. Plugin events are namespaced `${pluginId}:${name}`. */
export type KitEvents = KernelEvents & PluginEvents;

import { useEffect, useMemo, useRef } from 'react';
import type { ChainNamespace, KitEvents, WalletInfo } from '@latchkey/kernel';
import { useKit } from './useKit';
import { useKitState } from './useKitState';

export interface AccountView {
  address: string | undefined;
  caipAddress: string | undefined;
  status: 'connecting' | 'connected' | 'disconnected';
  isConnected: boolean;
  balance: string | undefined;
  balanceSymbol: string | undefined;
  namespace: ChainNamespace | undefined;
  profileName: string | undefined;
  explorerUrl: string | undefined;
}

/**
 * The connected account of a namespace (the active one by default).
 *
 * @example
 * const { address, isConnected } = useAccount()
 */
export function useAccount(options: { namespace?: ChainNamespace } = {}): AccountView {
  return useKitState((s) => {
    const ns = options.namespace ?? s.activeNamespace;
    const a = ns ? s.chains[ns]?.account : undefined;
    return {
      address: a?.address,
      caipAddress: a?.caipAddress,
      status: a?.status ?? 'disconnected',
      isConnected: a?.status === 'connected',
      balance: a?.balance,
      balanceSymbol: a?.balanceSymbol,
      namespace: ns,
      profileName: a?.profileName,
      explorerUrl: a?.addressExplorerUrl,
    };
  });
}

/**
 * The active network and a switch function.
 *
 * @example
 * const { network, networks, switchNetwork } = useNetwork()
 */
export function useNetwork() {
  const kit = useKit();
  const { network, networks } = useKitState((s) => {
    const ns = s.activeNamespace;
    const c = ns ? s.chains[ns] : undefined;
    return { network: c?.network.caipNetwork, networks: c?.network.requestedCaipNetworks };
  });
  return useMemo(() => ({ network, networks: networks ?? [], switchNetwork: kit.switchNetwork }), [kit, network, networks]);
}

/**
 * Opens and closes the modal.
 *
 * @example
 * const { open, isOpen } = useModal()
 * <button onClick={() => open({ view: 'Networks' })}>Networks</button>
 */
export function useModal() {
  const kit = useKit();
  const isOpen = useKitState((s) => s.modal.open);
  return useMemo(() => ({ isOpen, open: kit.open, close: kit.close }), [kit, isOpen]);
}

/** `disconnect()` for the active namespace, or one you name. */
export function useDisconnect() {
  const kit = useKit();
  return useMemo(() => ({ disconnect: kit.disconnect }), [kit]);
}

/** What the connected wallet said about itself (name, icon, rdns). */
export function useWalletInfo(): { walletInfo: WalletInfo | undefined } {
  const walletInfo = useKitState((s) => (s.activeNamespace ? s.chains[s.activeNamespace]?.account.connectedWalletInfo : undefined));
  return { walletInfo };
}

/**
 * Listens to a kit event for the component's lifetime; the latest handler is always called.
 *
 * @example
 * useKitEvent('connected', ({ address }) => toast(address))
 */
export function useKitEvent<K extends keyof KitEvents & string>(event: K, handler: (payload: KitEvents[K]) => void): void {
  const kit = useKit();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => kit.on(event, (p) => latest.current(p)), [kit, event]);
}

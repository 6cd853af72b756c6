// `@latchkey/solana/wallet-adapter`: keeps `@solana/wallet-adapter-react`'s selected wallet in step
// with the kit. It imports nothing of wallet-adapter: the dapp passes its own `useWallet()`, so the
// hook can never read another copy's context, and wallet-adapter stays an optional peer of the dapp.
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { Kit, KitState } from '@latchkey/kernel';
import { latchkeyWalletName } from './name';

export { latchkeyWalletName };

/** The part of a wallet-adapter adapter the hook uses (`Adapter` fits it). */
export interface WalletAdapterLike {
  readonly name: string;
  on(event: 'connect' | 'disconnect', listener: () => void): unknown;
  off(event: 'connect' | 'disconnect', listener: () => void): unknown;
}

/** A wallet name as wallet-adapter brands it (`WalletName`). */
export type WalletNameLike = string & { readonly __brand__: 'WalletName' };

/** The part of wallet-adapter's `useWallet()` the hook uses (`WalletContextState` fits it). */
export interface WalletAdapterState {
  readonly wallets: ReadonlyArray<{ readonly adapter: { readonly name: string } }>;
  readonly wallet: { readonly adapter: WalletAdapterLike } | null;
  readonly connected: boolean;
  readonly connecting: boolean;
  select(walletName: WalletNameLike | null): void;
  connect(): Promise<void>;
  disconnect(): Promise<void>;
}

/** The kit's Solana connection as the hook follows it: its connector's name and the address, or ''. */
function connectionKey(state: KitState): string {
  const c = state.chains.solana;
  if (c?.account.status !== 'connected' || !c.connectorId || !c.account.address) return '';
  const name = state.connectors.find((x) => x.id === c.connectorId)?.name;
  return name ? `${name}\n${c.account.address}` : '';
}

/**
 * The names a Wallet Standard app may know the kit's Solana wallet by: the bridged wallet's
 * ("WalletConnect via Latchkey"), then the connector's own (a browser wallet: its Wallet Standard name).
 */
const namesOf = (key: string): string[] => {
  const connector = key.split('\n')[0];
  return connector ? [latchkeyWalletName(connector), connector] : [];
};

/**
 * Keeps `@solana/wallet-adapter-react`'s selected wallet in step with the kit:
 * - the kit connects a Solana wallet (a browser wallet, or a WalletConnect session or the embedded
 *   wallet, registered as "… via Latchkey") → wallet-adapter selects it by its Wallet Standard name
 *   and connects (as soon as it is listed);
 * - the kit disconnects → wallet-adapter disconnects;
 * - the dapp disconnects through wallet-adapter → the kit disconnects its Solana namespace.
 * Each side's action is the other's cause, never echoed back: the hook acts on changes of the
 * kit's connection (not on every render), and disconnects the kit only while it is still
 * connected to the wallet wallet-adapter just let go. A wallet the visitor picks in wallet-adapter
 * itself is left alone.
 *
 * @example
 * function Sync() {
 *   useWalletAdapterSync(kit, useWallet());
 *   return null;
 * }
 * // inside <WalletProvider wallets={[]}> and <KitProvider kit={kit}>
 */
export function useWalletAdapterSync(kit: Kit, wallet: WalletAdapterState): void {
  const subscribe = useCallback((onChange: () => void) => kit.subscribe(connectionKey, onChange), [kit]);
  const getKey = useCallback(() => connectionKey(kit.getState()), [kit]);
  const key = useSyncExternalStore(subscribe, getKey, () => '');

  /** The kit connection last seen, the wallet name it has in wallet-adapter, and what is left to do for it. */
  const seen = useRef<{ key: string; name: string | undefined; pending: boolean; connecting: boolean }>({ key: '', name: undefined, pending: false, connecting: false });

  // The kit's connection changed: follow it (the next effect does the work), or let go when it ended.
  useEffect(() => {
    const s = seen.current;
    if (key === s.key) return;
    const previous = s.name;
    seen.current = { key, name: undefined, pending: key !== '', connecting: false };
    if (!key && previous && wallet.connected && wallet.wallet?.adapter.name === previous) void wallet.disconnect().catch(() => undefined);
  }, [key, wallet]);

  // Select, then connect, the wallet the kit connected, once wallet-adapter lists it.
  const { wallets, connected, connecting } = wallet;
  const selected = wallet.wallet?.adapter.name;
  useEffect(() => {
    const s = seen.current;
    if (!s.pending || s.key !== key) return;
    const name = namesOf(key).find((n) => wallets.some((w) => w.adapter.name === n));
    // A bridged wallet registers a moment after the kit connected (its code loads first).
    if (!name) return;
    s.name = name;
    if (selected !== name) return wallet.select(name as WalletNameLike);
    if (connected) {
      s.pending = false;
      return;
    }
    if (connecting || s.connecting) return;
    // A turn later: this effect runs before WalletProvider's own, which subscribe to the adapter it
    // just selected; a bridged wallet connects at once, and its 'connect' must not go unheard.
    const timer = setTimeout(() => {
      if (seen.current !== s || !s.pending || s.connecting) return;
      s.connecting = true;
      wallet
        .connect()
        .catch(() => {
          // wallet-adapter reports it (onError); the hook does not try again for this connection.
          s.pending = false;
        })
        .finally(() => {
          s.connecting = false;
        });
    }, 0);
    return () => clearTimeout(timer);
  }, [key, wallets, selected, connected, connecting, wallet]);

  // The dapp disconnected through wallet-adapter: the kit lets go of the same wallet.
  const adapter = wallet.wallet?.adapter;
  const connectedNow = useRef(connected);
  connectedNow.current = connected;
  // Checks still to run (a turn after a disconnect); they outlive the adapter's selection, not the hook.
  const checks = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = checks.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  useEffect(() => {
    if (!adapter) return;
    // Only a wallet that was connected can be disconnected by the dapp (a failed connect also ends in 'disconnect').
    let wasConnected = connectedNow.current;
    const onConnect = () => {
      wasConnected = true;
    };
    const onDisconnect = () => {
      if (!wasConnected) return;
      wasConnected = false;
      // A turn later: when the kit itself disconnected this wallet, it has cleared its state by then.
      // (wallet-adapter deselects the wallet meanwhile: the check does not depend on this effect.)
      const timer = setTimeout(() => {
        checks.current.delete(timer);
        const now = connectionKey(kit.getState());
        if (now && namesOf(now).includes(adapter.name)) void kit.disconnect({ namespace: 'solana' }).catch(() => undefined);
      }, 0);
      checks.current.add(timer);
    };
    adapter.on('connect', onConnect);
    adapter.on('disconnect', onDisconnect);
    return () => {
      adapter.off('connect', onConnect);
      adapter.off('disconnect', onDisconnect);
    };
  }, [kit, adapter]);
}

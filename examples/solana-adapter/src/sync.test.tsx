/** @vitest-environment jsdom */
// The bridge hook with wallet-adapter's real WalletProvider (only Wallet Standard wallets), the
// kit's bridged wallets on the page, and stand-ins for the kit's WalletConnect connector and for a
// browser wallet: each side's connect and disconnect shows on the other, and nothing echoes.
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { useWallet, WalletProvider, type WalletContextState } from '@solana/wallet-adapter-react';
import { getWallets } from '@wallet-standard/app';
import { useWalletAdapterSync } from '@latchkey/solana/wallet-adapter';
import type { Kit } from '@latchkey/kernel';
import { verifyEd25519 } from '@latchkey/test-harness/solana/wallet/keys';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALICE_SIGNER, makeBridgeKit, settleNext, walletConnectStandIn } from '../../../plugins/solana/src/standard/kit.testing';
import { fakeWallet } from '../../../plugins/solana/src/test/wallet';

const BRIDGED = 'WalletConnect via Latchkey';

// `@solana/wallet-standard-wallet-adapter-react` 1.1.6 or later (a direct dependency): earlier
// versions drop every other Wallet Standard wallet when one unregisters (anza-xyz/wallet-standard#44).
const kits: Kit[] = [];
const offs: Array<() => void> = [];
afterEach(async () => {
  cleanup();
  for (const k of kits.splice(0)) await k.destroy();
  for (const off of offs.splice(0)) off();
  localStorage.clear();
});

/** Renders the dapp: WalletProvider, the hook, and a probe that hands wallet-adapter's state to the test. */
function renderDapp(kit: Kit) {
  const seen: { current?: WalletContextState } = {};
  const errors: string[] = [];
  function Probe() {
    const wallet = useWallet();
    useWalletAdapterSync(kit, wallet);
    seen.current = wallet;
    return null;
  }
  render(
    <WalletProvider wallets={[]} onError={(e) => void errors.push(e.name)}>
      <Probe />
    </WalletProvider>,
  );
  const state = () => ({ connected: seen.current!.connected, name: seen.current!.wallet?.adapter.name ?? null, address: seen.current!.publicKey?.toBase58() ?? null });
  return { wallet: () => seen.current!, state, errors };
}

const setUp = () => {
  const wc = walletConnectStandIn();
  const kit = makeBridgeKit([wc.adapter]);
  kits.push(kit);
  const disconnects = vi.spyOn(kit, 'disconnect');
  return { kit, wc, disconnects, ...renderDapp(kit) };
};
const solanaStatus = (kit: Kit) => kit.getState().chains.solana?.account.status;

describe('useWalletAdapterSync with wallet-adapter', () => {
  it('the kit connects WalletConnect: wallet-adapter selects "WalletConnect via Latchkey" and connects with the kit account; it signs through the kit', async () => {
    const { kit, wallet, state } = setUp();
    await act(() => kit.connect('walletConnect'));
    await waitFor(() => expect(state()).toEqual({ connected: true, name: BRIDGED, address: ALICE_SIGNER.address }));
    const message = new TextEncoder().encode('Hello from wallet-adapter');
    const signing = wallet().signMessage!(message);
    await settleNext(kit, 'solana_signMessage');
    expect(verifyEd25519(await signing, message, ALICE_SIGNER.publicKey)).toBe(true);
  });

  it('the dapp disconnects through wallet-adapter: the kit disconnects Solana, once; the wallet leaves the page', async () => {
    const { kit, wallet, state, disconnects } = setUp();
    await act(() => kit.connect('walletConnect'));
    await waitFor(() => expect(state().connected).toBe(true));
    await act(() => wallet().disconnect());
    await waitFor(() => expect(solanaStatus(kit)).toBe('disconnected'));
    await waitFor(() => expect(state()).toEqual({ connected: false, name: null, address: null }));
    expect(getWallets().get().map((w) => w.name)).not.toContain(BRIDGED);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(disconnects).toHaveBeenCalledTimes(1);
  });

  it('the kit disconnects: wallet-adapter disconnects, and the kit is not asked again', async () => {
    const { kit, state, disconnects } = setUp();
    await act(() => kit.connect('walletConnect'));
    await waitFor(() => expect(state().connected).toBe(true));
    await act(() => kit.disconnect({ namespace: 'solana' }));
    await waitFor(() => expect(state()).toEqual({ connected: false, name: null, address: null }));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(disconnects).toHaveBeenCalledTimes(1);
    // And the next connection is followed again.
    await act(() => kit.connect('walletConnect'));
    await waitFor(() => expect(state()).toEqual({ connected: true, name: BRIDGED, address: ALICE_SIGNER.address }));
  });

  it('a browser wallet the kit connects is selected by its own name; disconnecting it in wallet-adapter disconnects the kit', async () => {
    const browser = fakeWallet({ name: 'Fake Wallet', addresses: [ALICE_SIGNER.address] });
    offs.push(getWallets().register(browser.wallet));
    const { kit, wallet, state, disconnects } = setUp();
    await act(() => kit.connect('fake-wallet'));
    await waitFor(() => expect(state()).toEqual({ connected: true, name: 'Fake Wallet', address: ALICE_SIGNER.address }));
    expect(getWallets().get().map((w) => w.name)).toEqual(['Fake Wallet']);
    // The fake wallet's disconnect tells nobody: the hook tells the kit.
    await act(() => wallet().disconnect());
    await waitFor(() => expect(solanaStatus(kit)).toBe('disconnected'));
    expect(disconnects).toHaveBeenCalledTimes(1);
  });

  it('a wallet the visitor picks in wallet-adapter is left alone', async () => {
    const browser = fakeWallet({ name: 'Fake Wallet', addresses: [ALICE_SIGNER.address] });
    offs.push(getWallets().register(browser.wallet));
    const { kit, wallet, state } = setUp();
    await act(() => kit.connect('walletConnect'));
    await waitFor(() => expect(state().name).toBe(BRIDGED));
    // Picking another wallet lets go of the bridged one (wallet-adapter disconnects it): the kit follows.
    act(() => wallet().select('Fake Wallet' as never));
    await waitFor(() => expect(solanaStatus(kit)).toBe('disconnected'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    // WalletProvider drops its selection when the old wallet's 'disconnect' lands after the new one
    // was picked (it does not wait for it); the visitor then picks again. Either way the hook stays out.
    if (state().name === null) act(() => wallet().select('Fake Wallet' as never));
    await waitFor(() => expect(state().name).toBe('Fake Wallet'));
    await act(() => wallet().connect());
    await waitFor(() => expect(state()).toEqual({ connected: true, name: 'Fake Wallet', address: ALICE_SIGNER.address }));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(state().name).toBe('Fake Wallet');
    expect(solanaStatus(kit)).toBe('disconnected');
  });
});

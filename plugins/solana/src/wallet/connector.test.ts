import { isKitError } from '@latchkey/kernel';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { solanaDevnet, solanaLocalnet, solanaMainnet, solanaTestnet } from '../networks';
import { ALICE, BOB, CAROL } from '../test/transactions';
import { fakeRegistry, fakeWallet, ICON, makeKit, memoryStorage } from '../test/wallet';
import { createWalletAdapter } from './adapter';
import type { Kit } from '@latchkey/kernel';

const kits: Kit[] = [];
const track = (kit: Kit) => (kits.push(kit), kit);
afterEach(async () => {
  for (const k of kits.splice(0)) await k.destroy();
});

describe('Wallet Standard discovery', () => {
  it('adds one ANNOUNCED solana connector per wallet, registered before or after the kit', () => {
    const early = fakeWallet({ name: 'Early Wallet', addresses: [ALICE] });
    const registry = fakeRegistry([early.wallet]);
    const kit = track(makeKit([solanaMainnet], { solana: { wallets: registry } }));
    expect(kit.getState().connectors).toEqual([
      { id: 'early-wallet', name: 'Early Wallet', type: 'ANNOUNCED', namespaces: ['solana'], installed: true, imageUrl: ICON, chains: [solanaMainnet.caipNetworkId, solanaDevnet.caipNetworkId, solanaTestnet.caipNetworkId] },
    ]);
    const late = fakeWallet({ name: 'Late Wallet', addresses: [BOB], icon: 'https://late.example/icon.png' });
    const unregister = registry.register(late.wallet);
    expect(kit.getState().connectors.map((c) => [c.id, c.imageUrl])).toEqual([
      ['early-wallet', ICON],
      ['late-wallet', 'https://late.example/icon.png'],
    ]);
    unregister();
    expect(kit.getState().connectors.map((c) => c.id)).toEqual(['early-wallet']);
  });

  it('ignores wallets that cannot do Solana and icons that are not safe to render', () => {
    const evmOnly = fakeWallet({ name: 'EVM only', addresses: [ALICE], chains: ['eip155:1'] });
    const noSigning = fakeWallet({ name: 'No signing', addresses: [ALICE], signMessage: false });
    delete (noSigning.wallet.features as Record<string, unknown>)['solana:signTransaction'];
    const noEvents = fakeWallet({ name: 'No events', addresses: [ALICE] });
    delete (noEvents.wallet.features as Record<string, unknown>)['standard:events'];
    const badIcon = fakeWallet({ name: 'Bad icon', addresses: [ALICE], icon: 'javascript:alert(1)' });
    const httpIcon = fakeWallet({ name: 'Http icon', addresses: [ALICE], icon: 'http://x.example/i.png' });
    const kit = track(makeKit([solanaMainnet], { solana: { wallets: fakeRegistry([evmOnly.wallet, noSigning.wallet, noEvents.wallet, badIcon.wallet, httpIcon.wallet]) } }));
    expect(kit.getState().connectors.map((c) => [c.id, c.imageUrl])).toEqual([
      ['bad-icon', undefined],
      ['http-icon', undefined],
    ]);
  });

  it('gives two wallets of one name two ids, and a wallet registered twice one connector', () => {
    const a = fakeWallet({ name: 'Twin', addresses: [ALICE] });
    const b = fakeWallet({ name: 'Twin', addresses: [BOB] });
    const registry = fakeRegistry([a.wallet, b.wallet]);
    const kit = track(makeKit([solanaMainnet], { solana: { wallets: registry } }));
    registry.register(a.wallet);
    expect(kit.getState().connectors.map((c) => c.id)).toEqual(['twin', 'twin-2']);
  });

  it('stops listening to the registry on destroy', async () => {
    const registry = fakeRegistry([]);
    const kit = makeKit([solanaMainnet], { solana: { wallets: registry } });
    expect(registry.listeners.register.size).toBe(1);
    await kit.destroy();
    expect(registry.listeners.register.size + registry.listeners.unregister.size).toBe(0);
  });
});

describe('connecting a Wallet Standard wallet', () => {
  it('connects with standard:connect on the kit network', async () => {
    const w = fakeWallet({ addresses: [ALICE, BOB] });
    const kit = track(makeKit([solanaMainnet, solanaDevnet], { solana: { wallets: fakeRegistry([w.wallet]) } }));
    const account = await kit.connect('fake-wallet');
    expect(account).toMatchObject({ namespace: 'solana', address: ALICE, caipAddress: `${solanaMainnet.caipNetworkId}:${ALICE}` });
    expect(w.feature('standard:connect').connect).toHaveBeenCalledWith();
    const chain = kit.getState().chains.solana!;
    expect(chain.account.status).toBe('connected');
    expect(chain.account.preferredAccountType).toBe('eoa');
    expect(chain.account.addressExplorerUrl).toBe(`https://explorer.solana.com/address/${ALICE}`);
    expect(kit.getState().connections.solana?.[0]?.accounts).toEqual([
      { address: ALICE, type: 'eoa' },
      { address: BOB, type: 'eoa' },
    ]);
  });

  it('lands on a configured network the wallet claims when it does not claim the kit one', async () => {
    const w = fakeWallet({ addresses: [ALICE], chains: ['solana:devnet'] });
    const kit = track(makeKit([solanaMainnet, solanaDevnet], { solana: { wallets: fakeRegistry([w.wallet]) } }));
    const account = await kit.connect('fake-wallet');
    expect(account.network.caipNetworkId).toBe(solanaDevnet.caipNetworkId);
  });

  it('maps solana:localnet to a local validator network', async () => {
    const local = solanaLocalnet('http://127.0.0.1:8899', { genesisHash: 'AK7zphcMpwwaFXRuPquNGSMjWsVvhFPZxtA3jyyEkZwQ' });
    const w = fakeWallet({ addresses: [ALICE], chains: ['solana:localnet'] });
    const kit = track(makeKit([solanaMainnet, local], { solana: { wallets: fakeRegistry([w.wallet]) } }));
    expect((await kit.connect('fake-wallet')).network.caipNetworkId).toBe(local.caipNetworkId);
  });

  it('keeps a refusal a typed rejection', async () => {
    const w = fakeWallet({ addresses: [ALICE] });
    w.state.reject = true;
    const kit = track(makeKit([solanaMainnet], { solana: { wallets: fakeRegistry([w.wallet]) } }));
    const error = await kit.connect('fake-wallet').catch((e: unknown) => e);
    expect(isKitError(error, 'USER_REJECTED')).toBe(true);
    expect(kit.getState().chains.solana?.account.status).toBe('disconnected');
  });

  it("declares the Solana wallets' refusals to the kit (its toKitError hook): WalletSignTransactionError, 'User rejected', 4001", () => {
    const w = fakeWallet({ addresses: [ALICE] });
    const adapter = createWalletAdapter({ wallet: w.wallet, info: { id: 'fake-wallet', name: 'Fake', type: 'ANNOUNCED', namespaces: ['solana'] } } as never);
    const hook = adapter.toKitError!;
    const adapterError = Object.assign(new Error('Transaction cancelled'), { name: 'WalletSignTransactionError' });
    for (const thrown of [adapterError, new Error('User rejected the request.'), { code: 4001, message: 'denied' }]) {
      expect(isKitError(hook(thrown, 'x')!, 'USER_REJECTED')).toBe(true);
    }
    const other = hook(new Error('Blockhash not found'), 'x')!;
    expect(isKitError(other, 'CONNECTOR_ERROR')).toBe(true);
    expect(other.shortMessage).toBe('Blockhash not found');
  });

  it('reconnects silently after a reload, and stays disconnected when the wallet no longer authorises', async () => {
    const storage = memoryStorage();
    const w = fakeWallet({ addresses: [ALICE] });
    const registry = fakeRegistry([w.wallet]);
    const first = makeKit([solanaMainnet], { storage, solana: { wallets: registry } });
    await first.connect('fake-wallet');
    await first.destroy();

    const second = track(makeKit([solanaMainnet], { storage, solana: { wallets: registry } }));
    await second.ready;
    expect(second.getState().chains.solana?.account).toMatchObject({ status: 'connected', address: ALICE });
    expect(w.feature('standard:connect').connect).toHaveBeenLastCalledWith({ silent: true });

    w.state.authorised = false;
    const third = track(makeKit([solanaMainnet], { storage, solana: { wallets: registry } }));
    await third.ready;
    expect(third.getState().chains.solana?.account.status).toBe('disconnected');
    expect(w.feature('standard:connect').connect).toHaveBeenLastCalledWith({ silent: true });
  });

  it('reconnects to a wallet that registers after the kit', async () => {
    const storage = memoryStorage();
    const w = fakeWallet({ addresses: [ALICE] });
    const first = makeKit([solanaMainnet], { storage, solana: { wallets: fakeRegistry([w.wallet]) } });
    await first.connect('fake-wallet');
    await first.destroy();
    const registry = fakeRegistry([]);
    const kit = track(makeKit([solanaMainnet], { storage, solana: { wallets: registry } }));
    setTimeout(() => registry.register(w.wallet), 20);
    await kit.ready;
    expect(kit.getState().chains.solana?.account).toMatchObject({ status: 'connected', address: ALICE });
  });

  it('disconnects through standard:disconnect and stops listening', async () => {
    const w = fakeWallet({ addresses: [ALICE] });
    const kit = track(makeKit([solanaMainnet], { solana: { wallets: fakeRegistry([w.wallet]) } }));
    await kit.connect('fake-wallet');
    expect(w.listenerCount()).toBe(1);
    await kit.disconnect();
    expect(w.feature('standard:disconnect').disconnect).toHaveBeenCalledTimes(1);
    expect(w.listenerCount()).toBe(0);
    expect(kit.getState().chains.solana?.account.status).toBe('disconnected');
  });

  it('disconnects without standard:disconnect too', async () => {
    const w = fakeWallet({ addresses: [ALICE], disconnectFeature: false });
    const kit = track(makeKit([solanaMainnet], { solana: { wallets: fakeRegistry([w.wallet]) } }));
    await kit.connect('fake-wallet');
    await kit.disconnect();
    expect(kit.getState().chains.solana?.account.status).toBe('disconnected');
  });
});

describe('wallet events', () => {
  const connected = async (chains?: readonly string[]) => {
    const w = fakeWallet({ addresses: [ALICE], ...(chains ? { chains } : {}) });
    const registry = fakeRegistry([w.wallet]);
    const kit = track(makeKit([solanaMainnet, solanaDevnet], { solana: { wallets: registry } }));
    await kit.connect('fake-wallet');
    return { w, kit, registry };
  };

  it('follows an account change', async () => {
    const { w, kit } = await connected();
    const seen = vi.fn();
    kit.on('accountChanged', seen);
    w.change({ addresses: [CAROL] });
    expect(kit.getState().chains.solana?.account.address).toBe(CAROL);
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ namespace: 'solana', address: CAROL }));
    // The same accounts again are no change.
    w.change({ addresses: [CAROL] });
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('disconnects when the wallet reports no account', async () => {
    const { w, kit } = await connected();
    w.change({ addresses: [] });
    await vi.waitFor(() => expect(kit.getState().chains.solana?.account.status).toBe('disconnected'));
  });

  it('moves to a network the wallet still claims when its chains change', async () => {
    const { w, kit } = await connected();
    expect(kit.getState().chains.solana?.network.caipNetwork?.caipNetworkId).toBe(solanaMainnet.caipNetworkId);
    w.change({ chains: ['solana:devnet'] });
    expect(kit.getState().chains.solana?.network.caipNetwork?.caipNetworkId).toBe(solanaDevnet.caipNetworkId);
  });

  it('ends the connection when the wallet unregisters', async () => {
    const { w, kit, registry } = await connected();
    registry.listeners.unregister.forEach((l) => l(w.wallet));
    await vi.waitFor(() => expect(kit.getState().chains.solana?.account.status).toBe('disconnected'));
    expect(kit.getState().connectors).toEqual([]);
  });

  it('switches to networks the wallet claims and refuses others', async () => {
    const { kit } = await connected(['solana:mainnet', 'solana:devnet']);
    await kit.switchNetwork(solanaDevnet.caipNetworkId);
    expect(kit.getState().chains.solana?.network.caipNetwork?.caipNetworkId).toBe(solanaDevnet.caipNetworkId);
    kit.addNetwork(solanaTestnet);
    const error = await kit.switchNetwork(solanaTestnet.caipNetworkId).catch((e: unknown) => e);
    expect((error as Error).message).toContain('Chain is not supported');
    expect(kit.getState().chains.solana?.network.caipNetwork?.caipNetworkId).toBe(solanaDevnet.caipNetworkId);
  });
});

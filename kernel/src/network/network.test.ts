import { describe, expect, it, vi } from 'vitest';
import { createKit } from '../createKit';
import { baseOptions, base, fakeWallet, mainnet, solanaMainnet, walletsPlugin } from '../testing/fixtures';
import type { NetworkInput } from '../types/chain';
import { internals } from '../kit/internals';

const sepolia: NetworkInput = { ...mainnet, id: 11155111, name: 'Sepolia', testnet: true };

describe('switchNetwork', () => {
  it('not connected: the chosen network becomes active without asking a wallet', async () => {
    const w = fakeWallet();
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w])] }));
    const changed = vi.fn();
    kit.on('networkChanged', changed);
    await kit.switchNetwork('eip155:8453');
    expect(kit.getState().chains.eip155?.network.caipNetwork?.name).toBe('Base');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(w.calls).toEqual([]);
    await kit.destroy();
  });

  it('connected with the modal open: pushes SwitchNetwork, asks the wallet, goes back on success', async () => {
    const w = fakeWallet();
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w])] }));
    await kit.connect('dev.wallet');
    kit.open();
    internals(kit).router.push('Networks');
    const views: string[] = [];
    kit.on('viewChanged', ({ view }) => views.push(view.view));
    await kit.switchNetwork(8453);
    expect(views).toEqual(['SwitchNetwork', 'Networks']);
    expect(w.calls.at(-1)).toEqual({ method: 'switchNetwork', params: 'eip155:8453' });
    expect(kit.getState().chains.eip155?.account.caipAddress).toMatch(/^eip155:8453:/);
    expect(kit.getState().modal.open).toBe(true);
    await kit.destroy();
  });

  it('closes the modal after success when the old network was not in the list (unsupported)', async () => {
    const w = fakeWallet();
    w.state.chainId = 999;
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w])] }));
    await kit.connect('dev.wallet');
    expect(internals(kit).router.current?.view).toBe('UnsupportedChain');
    await kit.switchNetwork('eip155:1');
    expect(kit.getState().modal.open).toBe(false);
    expect(kit.getState().chains.eip155?.network.caipNetwork?.caipNetworkId).toBe('eip155:1');
    await kit.destroy();
  });

  it('a failed switch goes back one step and keeps the old network', async () => {
    const w = fakeWallet();
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w])] }));
    await kit.connect('dev.wallet');
    kit.open();
    internals(kit).router.push('Networks');
    w.state.switchReject = { code: 4001, message: 'User rejected the request.' };
    await expect(kit.switchNetwork('eip155:8453')).rejects.toMatchObject({ code: 'USER_REJECTED' });
    expect(internals(kit).router.current?.view).toBe('Networks');
    expect(kit.getState().chains.eip155?.network.caipNetwork?.caipNetworkId).toBe('eip155:1');
    w.state.switchReject = { code: -32603, message: 'boom' };
    await expect(kit.switchNetwork('eip155:8453')).rejects.toThrow('Chain is not supported');
    await kit.destroy();
  });

  it('an unknown network raises SWITCH_NETWORK_NOT_FOUND and a typed error', async () => {
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([])] }));
    await expect(kit.switchNetwork('eip155:424242')).rejects.toThrow('Network not found');
    expect(kit.getState().alerts.map((a) => a.code)).toEqual(['SWITCH_NETWORK_NOT_FOUND']);
    await kit.alerts.loadStrings();
    expect(kit.t('alert.SWITCH_NETWORK_NOT_FOUND')).toBe('Network Not Found');
    await kit.destroy();
  });

  it('connected on another namespace only: SwitchActiveChain asks the visitor to connect there', async () => {
    const w = fakeWallet();
    const kit = createKit(baseOptions({ networks: [mainnet, solanaMainnet], plugins: [walletsPlugin([w]), walletsPlugin([], 'fake-solana', 'solana')] }));
    await kit.connect('dev.wallet');
    await kit.switchNetwork(solanaMainnet.caipNetworkId ?? 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    expect(kit.getState().modal.open).toBe(true);
    expect(internals(kit).router.current).toEqual({ view: 'SwitchActiveChain', params: { network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', navigateTo: 'Connect', replace: true } });
    expect(w.calls.some((c) => c.method === 'switchNetwork')).toBe(false);
    await kit.destroy();
  });
});

describe('the network list', () => {
  it('removing the active network falls back to the first remaining one', async () => {
    const kit = createKit(baseOptions({ networks: [mainnet, base, sepolia], defaultNetwork: base, plugins: [walletsPlugin([])] }));
    expect(kit.getState().chains.eip155?.network.caipNetwork?.name).toBe('Base');
    kit.removeNetwork('eip155:8453');
    expect(kit.getState().chains.eip155?.network.caipNetwork?.name).toBe('Ethereum');
    expect(kit.getState().chains.eip155?.network.requestedCaipNetworks.map((n) => n.name)).toEqual(['Ethereum', 'Sepolia']);
    await kit.destroy();
  });

  it('adding a network needs an adapter for its namespace', async () => {
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([])] }));
    expect(() => kit.addNetwork({ ...solanaMainnet })).toThrow("Adapter for namespace solana doesn't exist");
    const added = kit.addNetwork(sepolia);
    expect(added.caipNetworkId).toBe('eip155:11155111');
    expect(kit.getState().chains.eip155?.network.requestedCaipNetworks).toHaveLength(3);
    await kit.destroy();
  });

  it("removing the active chain adapter moves to another chain's first network", async () => {
    const w = fakeWallet();
    const kit = createKit(baseOptions({ networks: [mainnet, base, solanaMainnet], plugins: [walletsPlugin([w]), walletsPlugin([], 'fake-solana', 'solana')] }));
    await kit.connect('dev.wallet');
    await kit.removeAdapter('eip155');
    expect(kit.getState().chains.eip155).toBeUndefined();
    expect(kit.getState().activeNamespace).toBe('solana');
    expect(kit.getState().chains.solana?.network.caipNetwork?.name).toBe('Solana');
    expect(kit.getState().connectors.some((c) => c.namespaces.includes('eip155'))).toBe(false);
    await kit.destroy();
  });
});

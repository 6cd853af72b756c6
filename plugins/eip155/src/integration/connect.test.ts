import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isKitError, type Kit, type NetworkInput } from '@latchkey/kernel';
import { startChains, type LocalChains } from '@latchkey/test-harness/chain/index';
import { installDevWallets, walletConfigFromChains, type MockWallet } from '@latchkey/test-harness/wallets/index';
import { createPublicClient, formatEther, http } from 'viem';
import { floorDecimals } from '@latchkey/kernel/units';
import { fakeWindow, localNetworks, makeKit, memoryStorage } from '../test/kit';

let local: LocalChains;
let networks: NetworkInput[];
beforeAll(async () => {
  local = await startChains({ ports: 'free' });
  networks = localNetworks(local.chains);
});
afterAll(() => local?.stop());

const kits: Kit[] = [];
const uninstalls: Array<() => void> = [];
afterEach(async () => {
  await Promise.all(kits.splice(0).map((k) => k.destroy()));
  uninstalls.splice(0).forEach((u) => u());
});

/** A page: a window with the harness's wallets installed, and a kit on it. */
function page(options: { knownChains?: 'A'; storage?: ReturnType<typeof memoryStorage> } = {}) {
  const win = fakeWindow();
  const config = walletConfigFromChains(local, { wallets: ['dev', 'legacy'] });
  if (options.knownChains === 'A') config.chains = config.chains.slice(0, 1);
  const installed = installDevWallets(win, config);
  uninstalls.push(installed.uninstall);
  const kit = makeKit(win, networks, { storage: options.storage ?? memoryStorage() });
  kits.push(kit);
  return { win, kit, config, wallet: installed.wallets.dev! };
}

const chainOf = (kit: Kit) => kit.getState().chains.eip155!;
const methods = (wallet: MockWallet) => wallet.requests().map((r) => r.method);

describe('connecting the announced Latchkey Dev Wallet to local chains', () => {
  it('connects: state connected with the wallet address and chain, and the balance floored to 3 decimals', async () => {
    const { kit, wallet } = page();
    const [address] = wallet.state().accounts;
    const account = await kit.connect('dev.latchkey.wallet');
    expect(account).toMatchObject({ address, caipAddress: `eip155:31337:${address}`, connectorId: 'dev.latchkey.wallet' });
    expect(chainOf(kit).account).toMatchObject({ status: 'connected', address, connectedWalletInfo: { name: 'Latchkey Dev Wallet', rdns: 'dev.latchkey.wallet' } });
    expect(chainOf(kit).network.caipNetwork?.caipNetworkId).toBe('eip155:31337');

    const client = createPublicClient({ transport: http(local.chains[0]!.rpcUrl) });
    const expected = floorDecimals(formatEther(await client.getBalance({ address: address! })));
    await vi.waitFor(() => expect(chainOf(kit).account.balance).toBe(expected));
    expect(chainOf(kit).account.balanceSymbol).toBe('ETH');
    expect(expected).toMatch(/^\d+(\.\d{1,3})?$/);
  });

  it('reconnects after a reload (new kit, same storage) without prompting the visitor', async () => {
    const storage = memoryStorage();
    const first = page({ storage });
    await first.kit.connect('dev.latchkey.wallet');
    await first.kit.destroy();
    first.wallet.clearRequests();

    // Same page, same wallets, a fresh kit: the remembered connector reconnects silently.
    const win = first.win;
    const kit = makeKit(win, networks, { storage });
    kits.push(kit);
    await kit.ready;
    expect(chainOf(kit).account).toMatchObject({ status: 'connected', address: first.wallet.state().accounts[0] });
    expect(methods(first.wallet)).toContain('eth_accounts');
    expect(methods(first.wallet)).not.toContain('eth_requestAccounts');
  });

  it('does not reconnect once the wallet has forgotten the site', async () => {
    const storage = memoryStorage();
    const first = page({ storage });
    await first.kit.connect('dev.latchkey.wallet');
    await first.kit.destroy();
    first.wallet.revoke();
    const kit = makeKit(first.win, networks, { storage });
    kits.push(kit);
    await kit.ready;
    expect(chainOf(kit).account.status).toBe('disconnected');
  });

  it('goes to disconnected when the wallet reports no accounts (locked)', async () => {
    const { kit, wallet } = page();
    await kit.connect('dev.latchkey.wallet');
    wallet.lock();
    await vi.waitFor(() => expect(chainOf(kit).account).toMatchObject({ status: 'disconnected', address: undefined }));
  });

  it('follows an account change in the wallet, checksummed', async () => {
    const { kit, wallet } = page();
    await kit.connect('dev.latchkey.wallet');
    const other = local.accounts[2]!.address;
    wallet.setAccounts([other.toLowerCase() as `0x${string}`]);
    expect(chainOf(kit).account.address).toBe(other);
  });

  it('switches 31337 → 31338 and the state follows', async () => {
    const { kit, wallet } = page();
    await kit.connect('dev.latchkey.wallet');
    await kit.switchNetwork(31338);
    expect(wallet.state().chainId).toBe(31338);
    expect(chainOf(kit).network.caipNetwork?.caipNetworkId).toBe('eip155:31338');
    expect(chainOf(kit).account.caipAddress).toBe(`eip155:31338:${wallet.state().accounts[0]}`);
    expect(wallet.requests().find((r) => r.method === 'wallet_switchEthereumChain')!.params).toEqual([{ chainId: '0x7a6a' }]);
  });

  it('adds a chain the wallet does not know (4902), then switches to it', async () => {
    const { kit, wallet } = page({ knownChains: 'A' });
    await kit.connect('dev.latchkey.wallet');
    await kit.switchNetwork(31338);
    expect(methods(wallet).filter((m) => m.startsWith('wallet_'))).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain']);
    expect(wallet.requests()[methods(wallet).indexOf('wallet_switchEthereumChain')]!.error?.code).toBe(4902);
    expect(wallet.state()).toMatchObject({ chainId: 31338, chains: [31337, 31338] });
    expect(chainOf(kit).network.caipNetwork?.caipNetworkId).toBe('eip155:31338');
  });

  it('a rejected switch is a UserRejectedError, the state stays, and a retry works', async () => {
    const { kit, wallet } = page();
    await kit.connect('dev.latchkey.wallet');
    wallet.rejectNext();
    const error = await kit.switchNetwork(31338).catch((e: unknown) => e);
    expect(isKitError(error, 'USER_REJECTED')).toBe(true);
    expect(chainOf(kit).network.caipNetwork?.caipNetworkId).toBe('eip155:31337');
    expect(chainOf(kit).account.status).toBe('connected');
    await kit.switchNetwork(31338);
    expect(chainOf(kit).network.caipNetwork?.caipNetworkId).toBe('eip155:31338');
  });

  it('connects through the legacy Browser Wallet too', async () => {
    const { kit } = page();
    expect(kit.getState().connectors.map((c) => c.id)).toEqual(['dev.latchkey.wallet', 'injected']);
    const account = await kit.connect('injected');
    expect(account.connectorId).toBe('injected');
    expect(chainOf(kit).account.connectedWalletInfo?.name).toBe('Browser Wallet');
  });

  it('wallet_switchEthereumChain is not callable through kit.request', async () => {
    const { kit } = page();
    await kit.connect('dev.latchkey.wallet');
    const error = await kit.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }).catch((e: unknown) => e);
    expect(isKitError(error, 'REQUEST_NOT_ALLOWED')).toBe(true);
    // Safe reads go straight to the wallet.
    expect(await kit.request({ method: 'eth_chainId' })).toBe('0x7a69');
  });
});

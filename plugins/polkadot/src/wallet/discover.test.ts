// Discovery and the connector against the harness's mock extension, in a fake window (Node).
import { isKitError, type Kit } from '@latchkey/kernel';
import { runPluginContract } from '@latchkey/test-harness/contract/pluginContract';
import { createPolkadotMockExtension, POLKADOT_DEV_ACCOUNTS, type PolkadotMockExtension } from '@latchkey/test-harness/polkadot/index';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { polkadot } from '../index';
import { kusama, polkadotMainnet, westend } from '../networks';
import { ALICE, makeKit, quietExtensionDapp, useFakeWindow } from '../test/kit';
import { injectedKeys } from './discover';

const win = useFakeWindow();
const networks = [polkadotMainnet, kusama, westend];
const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';

quietExtensionDapp();

const kits: Kit[] = [];
const track = (kit: Kit) => (kits.push(kit), kit);
afterEach(async () => {
  for (const k of kits.splice(0)) await k.destroy();
  win.injectedWeb3 = {};
});

const inject = (options: Parameters<typeof createPolkadotMockExtension>[0] = {}): PolkadotMockExtension => {
  const ext = createPolkadotMockExtension(options);
  win.injectedWeb3[ext.name] = ext.provider;
  return ext;
};

// With an extension on the page: its connector and the modal listener must go on destroy too.
runPluginContract(
  'polkadot with an extension',
  () => {
    win.injectedWeb3['polkadot-js'] = createPolkadotMockExtension({ name: 'polkadot-js' }).provider;
    return polkadot();
  },
  { networks },
);

describe('discovery from window.injectedWeb3', () => {
  it('lists each extension by its key at once, as an installed INJECTED connector, without calling it', () => {
    const pjs = inject({ name: 'polkadot-js' });
    const dev = inject({ name: 'latchkey-dev' });
    const kit = track(makeKit(networks, { polkadot: { wallets: { 'latchkey-dev': { icon: ICON } } } }));
    expect(kit.getState().connectors).toEqual([
      { id: 'polkadot:polkadot-js', name: 'Polkadot{.js}', type: 'INJECTED', namespaces: ['polkadot'], installed: true },
      { id: 'polkadot:latchkey-dev', name: 'Latchkey Dev', type: 'INJECTED', namespaces: ['polkadot'], installed: true, imageUrl: ICON },
    ]);
    expect([...pjs.calls(), ...dev.calls()]).toEqual([]);
  });

  it('ignores what is not an extension, sanitizes names and drops unsafe icons', () => {
    win.injectedWeb3 = {
      'bad key!': { enable: async () => ({}) },
      '../evil': { enable: async () => ({}) },
      'no-enable': { version: '1' },
      'not-object': 'x',
      talisman: { version: '1', enable: async () => ({}) },
      'new-style': { connect: async () => ({}) },
    };
    const kit = track(makeKit(networks, { polkadot: { wallets: { talisman: { name: ' Talisman\u202e Wallet ', icon: 'javascript:alert(1)' }, 'new-style': { icon: 'http://insecure.example/i.png' } } } }));
    expect(kit.getState().connectors.map((c) => [c.id, c.name, c.imageUrl])).toEqual([
      ['polkadot:talisman', 'Talisman Wallet', undefined],
      ['polkadot:new-style', 'New Style', undefined],
    ]);
    expect(injectedKeys({ injectedWeb3: null })).toEqual([]);
  });

  it('finds an extension that injects after the kit started, when the modal opens', () => {
    const kit = track(makeKit(networks));
    expect(kit.getState().connectors).toEqual([]);
    inject({ name: 'subwallet-js' });
    kit.open({ view: 'Connect' });
    expect(kit.getState().connectors.map((c) => c.name)).toEqual(['SubWallet']);
  });
});

describe('connecting an extension', () => {
  it('authorises the site, then connects the first account in the network’s SS58 format', async () => {
    const ext = inject();
    const kit = track(makeKit(networks, { polkadot: { appName: 'Latchkey Test' } }));
    const account = await kit.connect('polkadot:latchkey-dev');
    expect(account).toMatchObject({ namespace: 'polkadot', address: ALICE.polkadot, caipAddress: `${polkadotMainnet.caipNetworkId}:${ALICE.polkadot}`, network: { name: 'Polkadot' } });
    expect(ext.calls()[0]).toEqual({ kind: 'enable', site: 'Latchkey Test' });
    expect(kit.getState().connections.polkadot?.[0]?.accounts).toEqual([
      { address: ALICE.polkadot, type: 'eoa', publicKey: ALICE.publicKey },
      { address: expect.stringMatching(/^1/), type: 'eoa', publicKey: expect.stringMatching(/^0x[0-9a-f]{64}$/) },
    ]);
    expect(kit.getState().chains.polkadot?.account.addressExplorerUrl).toBe(`https://polkadot.subscan.io/account/${ALICE.polkadot}`);
    expect(kit.plugin('polkadot').accounts().map((a) => [a.name, a.type])).toEqual([
      ['Alice', 'sr25519'],
      ['Bob', 'ed25519'],
    ]);
  });

  it("a refused authorisation is a rejection; the next try can succeed", async () => {
    const ext = inject();
    ext.rejectNext();
    const kit = track(makeKit(networks));
    const error = await kit.connect('polkadot:latchkey-dev').catch((e: unknown) => e);
    expect(isKitError(error, 'USER_REJECTED')).toBe(true);
    expect(kit.getState().chains.polkadot?.account.status).toBe('disconnected');
    await expect(kit.connect('polkadot:latchkey-dev')).resolves.toMatchObject({ address: ALICE.polkadot });
  });

  it('an extension without an account for the network does not connect', async () => {
    inject({ accounts: [{ ...POLKADOT_DEV_ACCOUNTS[0]!, genesisHash: kusama.caipNetworkId.replace('polkadot:', '0x').padEnd(66, '0') }] });
    const kit = track(makeKit([polkadotMainnet]));
    const error = await kit.connect('polkadot:latchkey-dev').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'CONNECTOR_ERROR', shortMessage: 'The wallet returned no account' });
  });

  it('restores the connection silently on the next page load, and not when the wallet holds no account any more', async () => {
    const ext = inject({ name: 'polkadot-js' });
    const storage = (await import('@latchkey/kernel')).createMemoryStorage();
    const first = track(makeKit(networks, { storage }));
    await first.connect('polkadot:polkadot-js');
    await first.destroy();

    const second = track(makeKit(networks, { storage }));
    await second.ready;
    expect(second.getState().chains.polkadot?.account).toMatchObject({ status: 'connected', address: ALICE.polkadot });
    expect(ext.calls().filter((c) => c.kind === 'enable')).toHaveLength(2);
    await second.destroy();

    ext.lock();
    const third = track(makeKit(networks, { storage }));
    await third.ready;
    expect(third.getState().chains.polkadot?.account.status).toBe('disconnected');
  });

  it("follows the extension's account changes; an empty list disconnects", async () => {
    const ext = inject();
    const kit = track(makeKit(networks));
    await kit.connect('polkadot:latchkey-dev');
    ext.setAccounts([POLKADOT_DEV_ACCOUNTS[1]!, POLKADOT_DEV_ACCOUNTS[0]!]);
    await vi.waitFor(() => expect(kit.plugin('polkadot').selectedAccount()?.name).toBe('Bob'));
    expect(kit.getState().chains.polkadot?.account.address).toBe(kit.plugin('polkadot').accounts()[0]!.address);
    ext.lock();
    await vi.waitFor(() => expect(kit.getState().chains.polkadot?.account.status).toBe('disconnected'));
    expect(ext.subscriberCount()).toBe(0);
  });

  it('switching network writes the same account with the new prefix (Polkadot 0 → Kusama 2 → Westend 42)', async () => {
    inject();
    const kit = track(makeKit(networks));
    await kit.connect('polkadot:latchkey-dev');
    const seen: string[] = [];
    kit.on('accountChanged', (e) => seen.push(e.caipAddress));
    await kit.switchNetwork(kusama);
    expect(kit.getState().chains.polkadot?.account).toMatchObject({ address: ALICE.kusama, caipAddress: `${kusama.caipNetworkId}:${ALICE.kusama}` });
    expect(kit.plugin('polkadot').selectedAccount()).toMatchObject({ address: ALICE.kusama, publicKey: ALICE.publicKey });
    await kit.switchNetwork(westend.caipNetworkId);
    expect(kit.getState().chains.polkadot?.account.address).toBe(ALICE.generic);
    // Each account change was seen on the network it belongs to.
    expect(seen).toEqual([`${kusama.caipNetworkId}:${ALICE.kusama}`, `${westend.caipNetworkId}:${ALICE.generic}`]);
  });

  it('selectAccount makes another account of the wallet the kit’s', async () => {
    inject();
    const kit = track(makeKit(networks));
    await kit.connect('polkadot:latchkey-dev');
    const api = kit.plugin('polkadot');
    const bob = api.accounts()[1]!;
    await api.selectAccount(bob.address);
    expect(kit.getState().chains.polkadot?.account.address).toBe(bob.address);
    expect(api.selectedAccount()?.name).toBe('Bob');
    await expect(api.selectAccount('5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty')).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    await expect(api.selectAccount('nope')).rejects.toMatchObject({ shortMessage: 'Invalid address' });
  });
});

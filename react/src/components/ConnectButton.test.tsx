/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { createKit, definePlugin, type ConnectorAdapter, type Kit, type KitInitialState, type PluginContext } from '@latchkey/kernel';
import { KitProvider, ConnectButton } from '../index';
import { testEip155Namespace } from '../views/connect/testKit';
import { shortName } from './ConnectButton';
import { ethereum } from '@latchkey/test-harness/kit';

configure({ asyncUtilTimeout: 5_000 });

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function wallet(): ConnectorAdapter {
  return {
    info: { id: 'dev.wallet', name: 'Dev Wallet', type: 'ANNOUNCED', namespaces: ['eip155'] },
    connect: async () => ({ sessions: [{ namespace: 'eip155' as const, accounts: [{ address: ADDRESS }], chainId: 1 }] }),
    // A returning visitor's wallet still knows the site.
    reconnect: async () => ({ sessions: [{ namespace: 'eip155' as const, accounts: [{ address: ADDRESS }], chainId: 1 }] }),
    disconnect: async () => {},
    request: async () => null,
  };
}

/** A kit whose chain plugin hands its context out, so a test can write the account's profile as plugins do. */
function makeKit(api = 'https://api.example', map = new Map<string, string>(), initialState?: KitInitialState) {
  let context!: PluginContext;
  const kit = createKit({
    metadata: { name: 'Test', description: 'Test', url: 'https://dapp.example', icons: [] },
    networks: [ethereum],
    storage: { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) },
    basic: true,
    endpoints: { api },
    ...(initialState ? { initialState } : {}),
    plugins: [
      definePlugin({
        id: 'chain',
        kind: 'chain',
        namespaces: [{ ...testEip155Namespace, getBalance: async () => ({ balance: '1.234', symbol: 'ETH' }) }],
        setup: (ctx) => {
          context = ctx;
          ctx.connectors.add(wallet());
        },
      }),
    ],
  });
  return { kit, profile: (details: { profileName?: string; profileImage?: string }) => act(() => context.account.update('eip155', ADDRESS, details)) };
}

async function connected(kit: Kit) {
  render(
    <KitProvider kit={kit} prefetch={false}>
      <ConnectButton />
    </KitProvider>,
  );
  await act(async () => void (await kit.connect('dev.wallet')));
  return waitFor(() => screen.getByRole('button', { name: /^Account .*1\.234 ETH$/ }));
}

afterEach(() => cleanup());

describe('ConnectButton shows who is connected', () => {
  it('the short address without a name; the account name and its avatar once the account has them', async () => {
    const { kit, profile } = makeKit();
    const button = await connected(kit);
    expect(button.getAttribute('aria-label')).toBeNull();
    expect(screen.getByRole('button', { name: 'Account 0x7099…79C8 · 1.234 ETH' })).toBe(button);
    expect(button.querySelector('image')).toBeNull();
    await profile({ profileName: 'alice.eth', profileImage: 'https://images.example/alice.png' });
    expect(screen.getByRole('button', { name: 'Account alice.eth · 1.234 ETH' })).toBe(button);
    expect(button.textContent).not.toContain('0x7099');
    const image = button.querySelector('svg[data-avatar] image')!;
    expect(image.getAttribute('href')).toBe('https://images.example/alice.png');
    // Decorative: the name says who it is; sized and rounded by attributes (no stylesheet, no inline style).
    expect(image.closest('svg')!.getAttribute('aria-hidden')).toBe('true');
    expect(image.closest('svg')!.getAttribute('width')).toBe('24');
    expect(button.querySelector('[style]')).toBeNull();
    // The name is isolated from the page's direction.
    expect(button.querySelector('bdi')!.textContent).toBe('alice.eth');
    await kit.destroy();
  });

  it('a name without an avatar (a registered name, the embedded user) shows the name alone', async () => {
    const { kit, profile } = makeKit();
    const button = await connected(kit);
    await profile({ profileName: 'ada.reown.id' });
    expect(screen.getByRole('button', { name: 'Account ada.reown.id · 1.234 ETH' })).toBe(button);
    expect(button.querySelector('svg[data-avatar]')).toBeNull();
    await kit.destroy();
  });

  it('refuses an avatar that is not a safe image, and plain-http loopback unless the kit’s services run there', async () => {
    const { kit, profile } = makeKit();
    const button = await connected(kit);
    await profile({ profileName: 'alice.eth', profileImage: 'javascript:alert(1)' });
    expect(button.querySelector('svg[data-avatar]')).toBeNull();
    await profile({ profileImage: 'http://127.0.0.1:4100/identity/avatar/0x1' });
    expect(button.querySelector('svg[data-avatar]')).toBeNull();
    await kit.destroy();
    cleanup();
    const local = makeKit('http://127.0.0.1:4100');
    const again = await connected(local.kit);
    await local.profile({ profileName: 'alice.eth', profileImage: 'http://127.0.0.1:4100/identity/avatar/0x1' });
    expect(again.querySelector('svg[data-avatar] image')!.getAttribute('href')).toBe('http://127.0.0.1:4100/identity/avatar/0x1');
    await local.kit.destroy();
  });

  it('a long name keeps its start and end, the whole name in its title', async () => {
    expect(shortName('alice.eth')).toBe('alice.eth');
    expect(shortName('averyveryverylongname.eth')).toBe('averyveryve…name.eth');
    const { kit, profile } = makeKit();
    const button = await connected(kit);
    await profile({ profileName: 'averyveryverylongname.eth' });
    expect(button.querySelector('[data-account-name]')!.getAttribute('title')).toBe('averyveryverylongname.eth');
    expect(button.querySelector('bdi')!.textContent).toBe('averyveryve…name.eth');
    await kit.destroy();
  });
});

describe('ConnectButton rendered on the server', () => {
  it('hydrates a connected account from the cookie without a mismatch, then shows its balance and avatar', async () => {
    // A returning visitor: the browser remembers the connection, the cookie tells the server.
    const storage = new Map<string, string>();
    const first = makeKit(undefined, storage);
    await first.kit.connect('dev.wallet');
    await first.kit.destroy();
    const initialState: KitInitialState = { active: 'eip155', connections: [{ namespace: 'eip155', caipAddress: `eip155:1:${ADDRESS}`, connectorId: 'dev.wallet', walletName: 'Dev Wallet' }] };
    const tree = (kit: Kit) => (
      <KitProvider kit={kit} prefetch={false}>
        <ConnectButton />
      </KitProvider>
    );
    const server = makeKit(undefined, new Map(storage), initialState);
    const html = renderToString(tree(server.kit));
    await server.kit.ready;
    await server.kit.destroy();
    // The server shows the address (no balance, no picture: it knows neither).
    expect(html).toContain('0x7099…79C8');
    expect(html).not.toContain('ETH');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const client = makeKit(undefined, storage, initialState);
    const mismatches: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, tree(client.kit), { onRecoverableError: (error) => void mismatches.push(error) }));
    expect(mismatches).toEqual([]);
    const button = await screen.findByRole('button', { name: 'Account 0x7099…79C8 · 1.234 ETH' });
    await client.profile({ profileName: 'alice.eth', profileImage: 'https://images.example/alice.png' });
    await waitFor(() => expect(button.querySelector('svg[data-avatar] image')?.getAttribute('href')).toBe('https://images.example/alice.png'));
    expect(mismatches).toEqual([]);
    act(() => root.unmount());
    container.remove();
    await client.kit.destroy();
  });
});

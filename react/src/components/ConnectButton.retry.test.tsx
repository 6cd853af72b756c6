/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, render, screen } from '@testing-library/react';
import { createKit, definePlugin, type PluginContext } from '@latchkey/kernel';
import { KitProvider, ConnectButton } from '../index';
import { testEip155Namespace } from '../views/connect/testKit';
import { ethereum } from '@latchkey/test-harness/kit';

configure({ asyncUtilTimeout: 5_000 });

// The connected parts' chunk fails to load (offline, a replaced deploy) until `chunk.fails` is off.
const chunk = vi.hoisted(() => ({ fails: true, attempts: 0 }));
vi.mock('../ui/connectedParts', async (importOriginal) => {
  chunk.attempts += 1;
  if (chunk.fails) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

afterEach(() => cleanup());

describe('ConnectButton when its balance and avatar fail to load', () => {
  it('shows the address alone, and tries again on a later render', async () => {
    let context!: PluginContext;
    const map = new Map<string, string>();
    const kit = createKit({
      metadata: { name: 'Test', description: 'Test', url: 'https://dapp.example', icons: [] },
      networks: [ethereum],
      storage: { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) },
      basic: true,
      plugins: [
        definePlugin({
          id: 'chain',
          kind: 'chain',
          namespaces: [{ ...testEip155Namespace, getBalance: async () => ({ balance: '1.234', symbol: 'ETH' }) }],
          setup: (ctx) => {
            context = ctx;
            ctx.connectors.add({
              info: { id: 'dev.wallet', name: 'Dev Wallet', type: 'ANNOUNCED', namespaces: ['eip155'] },
              connect: async () => ({ sessions: [{ namespace: 'eip155' as const, accounts: [{ address: ADDRESS }], chainId: 1 }] }),
              disconnect: async () => {},
              request: async () => null,
            });
          },
        }),
      ],
    });
    render(
      <KitProvider kit={kit} prefetch={false}>
        <ConnectButton />
      </KitProvider>,
    );
    await act(async () => void (await kit.connect('dev.wallet')));
    await vi.waitFor(() => expect(kit.getState().chains.eip155?.account.balance).toBe('1.234'));
    await vi.waitFor(() => expect(chunk.attempts).toBeGreaterThanOrEqual(1));
    await act(async () => undefined);
    // The failed load left a working button: the address, no balance, no avatar.
    const button = screen.getByRole('button', { name: 'Account 0x7099…79C8' });
    expect(button.querySelector('svg[data-avatar]')).toBeNull();
    // Back online: a later render (here: the account's name and picture arrive) loads them.
    chunk.fails = false;
    const failed = chunk.attempts;
    act(() => context.account.update('eip155', ADDRESS, { profileName: 'alice.eth', profileImage: 'https://images.example/alice.png' }));
    expect(await screen.findByRole('button', { name: 'Account alice.eth · 1.234 ETH' })).toBe(button);
    expect(button.querySelector('svg[data-avatar] image')!.getAttribute('href')).toBe('https://images.example/alice.png');
    expect(chunk.attempts).toBe(failed + 1);
    await kit.destroy();
  });
});

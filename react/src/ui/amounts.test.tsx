/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { createKit, definePlugin, type ConnectorAdapter } from '@latchkey/kernel';
import { KitProvider, ConnectButton } from '../index';
import { testEip155Namespace } from '../views/connect/testKit';
import { ethereum } from '@latchkey/test-harness/kit';

// The Account view's balance and ConnectButton's use the kit's one rule for crypto amounts
// (formatCryptoAmount): the native balance the chain plugin floors to 3 decimals ('9999.997') is
// shown as the Tokens view shows it ('9,999.99'), in the kit's locale.

configure({ asyncUtilTimeout: 5_000 });
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function wallet(): ConnectorAdapter {
  return {
    info: { id: 'dev.wallet', name: 'Dev Wallet', type: 'ANNOUNCED', namespaces: ['eip155'] },
    connect: async () => ({ sessions: [{ namespace: 'eip155' as const, accounts: [{ address: ADDRESS }], chainId: 1 }] }),
    disconnect: async () => {},
    request: async () => null,
  };
}

function makeKit(balance: string, locale?: string) {
  const map = new Map<string, string>();
  return createKit({
    metadata: { name: 'Test', description: 'Test', url: 'https://dapp.example', icons: [] },
    networks: [ethereum],
    storage: { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) },
    basic: true,
    ...(locale ? { locale } : {}),
    plugins: [
      definePlugin({
        id: 'chain',
        kind: 'chain',
        namespaces: [{ ...testEip155Namespace, getBalance: async () => ({ balance, symbol: 'ETH' }) }],
        setup: (ctx) => void ctx.connectors.add(wallet()),
      }),
    ],
  });
}

afterEach(() => cleanup());

describe('the balance in ConnectButton and the Account view', () => {
  it.each([
    ['9999.997', 'en', '9,999.99 ETH'],
    ['98.000', 'en', '98 ETH'],
    ['9999.997', 'de', '9.999,99 ETH'],
  ])('%s in %s reads %s, with the monogram tile of its symbol in the Account view', async (balance, locale, shown) => {
    const kit = makeKit(balance, locale);
    render(
      <KitProvider kit={kit} prefetch={false}>
        <ConnectButton />
      </KitProvider>,
    );
    await act(async () => void (await kit.connect('dev.wallet')));
    await waitFor(() => expect(screen.getAllByRole('button').some((b) => b.textContent?.endsWith(` · ${shown}`))).toBe(true));
    act(() => kit.open({ view: 'Account' }));
    const amount = await screen.findByTestId('lk-balance');
    expect(amount.textContent).toBe(shown);
    const tile = amount.parentElement!.querySelector('[data-lk-token-icon="monogram"]');
    expect(tile?.textContent).toBe('ET');
    expect(tile?.getAttribute('aria-hidden')).toBe('true');
    await kit.destroy();
  });
});

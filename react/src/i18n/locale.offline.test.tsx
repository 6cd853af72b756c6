/** @vitest-environment jsdom */
// A page in Arabic whose Arabic chunk cannot be fetched (offline, a replaced deploy): the kit's UI
// still appears, with the English strings, rather than never.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { KitProvider, ConnectButton } from '../index';
import { makeKit } from '../views/connect/testKit';

vi.mock('./ar', async () => {
  throw new Error('offline');
});

afterEach(() => cleanup());

describe('an Arabic catalogue that fails to load', () => {
  it('leaves the English strings in its place, and the modal still opens', async () => {
    const kit = makeKit([], { locale: 'ar' });
    render(
      <KitProvider kit={kit} prefetch={false}>
        <ConnectButton />
      </KitProvider>,
    );
    const button = await screen.findByRole('button', { name: 'Connect Wallet' });
    act(() => button.click());
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    await kit.destroy();
  });
});

/** @vitest-environment jsdom */
// Switching locale at run time: the new catalogue is fetched, and the UI keeps the strings (and
// direction) it showed until it is there, then changes all at once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { KitProvider, ConnectButton } from '../index';
import { makeKit } from '../views/connect/testKit';

const arrival = vi.hoisted(() => {
  const state = { release: () => {}, gate: Promise.resolve() };
  state.gate = new Promise<void>((resolve) => (state.release = resolve));
  return state;
});
vi.mock('./ar', async (importOriginal) => {
  await arrival.gate;
  return importOriginal();
});

afterEach(() => cleanup());

const root = (el: HTMLElement) => el.closest('.lk-root');

describe('switching locale', () => {
  it('keeps English while Arabic is on its way, then shows Arabic, right-to-left, at once; back to English at once', async () => {
    const kit = makeKit([]);
    render(
      <KitProvider kit={kit} prefetch={false}>
        <ConnectButton />
      </KitProvider>,
    );
    const button = screen.getByRole('button', { name: 'Connect Wallet' });
    act(() => kit.setLocale('ar'));
    await new Promise((r) => setTimeout(r, 50));
    expect(button.textContent).toBe('Connect Wallet');
    expect(root(button)?.getAttribute('dir')).toBe('ltr');

    arrival.release();
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('ربط المحفظة'));
    expect(root(screen.getByRole('button'))?.getAttribute('dir')).toBe('rtl');

    act(() => kit.setLocale('en'));
    expect(screen.getByRole('button').textContent).toBe('Connect Wallet');
    expect(root(screen.getByRole('button'))?.getAttribute('dir')).toBe('ltr');
    await kit.destroy();
  });
});

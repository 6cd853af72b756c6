/** @vitest-environment jsdom */
// A page that starts in Arabic: the Arabic catalogue is a chunk of its own. Until it is there the
// kit shows no UI (no button, no toast, no modal), so a visitor never sees English first.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { KitProvider, ConnectButton } from '../index';
import { makeKit } from '../views/connect/testKit';
import { en } from './en';
import { enModal } from './enModal';

// The Arabic chunk arrives only when the test says so.
const arrival = vi.hoisted(() => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release, loads: 0 };
});
vi.mock('./ar', async (importOriginal) => {
  arrival.loads += 1;
  await arrival.gate;
  return importOriginal();
});

afterEach(() => cleanup());

/** Every text that ever enters the page, kept as it was when added. */
function recordTexts(): { texts: string[]; stop: () => void } {
  const texts: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) if (n.textContent) texts.push(n.textContent);
    for (const r of records) if (r.type === 'characterData' && r.target.textContent) texts.push(r.target.textContent);
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { texts, stop: () => observer.disconnect() };
}

describe('a page that starts in Arabic', () => {
  it('shows the button and the modal only with Arabic strings, right-to-left, never English first', async () => {
    const seen = recordTexts();
    const kit = makeKit([], { locale: 'ar' });
    render(
      <KitProvider kit={kit} prefetch={false}>
        <p>dapp</p>
        <ConnectButton />
      </KitProvider>,
    );
    // The dapp renders at once; the kit's button waits for its strings, and so does the modal.
    expect(screen.getByText('dapp')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    act(() => kit.open());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(arrival.loads).toBe(1);

    arrival.release();
    const button = await screen.findByRole('button', { name: 'ربط المحفظة' });
    expect(button.closest('.lk-root')?.getAttribute('dir')).toBe('rtl');
    expect(button.closest('.lk-root')?.getAttribute('lang')).toBe('ar');
    const dialog = await screen.findByRole('dialog', { name: 'ربط المحفظة' });
    expect(dialog.closest('.lk-root')?.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeTruthy();

    seen.stop();
    const english = [en['button.connect'], enModal['modal.close'], enModal['view.Connect']];
    expect(seen.texts.filter((t) => english.some((e) => t.includes(e)))).toEqual([]);
    await kit.destroy();
  });
});

/** @vitest-environment jsdom */
// The dialog's entrance (the Web Animations API; jsdom has none, so it is stubbed here; the demo's
// Chromium suite samples the real frames): it rises and grows in once when it opens, and not at
// all for visitors who prefer reduced motion.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { KitProvider } from '../index';
import { makeKit } from '../views/connect/testKit';
import { internals } from '@latchkey/kernel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
});

function stubAnimate() {
  const calls: Array<{ el: Element; keyframes: unknown; options: unknown }> = [];
  const cancel = vi.fn();
  (HTMLElement.prototype as { animate: unknown }).animate = function (this: Element, keyframes: unknown, options: unknown) {
    calls.push({ el: this, keyframes, options });
    return { cancel } as unknown as Animation;
  };
  return { calls, cancel };
}

const prefersReducedMotion = (reduce: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('prefers-reduced-motion: reduce'), media: query }));

describe('the dialog entrance', () => {
  it('rises 12 px and grows from 98 % in 180 ms, once per opening; switching views does not replay it', async () => {
    prefersReducedMotion(false);
    const { calls, cancel } = stubAnimate();
    const kit = makeKit([]);
    render(<KitProvider kit={kit} prefetch={false} />);
    act(() => kit.open());
    const dialog = await screen.findByRole('dialog');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.el).toBe(dialog);
    expect(calls[0]!.keyframes).toEqual([{ transform: 'translateY(12px) scale(0.98)' }, { transform: 'none' }]);
    expect(calls[0]!.options).toEqual({ duration: 180, easing: 'ease-out' });
    act(() => internals(kit).router.push('Networks'));
    await screen.findByRole('dialog', { name: 'Choose Network' });
    expect(calls).toHaveLength(1);
    act(() => kit.close());
    expect(cancel).toHaveBeenCalled();
    act(() => kit.open());
    await screen.findByRole('dialog');
    expect(calls).toHaveLength(2);
    await kit.destroy();
  });

  it('does not move for visitors who prefer reduced motion', async () => {
    prefersReducedMotion(true);
    const { calls } = stubAnimate();
    const kit = makeKit([]);
    render(<KitProvider kit={kit} prefetch={false} />);
    act(() => kit.open());
    await screen.findByRole('dialog');
    expect(calls).toHaveLength(0);
    await kit.destroy();
  });
});

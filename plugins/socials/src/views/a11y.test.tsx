/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { KitProvider } from '@latchkey/react';
import { en } from '../locale/en';
import { ar } from '../locale/ar';
import { fakePopup, makeSocialsKit, stubOpen } from './fakeKit.testing';
import { dialogViolations as violations } from '@latchkey/test-harness/a11y/jsdom';
import { internals } from '@latchkey/kernel';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const CATALOGUES = { en, ar } as const;
const fill = (template: string, params: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '');

describe.each([
  ['light', 'en'],
  ['dark', 'en'],
  ['dark', 'ar'],
  ['light', 'ar'],
] as const)('the socials views have no axe violations (%s, %s)', (mode, locale) => {
  it('the list inline in Connect, the More view, ConnectingSocial (waiting, cancelled), ConnectingFarcaster (QR, failed)', async () => {
    const { kit, frame } = makeSocialsKit();
    const s = CATALOGUES[locale];
    act(() => {
      kit.setThemeMode(mode);
      kit.setLocale(locale);
    });
    await kit.ready;
    render(<KitProvider kit={kit} prefetch={false} />);

    // The list, inline in the Connect view: every button named.
    act(() => kit.open({ view: 'Connect' }));
    const group = await screen.findByRole('group', { name: s['socials.group'] });
    expect(within(group).getByRole('button', { name: fill(s['socials.continueWith'], { name: 'Google' }) })).toBeTruthy();
    expect(within(group).getByRole('button', { name: fill(s['socials.continueWith'], { name: 'X' }) })).toBeTruthy();
    expect(await violations()).toEqual([]);

    // More: every provider as a row.
    fireEvent.click(within(group).getByRole('button', { name: s['socials.more'] }));
    const list = await screen.findByRole('list', { name: s['socials.group'] });
    expect(within(list).getAllByRole('button')).toHaveLength(7);
    expect(await violations()).toEqual([]);

    // ConnectingSocial: waiting for the popup, then the popup closed.
    await waitFor(() => expect(frame.names().filter((n) => n === 'GET_SOCIAL_REDIRECT_URI').length).toBeGreaterThanOrEqual(6));
    const popup = fakePopup();
    stubOpen(popup);
    fireEvent.click(within(list).getByRole('button', { name: fill(s['socials.continueWith'], { name: 'GitHub' }) }));
    expect(await screen.findByRole('progressbar', { name: s['socials.popup.waiting'] })).toBeTruthy();
    expect(await violations()).toEqual([]);
    popup.closed = true;
    expect(await screen.findByText(s['socials.cancelled'], undefined, { timeout: 3_000 })).toBeTruthy();
    expect(await violations()).toEqual([]);

    // ConnectingFarcaster: the QR code with its link and copy button, then a failed wait.
    act(() => internals(kit).router.reset('ConnectingFarcaster'));
    expect(await screen.findByRole('img', { name: s['socials.farcaster.qr'] })).toBeTruthy();
    expect(screen.getByRole('link', { name: `${s['socials.farcaster.open']} ${s['socials.farcaster.newTab']}` })).toBeTruthy();
    expect(await violations()).toEqual([]);
    await waitFor(() => expect(frame.names()).toContain('CONNECT_FARCASTER'));
    act(() => frame.rejectFarcaster());
    expect(await screen.findByText(s['socials.farcaster.failed'])).toBeTruthy();
    expect(await violations()).toEqual([]);

    const root = screen.getByRole('dialog').closest('.lk-root');
    expect(root?.getAttribute('data-theme')).toBe(mode);
    expect(root?.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    await kit.destroy();
  });
});

/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { KitProvider } from '@latchkey/react';
import { en } from '../locale/en';
import { ar } from '../locale/ar';
import { fungible, historyItem, makeActivityKit, ME, nft, OTHER, sendAndApprove } from '../test/kit.testing';
import { dialogViolations as violations } from '@latchkey/test-harness/a11y/jsdom';
import { internals } from '@latchkey/kernel';

afterEach(() => {
  cleanup();
});

const CATALOGUES = { en, ar } as const;

describe.each([
  ['light', 'en'],
  ['dark', 'en'],
  ['dark', 'ar'],
  ['light', 'ar'],
] as const)('the Activity view has no axe violations (%s, %s)', (mode, locale) => {
  it('the list (pending, failed, NFT, spam, more pages), no transactions, and the failure', async () => {
    const { kit, cloud } = makeActivityKit({ activity: { spam: 'flag' } });
    const s = CATALOGUES[locale];
    act(() => {
      kit.setThemeMode(mode);
      kit.setLocale(locale);
    });
    await kit.ready;
    render(<KitProvider kit={kit} prefetch={false} />);
    await act(async () => void (await kit.connect('dev.wallet')));

    // No transactions yet.
    act(() => kit.open({ view: 'Activity' }));
    expect(await screen.findByText(s['activity.empty'])).toBeTruthy();
    expect(await violations()).toEqual([]);

    // A list with every kind of row, a pending send on top and more pages to load.
    cloud.history[ME.toLowerCase()] = [
      historyItem(1, { op: 'send', from: ME, to: OTHER, transfers: [fungible('USDC', '12.5', 'out')] }),
      historyItem(2, { status: 'failed' }),
      historyItem(3, { transfers: [nft('Cool Cat #12')] }),
      historyItem(4, { transfers: [nft('Free airdrop', true)] }),
      historyItem(5),
    ];
    cloud.pageSize = 4;
    await act(async () => void (await sendAndApprove(kit, { from: ME, to: OTHER, value: '0x6f05b59d3b20000', data: '0x' })));
    act(() => internals(kit).router.reset('Activity'));
    expect(await screen.findByRole('region', { name: s['activity.list'] })).toBeTruthy();
    expect(screen.getByRole('region', { name: s['activity.pendingList'] })).toBeTruthy();
    expect(screen.getByRole('button', { name: s['activity.loadMore'] })).toBeTruthy();
    expect(await violations()).toEqual([]);

    // The next page fails: 'Failed to fetch transactions' with Try again.
    cloud.fail = 503;
    fireEvent.click(screen.getByRole('button', { name: s['activity.loadMore'] }));
    expect(await screen.findByText(s['activity.failed'])).toBeTruthy();
    expect(await violations()).toEqual([]);

    const root = screen.getByRole('dialog').closest('.lk-root');
    expect(root?.getAttribute('data-theme')).toBe(mode);
    expect(root?.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    cleanup();
    await kit.destroy();
  });
});

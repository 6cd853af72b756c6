/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Kit } from '@latchkey/kernel';
import { KitProvider } from '@latchkey/react';
import { fungible, HASH, historyItem, makeActivityKit, ME, nft, OTHER, sendAndApprove, type MakeOptions } from '../test/kit.testing';
import { internals } from '@latchkey/kernel';

const kits: Kit[] = [];
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  for (const k of kits.splice(0)) await k.destroy();
});

async function setup(options: MakeOptions = {}) {
  const made = makeActivityKit(options);
  kits.push(made.kit);
  render(<KitProvider kit={made.kit} prefetch={false} />);
  await made.kit.ready;
  await act(async () => void (await made.kit.connect('dev.wallet')));
  return made;
}

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const rows = (list: HTMLElement) => within(list).getAllByRole('listitem').map((li) => li.textContent);

describe('the Activity view', () => {
  it('opens from the Account view and lists the history with signs, amounts and relative times', async () => {
    const { kit, cloud } = await setup();
    cloud.history[ME.toLowerCase()] = [
      historyItem(1, { op: 'receive', minedAt: ago(10_000), transfers: [fungible('ETH', '0.123456', 'in')] }),
      historyItem(2, { op: 'send', from: ME, to: OTHER, minedAt: ago(3 * 60_000), transfers: [fungible('USDC', '1234.5678', 'out')] }),
      historyItem(3, { op: 'withdraw', minedAt: ago(2 * 3_600_000), transfers: [fungible('ETH', '2', 'in')] }),
      historyItem(4, { op: 'trade', minedAt: ago(3 * 86_400_000), transfers: [fungible('USDC', '10', 'out'), fungible('ETH', '0.004', 'in')] }),
      historyItem(5, { op: 'claim', status: 'failed', minedAt: ago(60 * 86_400_000), transfers: [fungible('ETH', '1', 'in')] }),
    ];
    act(() => kit.open({ view: 'Account' }));
    const features = await screen.findByRole('region', { name: 'Wallet features' });
    fireEvent.click(within(features).getByRole('button', { name: 'Activity' }));
    const list = await screen.findByRole('region', { name: 'Transactions' });
    expect(rows(list)).toEqual([
      'ReceivedFrom 0x3C44…93BCa few seconds ago+0.123 ETH',
      'SentTo 0x3C44…93BC3 minutes ago-1,234.56 USDC',
      'WithdrewTo 0x7099…79C82 hours ago-2 ETH',
      'SwappedTo 0x7099…79C83 days ago-10 USDC+0.004 ETH',
      'ClaimedFailedFrom 0x3C44…93BC2 months ago+1 ETH',
    ]);
    const time = list.querySelector('time')!;
    expect(Date.parse(time.getAttribute('datetime')!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("shows amounts by the kit's one rule ('98 USDC', dust never '0', German separators) and a monogram for a token without an image", async () => {
    const noImage = { ...fungible('PEPE', '1500000.5', 'in'), fungible_info: { name: 'Pepe', symbol: 'PEPE' } };
    const items = [historyItem(1, { transfers: [fungible('USDC', '98.000000', 'in')] }), historyItem(2, { transfers: [fungible('ETH', '0.0000004', 'in')] }), historyItem(3, { transfers: [noImage] })];
    const en = await setup();
    en.cloud.history[ME.toLowerCase()] = items;
    act(() => en.kit.open({ view: 'Activity' }));
    const list = await screen.findByRole('region', { name: 'Transactions' });
    expect([...list.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['+98 USDC', '+<0.000001 ETH', '+1,500,000.5 PEPE']);
    const tile = list.querySelectorAll('li')[2]!.querySelector('[data-lk-token-icon="monogram"]');
    expect(tile?.textContent).toBe('PE');
    expect(list.querySelectorAll('li')[0]!.querySelector('img')?.getAttribute('src')).toContain('/getTokenImage/USDC');
    cleanup();

    const de = await setup({ locale: 'de' });
    de.cloud.history[ME.toLowerCase()] = items;
    act(() => de.kit.open({ view: 'Activity' }));
    const deList = await screen.findByRole('region', { name: 'Transaktionen' });
    expect([...deList.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['+98 USDC', '+<0,000001 ETH', '+1.500.000,5 PEPE']);
  });

  it('flags NFTs and, with spam: flag, possible spam (hidden by default)', async () => {
    const items = [historyItem(1, { transfers: [nft('Cool Cat #12')] }), historyItem(2, { transfers: [nft('Free airdrop', true)] })];
    const flagged = await setup({ activity: { spam: 'flag' } });
    flagged.cloud.history[ME.toLowerCase()] = items;
    act(() => flagged.kit.open({ view: 'Activity' }));
    const list = await screen.findByRole('region', { name: 'Transactions' });
    expect(rows(list)).toEqual([expect.stringMatching(/^ReceivedNFTFrom 0x3C44…93BC.* ago\+Cool Cat #12$/), expect.stringMatching(/^ReceivedNFTPossible spamFrom 0x3C44…93BC.* ago\+Free airdrop$/)]);
    cleanup();

    const hidden = await setup();
    hidden.cloud.history[ME.toLowerCase()] = items;
    act(() => hidden.kit.open({ view: 'Activity' }));
    const only = await screen.findByRole('region', { name: 'Transactions' });
    expect(rows(only)).toHaveLength(1);
  });

  it('loads the next page when the end of the list scrolls into view, or with Load more', async () => {
    const observed: Array<{ cb: IntersectionObserverCallback; el?: Element }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: { cb: IntersectionObserverCallback; el?: Element };
        constructor(cb: IntersectionObserverCallback) {
          this.entry = { cb };
          observed.push(this.entry);
        }
        observe(el: Element) {
          this.entry.el = el;
        }
        disconnect() {
          this.entry.el = undefined;
        }
      },
    );
    const { kit, cloud } = await setup();
    cloud.history[ME.toLowerCase()] = Array.from({ length: 5 }, (_, i) => historyItem(i + 1));
    cloud.pageSize = 2;
    act(() => kit.open({ view: 'Activity' }));
    const list = await screen.findByRole('region', { name: 'Transactions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // The end of the list comes into view.
    const live = observed.filter((o) => o.el).at(-1)!;
    await act(async () => live.cb([{ isIntersecting: true, target: live.el! } as IntersectionObserverEntry], {} as IntersectionObserver));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    // Keyboard: the Load more button.
    const more = screen.getByRole('button', { name: 'Load more' });
    more.focus();
    fireEvent.click(more);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(cloud.historyCalls().map((u) => u.searchParams.get('cursor'))).toEqual([null, '2', '4']);
  });

  it("says 'Failed to fetch transactions' with the list emptied, and Try again reads it afresh", async () => {
    const { kit, cloud } = await setup();
    cloud.history[ME.toLowerCase()] = [historyItem(1), historyItem(2), historyItem(3)];
    cloud.pageSize = 2;
    act(() => kit.open({ view: 'Activity' }));
    await screen.findByRole('region', { name: 'Transactions' });
    cloud.fail = 503;
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch transactions');
    expect(screen.queryByRole('region', { name: 'Transactions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    cloud.fail = undefined;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('region', { name: 'Transactions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows no transactions yet, and only for EVM accounts', async () => {
    const { kit } = await setup();
    act(() => kit.open({ view: 'Activity' }));
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    expect(screen.getByText('What you send and receive on Ethereum will show here.')).toBeTruthy();
    await act(async () => void (await kit.connect('sol.wallet')));
    act(() => kit.setActiveNamespace('solana'));
    act(() => kit.open({ view: 'Activity' }));
    expect(await screen.findByText('Activity is shown for EVM accounts. Connect an EVM wallet to see it.')).toBeTruthy();
  });

  it('shows a send the visitor approved as pending, polling until the history lists it', async () => {
    const { kit, cloud } = await setup();
    act(() => kit.open({ view: 'Activity' }));
    await screen.findByText('No transactions yet');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await act(async () => void (await sendAndApprove(kit, { from: ME, to: OTHER, value: '0x6f05b59d3b20000', data: '0x' })));
    // The approval view went away on its own (the gate); back to Activity.
    act(() => internals(kit).router.reset('Activity'));
    const pending = await screen.findByRole('region', { name: 'Pending transactions' });
    // 'ET': Ether's monogram tile where a token image would be.
    expect(rows(pending)).toEqual(['ETSendingPendingTo 0x3C44…93BCa few seconds ago-0.5 ETH']);
    const before = cloud.historyCalls().length;
    cloud.history[ME.toLowerCase()] = [historyItem(1, { op: 'send', from: ME, to: OTHER, minedAt: ago(1_000), transfers: [fungible('ETH', '0.5', 'out')], hash: HASH })];
    await act(async () => void vi.advanceTimersByTime(4_000));
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pending transactions' })).toBeNull());
    expect(cloud.historyCalls().length).toBeGreaterThan(before);
    expect(rows(screen.getByRole('region', { name: 'Transactions' }))).toEqual(['SentTo 0x3C44…93BCa few seconds ago-0.5 ETH']);
  });

  it('reads nothing when the activity feature is off (remote configuration), even opened directly', async () => {
    const { kit, cloud } = await setup({ remote: false });
    act(() => kit.open({ view: 'Activity' }));
    expect(await screen.findByText('Activity is not available in this app.')).toBeTruthy();
    expect(cloud.historyCalls()).toEqual([]);
  });

  it('speaks Arabic: RTL, plural forms, amounts kept left-to-right', async () => {
    const { kit, cloud } = await setup({ locale: 'ar' });
    cloud.history[ME.toLowerCase()] = [
      historyItem(1, { minedAt: ago(2 * 60_000) }),
      historyItem(2, { minedAt: ago(5 * 3_600_000) }),
      historyItem(3, { minedAt: ago(12 * 86_400_000) }),
    ];
    act(() => kit.open({ view: 'Activity' }));
    const list = await screen.findByRole('region', { name: 'المعاملات' });
    expect([...list.querySelectorAll('time')].map((t) => t.textContent)).toEqual(['منذ دقيقتين', 'منذ 5 ساعات', 'منذ 12 يومًا']);
    expect(list.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(list.querySelector('bdi')?.textContent).toBe('+0.5 ETH');
  });
});

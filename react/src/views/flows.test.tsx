/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createKit, createMemoryStorage, defineNamespace, definePlugin, UserRejectedError, type ConnectorAdapter, type Kit } from '@latchkey/kernel';
import { describeEvmRequest } from '@latchkey/eip155/describe';
import { KitProvider } from '../KitProvider';
import ConnectingExternal from './ConnectingExternal';
import ApproveTransaction from './ApproveTransaction';
import { ADDRESS, adapter, makeKit, testEip155Namespace } from './connect/testKit';
import { ethereum } from '@latchkey/test-harness/kit';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const view = (kit: Kit, node: React.ReactNode, modal = false) => render(<KitProvider kit={kit} modal={modal} prefetch={false}>{node}</KitProvider>);
const flush = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));
const hex = (s: string) => `0x${[...new TextEncoder().encode(s)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
const wallet = (overrides: Partial<ConnectorAdapter> = {}) => adapter({ id: 'dev.wallet', name: 'Dev Wallet', type: 'ANNOUNCED', namespaces: ['eip155'], installed: true }, overrides);

describe('ConnectingExternal', () => {
  it('shows a rejection only after 300 ms, as an alert, and Retry asks the wallet again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const connect = vi.fn<ConnectorAdapter['connect']>().mockRejectedValueOnce(new UserRejectedError()).mockImplementation(() => new Promise(() => {}));
    const kit = makeKit([wallet({ connect })]);
    // The connection code loaded (as hovering the connect button does), so timing starts at the wallet.
    await kit.prefetch();
    view(kit, <ConnectingExternal params={{ connectorId: 'dev.wallet' }} />);
    expect(screen.getByText('Continue in Dev Wallet')).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await flush();
    expect(connect).toHaveBeenCalledTimes(1);
    await act(async () => void (await vi.advanceTimersByTimeAsync(299)));
    expect(screen.queryByText('Connection declined')).toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(screen.getByRole('alert').textContent).toContain('Connection declined');
    expect(screen.getByText('The request was declined in the wallet. You can try again.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(document.activeElement).toBe(retry);
    fireEvent.click(retry);
    await flush();
    expect(connect).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Connection declined')).toBeNull();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await kit.destroy();
  });

  it("another failure says 'Connection failed' with the error's short message", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const kit = makeKit([wallet({ connect: async () => Promise.reject(new Error('The wallet is locked')) })]);
    await kit.prefetch();
    view(kit, <ConnectingExternal params={{ connectorId: 'dev.wallet' }} />);
    await act(async () => void (await vi.advanceTimersByTimeAsync(300)));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Connection failed');
    expect(alert.textContent).toContain('The wallet is locked');
    await kit.destroy();
  });

  it('closing the modal aborts a hanging connect: the promise settles and the wallet sees the abort', async () => {
    let seen: AbortSignal | undefined;
    const kit = makeKit([wallet({ connect: ({ signal }) => ((seen = signal), new Promise(() => {})) })]);
    const spy = vi.spyOn(kit, 'connect');
    view(kit, null, true);
    act(() => kit.open({ view: 'ConnectingExternal', params: { connectorId: 'dev.wallet' } }));
    expect(await screen.findByText('Continue in Dev Wallet')).toBeTruthy();
    await waitFor(() => expect(spy).toHaveBeenCalled());
    const pending = spy.mock.results[0]!.value as Promise<unknown>;
    act(() => kit.close());
    await expect(pending).rejects.toMatchObject({ code: 'ABORTED' });
    expect(seen?.aborted).toBe(true);
    expect(kit.getState().chains.eip155?.account.status).toBe('disconnected');
    await kit.destroy();
  });
});

describe('ApproveTransaction', () => {
  async function connected(request: ConnectorAdapter['request']) {
    const kit = makeKit([wallet({ request })]);
    await kit.connect('dev.wallet');
    return kit;
  }
  const pendingId = (kit: Kit) => kit.getState().requests[0]!.id;

  it('shows the dapp, the method and the decoded message; Approve waits for the wallet and settles the request', async () => {
    let answer: (v: unknown) => void = () => {};
    const kit = await connected((args) => (args.method === 'personal_sign' ? new Promise((r) => (answer = r)) : Promise.resolve(null)));
    const result = kit.request({ method: 'personal_sign', params: [hex('Hello Latchkey\nSign in please'), ADDRESS] });
    view(kit, <ApproveTransaction params={{ requestId: pendingId(kit) }} />);
    expect(screen.getByText('Test Dapp asks you to approve:')).toBeTruthy();
    expect(screen.getByText('Sign a message')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Message' }).textContent).toBe('Hello Latchkey\nSign in please');
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.getAllByText('Waiting for your wallet…').length).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Reject' }) as HTMLButtonElement).disabled).toBe(true);
    answer('0xsigned');
    await expect(result).resolves.toBe('0xsigned');
    await kit.destroy();
  });

  it('a describer that answers later (a lazy chunk): Approve waits until the request is read, then shows it', async () => {
    let release: () => void = () => {};
    const read = new Promise<void>((r) => (release = r));
    const slowNamespace = defineNamespace({
      ...testEip155Namespace,
      describeRequest: async ({ method, params }) => {
        await read;
        return describeEvmRequest(method, params, { symbol: 'ETH', decimals: 18 });
      },
    });
    const kit = createKit({
      metadata: { name: 'Test Dapp', description: 'Test', url: 'https://dapp.example', icons: [] },
      networks: [ethereum],
      storage: createMemoryStorage(),
      basic: true,
      plugins: [definePlugin({ id: 'chain', kind: 'chain', namespaces: [slowNamespace], setup: (ctx) => void ctx.connectors.add(wallet()) })],
    });
    await kit.connect('dev.wallet');
    void kit.request({ method: 'personal_sign', params: [hex('Read me first'), ADDRESS] }).catch(() => {});
    view(kit, <ApproveTransaction params={{ requestId: pendingId(kit) }} />);
    expect(screen.getByRole('progressbar', { name: 'Reading the request…' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    await act(async () => release());
    expect(await screen.findByRole('group', { name: 'Message' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Message' }).textContent).toBe('Read me first');
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    await kit.destroy();
  });

  it('Reject refuses the request; binary messages show as hex, typed data and transactions in plain values', async () => {
    const kit = await connected(async () => null);
    const rejected = kit.request({ method: 'personal_sign', params: ['0x00ff01', ADDRESS] });
    view(kit, <ApproveTransaction params={{ requestId: pendingId(kit) }} />);
    expect(screen.getByRole('group', { name: 'Message (hex)' }).textContent).toBe('0x00ff01');
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await expect(rejected).rejects.toMatchObject({ code: 'USER_REJECTED' });
    cleanup();

    const typed = { domain: { name: 'Ether <b>Mail</b>' }, primaryType: 'Mail', types: {}, message: { contents: '<script>x</script>' } };
    void kit.request({ method: 'eth_signTypedData_v4', params: [ADDRESS, JSON.stringify(typed)] }).catch(() => {});
    view(kit, <ApproveTransaction params={{ requestId: pendingId(kit) }} />);
    expect(screen.getByText('Sign typed data')).toBeTruthy();
    expect(screen.getByText('Mail')).toBeTruthy();
    expect(screen.getByText('Ether <b>Mail</b>')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Data' }).textContent).toContain('"contents": "<script>x</script>"');
    expect(document.querySelector('.lk-card script, .lk-card b')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    cleanup();

    const to = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    void kit.request({ method: 'eth_sendTransaction', params: [{ from: ADDRESS, to, value: '0x14d1120d7b160000', data: '0xa9059cbb0000' }] }).catch(() => {});
    view(kit, <ApproveTransaction params={{ requestId: pendingId(kit) }} />);
    expect(screen.getByText('Send a transaction')).toBeTruthy();
    expect(screen.getByText(to)).toBeTruthy();
    expect(screen.getByText('1.5 ETH')).toBeTruthy();
    expect(screen.getByText('6 bytes')).toBeTruthy();
    await kit.destroy();
  });

  it('shows bidi controls in a message as visible markers, so the text cannot disguise itself', async () => {
    const kit = await connected(async () => null);
    // "Approve transfer to " + RLO + "moc.elgoog" reads as "…google.com" when rendered raw.
    void kit.request({ method: 'personal_sign', params: [hex('Approve transfer to \u202Emoc.elgoog'), ADDRESS] }).catch(() => {});
    view(kit, <ApproveTransaction params={{ requestId: pendingId(kit) }} />);
    const block = screen.getByRole('group');
    expect(block.textContent).toBe('Approve transfer to ⟦U+202E⟧moc.elgoog');
    expect(block.textContent).not.toContain('\u202E');
    await kit.destroy();
  });
});


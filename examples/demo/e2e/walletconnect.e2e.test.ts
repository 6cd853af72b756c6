// WalletConnect end to end in Chromium against the local stack: the demo (multichain() preset,
// WalletConnect through the harness's relay double), a directory wallet with no connector here,
// the QR code read back from a screenshot, and the harness's WalletConnect wallet in Node (the
// official sign-client) on the local EVM chains and the Solana endpoint.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { getBase58Encoder } from '@solana/kit';
import { createPublicClient, http, verifyMessage, type Address } from 'viem';
import type { Locator, Page } from 'playwright-core';
import { createWcWallet, wcWalletOptions, type WcWallet } from '@latchkey/test-harness/wcwallet/index';
import { SOLANA_TEST_ACCOUNTS, solanaRpc, verifyEd25519 } from '@latchkey/test-harness/solana/index';
import type { OpenedPage } from '@latchkey/test-harness/e2e/index';
import { createKit, createMemoryStorage, type Kit } from '@latchkey/kernel';
import { multichain } from '@latchkey/presets';
import { loadLocale } from '@latchkey/react';
// The modal's strings (views, their titles) translate through the ui entry, which carries them.
import { translate as translateAll } from '@latchkey/react/ui';
// The connecting views' titles are the walletconnect plugin's strings, not React's.
import { ar as wcAr } from '../../../plugins/walletconnect/src/locale/ar';
import { recordKitViews, DEMO_ENV_TIMEOUT_MS, startDemoEnv, type DemoEnv, type OpenDemoOptions } from './support';

let env: DemoEnv;
let wallet: WcWallet;
/** A kit in Node, only to read the React layer's strings in each locale. */
let strings: Kit;

beforeAll(async () => {
  env = await startDemoEnv();
  strings = createKit({
    metadata: { name: 'strings', description: 'strings', url: 'http://127.0.0.1', icons: [] },
    networks: [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }],
    storage: createMemoryStorage(),
    basic: true,
    plugins: multichain({ evm: { injected: false }, solana: { wallets: { get: () => [], on: () => () => {} } }, walletConnect: false }),
  });
  wallet = await createWcWallet(wcWalletOptions({ chains: env.stack.chains.chains, solanaUrl: env.stack.urls.solana, relayUrl: env.stack.urls.relay }));
}, DEMO_ENV_TIMEOUT_MS);
afterEach(async () => {
  // Every test pairs afresh: the wallet forgets the sessions the last one left.
  wallet?.setAutoApprove(true);
  await env?.stack.relay.resume();
  for (const s of wallet?.sessions() ?? []) await wallet.disconnect(s.topic).catch(() => undefined);
  wallet?.clearRequests();
});
afterAll(async () => {
  await strings?.destroy();
  await wallet?.close();
  await env?.stop();
});

/** The directory wallet the tests pick: no connector here, a desktop app scheme (test-harness/src/cloud/directory.ts). */
const DIRECTORY_WALLET = { name: 'Amber Anchor Wallet', search: 'Amber Anchor', desktopScheme: 'amberanchor-desktop://' };
const SOL = 1_000_000_000n;
const ETH_CENT = 10_000_000_000_000_000n;

const open = (name: string, options: OpenDemoOptions = {}) => env.open(`wc-${name}`, options);
const kitState = (page: Page) =>
  page.evaluate(() => {
    const s = (window as unknown as { __latchkeyKit: Kit }).__latchkeyKit.getState();
    const chain = (ns: 'eip155' | 'solana') => ({
      status: s.chains[ns]?.account.status,
      address: s.chains[ns]?.account.address,
      network: s.chains[ns]?.network.caipNetwork?.caipNetworkId,
      connector: s.connections[ns]?.[0]?.connectorId,
    });
    const wc = s.plugins.walletconnect as { status?: string; uri?: string } | undefined;
    return { eip155: chain('eip155'), solana: chain('solana'), active: s.activeNamespace, wc: { status: wc?.status, uri: wc?.uri } };
  });
const evmClient = (chain = 0) => createPublicClient({ transport: http(env.stack.chains.chains[chain]!.rpcUrl) });
const fromBase58 = (text: string) => Uint8Array.from(getBase58Encoder().encode(text));
const lamportsOf = async (address: string) => BigInt((await solanaRpc<{ value: number }>(env.stack.solana.url, 'getBalance', [address])).value);

/** What a phone camera would read: the QR element as pixels (a PNG screenshot), decoded by jsQR. */
async function decodeQr(qr: Locator): Promise<string> {
  await qr.waitFor();
  const png = PNG.sync.read(await qr.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
  if (!decoded) throw new Error(`the QR code (${png.width}×${png.height} px) did not decode`);
  return decoded.data;
}

const wcDialog = (page: Page, name = 'WalletConnect') => page.getByRole('dialog', { name, exact: true });
const qrOf = (dialog: Locator) => dialog.locator('svg.lk-qr');

/** The strings {@link openDirectoryWallet} looks for, in English. */
const EN_LABELS = { button: 'Connect Wallet', connect: 'Connect Wallet', allWallets: 'All Wallets', allWalletsView: 'All Wallets', useWalletConnect: 'Connect with WalletConnect', view: 'WalletConnect' };

/**
 * Connect Wallet → All Wallets → search → the directory wallet (no connector here) → its panel's
 * "Connect with WalletConnect" → ConnectingWalletConnect. `labels` carry the locale's strings.
 */
async function openDirectoryWallet(page: Page, labels = EN_LABELS): Promise<Locator> {
  await page.getByRole('button', { name: labels.button, exact: true }).click();
  const connect = page.getByRole('dialog', { name: labels.connect, exact: true });
  await connect.getByRole('button', { name: new RegExp(`^${labels.allWallets}`) }).click();
  const all = page.getByRole('dialog', { name: labels.allWalletsView, exact: true });
  await all.getByRole('searchbox').fill(DIRECTORY_WALLET.search);
  await all.getByRole('button', { name: new RegExp(`^${DIRECTORY_WALLET.name}`) }).click();
  await all.getByRole('button', { name: labels.useWalletConnect }).click();
  const dialog = wcDialog(page, labels.view);
  await dialog.waitFor();
  return dialog;
}

/** ConnectingWalletConnectBasic, opened as a dapp would (SPEC §2 manual control). */
async function openBasic(page: Page, name = 'Connect Wallet'): Promise<Locator> {
  // The demo puts its kit on window once its config is loaded.
  await page.waitForFunction(() => (window as unknown as { __latchkeyKit?: Kit }).__latchkeyKit);
  await page.evaluate(() => (window as unknown as { __latchkeyKit: Kit }).__latchkeyKit.open({ view: 'ConnectingWalletConnectBasic' }));
  const dialog = wcDialog(page, name);
  await dialog.waitFor();
  return dialog;
}

/** Pairs the Node wallet from the QR; the modal closes and both namespaces are connected through WalletConnect. */
async function pairFromQr(opened: OpenedPage, dialog: Locator): Promise<string> {
  const uri = await decodeQr(qrOf(dialog));
  await wallet.pair(uri);
  await opened.page.getByRole('dialog').waitFor({ state: 'detached', timeout: 15_000 });
  await opened.page.getByRole('button', { name: accountName() }).waitFor();
  await expect.poll(async () => {
    const s = await kitState(opened.page);
    return [s.eip155.status, s.eip155.connector, s.solana.status, s.solana.connector];
  }).toEqual(['connected', 'walletConnect', 'connected', 'walletConnect']);
  return uri;
}
const accountName = () => new RegExp(`^Account ${wallet.addresses.eip155[0]!.slice(0, 6)}`);

/**
 * A WalletConnect wallet confirms each request on the phone: the kit shows no approval of its own
 * (one prompt per action). Fails if the kit queued anything for its ApproveTransaction view.
 */
async function noKitApproval(seen: () => Promise<{ views: string[]; approvals: number }>): Promise<void> {
  const { views, approvals } = await seen();
  expect(approvals).toBe(0);
  expect(views).not.toContain('ApproveTransaction');
}

describe('WalletConnect, end to end in Chromium against the local relay and chains', () => {
  it('a directory wallet shows a QR that decodes to the "Copy link" URI; the Node wallet pairs it for eip155 and solana; signs (verified) and sends (on chain) on both', async () => {
    const opened = await open('pair');
    const { page, context } = opened;
    // The real clipboard: Chromium lets the page write and read it once the context is granted both.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(env.url).origin });
    // Nothing of WalletConnect is fetched before a relay wallet is picked (its views, its connector and the SDK are lazy chunks).
    const wcChunks = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name.split('/').pop()!).filter((n) => /^(ConnectingWalletConnect|Pairing|adapter)-[\w-]+\.js$/.test(n)));
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).hover();
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/Modal-[\w-]+\.js$/.test(e.name)));
    expect(await wcChunks()).toEqual([]);
    const dialog = await openDirectoryWallet(page);
    await dialog.getByText(`Continue in ${DIRECTORY_WALLET.name}`).waitFor();
    await expect.poll(async () => (await wcChunks()).map((n) => n.split('-')[0]).sort()).toEqual(['ConnectingWalletConnect', 'Pairing', 'adapter']);
    const qr = dialog.getByRole('img', { name: 'WalletConnect QR code' });
    const fromQr = await decodeQr(qr);
    expect(fromQr).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    expect(fromQr).toContain('relay-protocol=irn');
    await opened.screenshot('connecting-walletconnect');

    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(fromQr);
    expect((await kitState(page)).wc).toEqual({ status: 'pairing', uri: fromQr });

    // The open-in-wallet link: the wallet's desktop app scheme with the URI.
    const links = dialog.locator('a[href]');
    expect(await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')))).toEqual([`${DIRECTORY_WALLET.desktopScheme}wc?uri=${encodeURIComponent(fromQr)}`]);
    await dialog.getByRole('link', { name: 'Open desktop app' }).waitFor();

    // The wallet scans it: one session, both namespaces.
    await pairFromQr(opened, dialog);
    const [evmAddress] = wallet.addresses.eip155 as Address[];
    const [solAddress] = wallet.addresses.solana;
    const state = await kitState(page);
    expect(state.eip155.address).toBe(evmAddress);
    expect(state.solana.address).toBe(solAddress);
    expect(wallet.sessions()).toHaveLength(1);
    expect(Object.keys(wallet.sessions()[0]!.namespaces).sort()).toEqual(['eip155', 'solana']);
    await opened.screenshot('paired');

    // One prompt per action, on the phone: the kit adds no approval of its own.
    const seen = await recordKitViews(page);
    // EVM: personal_sign, verified with viem.
    await page.getByRole('button', { name: 'Sign message' }).click();
    const signature = (await page.getByTestId('signature').textContent({ timeout: 15_000 })) as `0x${string}`;
    expect(await verifyMessage({ address: evmAddress!, message: 'Hello from the Latchkey demo', signature })).toBe(true);
    expect(await verifyMessage({ address: env.stack.chains.accounts[0]!.address, message: 'Hello from the Latchkey demo', signature })).toBe(false);

    // Solana: solana_signMessage, ed25519-verified against the wallet's key.
    const solana = page.getByRole('region', { name: 'Solana' });
    await expect.poll(() => solana.getByTestId('solana-address').textContent()).toBe(solAddress);
    await solana.getByRole('button', { name: 'Sign a message' }).click();
    const solSignature = fromBase58((await solana.getByTestId('solana-signature').textContent({ timeout: 15_000 }))!);
    const message = new TextEncoder().encode('Hello from the Latchkey demo on Solana');
    expect(verifyEd25519(solSignature, message, fromBase58(solAddress!))).toBe(true);
    expect(verifyEd25519(solSignature, message, fromBase58(SOLANA_TEST_ACCOUNTS[0]!.address))).toBe(false);

    // EVM: 0.01 ETH sent by the wallet (eth_sendTransaction), mined on chain A.
    const recipient = env.stack.chains.accounts[5]!.address;
    const ethBefore = await evmClient().getBalance({ address: recipient });
    await page.getByRole('button', { name: 'Send 0.01 ETH' }).click();
    await page.getByTestId('eth-tx').waitFor({ timeout: 20_000 });
    expect(await evmClient().getBalance({ address: recipient })).toBe(ethBefore + ETH_CENT);
    // Sent by the wallet's account, through the session: its receipt is on chain A.
    const sent = wallet.requests().find((r) => r.method === 'eth_sendTransaction');
    const receipt = await evmClient().getTransactionReceipt({ hash: sent?.result as `0x${string}` });
    expect([receipt.status, receipt.from.toLowerCase(), receipt.to?.toLowerCase()]).toEqual(['success', evmAddress!.toLowerCase(), recipient.toLowerCase()]);

    // Solana: 0.01 SOL to test account #4, landed on the endpoint.
    const receiver = SOLANA_TEST_ACCOUNTS[4]!.address;
    const [senderBefore, receiverBefore] = [await lamportsOf(solAddress!), await lamportsOf(receiver)];
    await solana.getByRole('button', { name: 'Send 0.01 SOL' }).click();
    const solTx = (await solana.getByTestId('solana-tx').textContent({ timeout: 20_000 }))!;
    const { value } = await solanaRpc<{ value: Array<{ err: unknown; confirmationStatus: string } | null> }>(env.stack.solana.url, 'getSignatureStatuses', [[solTx]]);
    expect(value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' });
    expect(await lamportsOf(receiver)).toBe(receiverBefore + SOL / 100n);
    expect(await lamportsOf(solAddress!)).toBe(senderBefore - SOL / 100n - 5_000n);
    expect(wallet.requests().filter((r) => r.kind === 'request').map((r) => [r.method, r.outcome])).toEqual([
      ['personal_sign', 'resolved'],
      ['solana_signMessage', 'resolved'],
      ['eth_sendTransaction', 'resolved'],
      [expect.stringMatching(/^solana_sign/), 'resolved'],
    ]);
    await noKitApproval(seen);
    opened.assertNoErrors();
    await opened.close();
  });

  it('switches the EVM network inside the session; a reload restores both namespaces silently; the wallet’s chain and account changes reach the kit; a wallet-side disconnect disconnects the dapp; the dapp ends the session too', async () => {
    const opened = await open('lifecycle');
    const { page } = opened;
    await pairFromQr(opened, await openBasic(page));
    const topic = wallet.sessions()[0]!.topic;

    // The network button → Chain B, a chain the session approved: the switch happens inside it.
    expect(wallet.sessions()[0]!.namespaces.eip155?.chains).toEqual(expect.arrayContaining(['eip155:31337', 'eip155:31338']));
    await page.getByRole('button', { name: 'Network: Latchkey Chain A' }).click();
    await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: /Latchkey Chain B/ }).click();
    await page.getByRole('button', { name: 'Network: Latchkey Chain B' }).waitFor({ timeout: 15_000 });
    expect((await kitState(page)).eip155.network).toBe('eip155:31338');
    await opened.screenshot('switched-chain-b');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // What the dapp sends now goes to chain B: 0.01 ETH lands there, not on chain A.
    const recipient = env.stack.chains.accounts[5]!.address;
    const [onA, onB] = [await evmClient(0).getBalance({ address: recipient }), await evmClient(1).getBalance({ address: recipient })];
    await page.getByRole('button', { name: 'Send 0.01 ETH' }).click();
    await page.getByTestId('eth-tx').waitFor({ timeout: 20_000 });
    expect(await evmClient(1).getBalance({ address: recipient })).toBe(onB + ETH_CENT);
    expect(await evmClient(0).getBalance({ address: recipient })).toBe(onA);
    expect(wallet.requests().filter((r) => r.method === 'eth_sendTransaction').map((r) => [r.chainId, r.outcome])).toEqual([['eip155:31338', 'resolved']]);

    // Reload: the session comes back from the SDK's storage, with no QR and no new proposal.
    const proposals = () => wallet.requests().filter((r) => r.kind === 'proposal').length;
    const proposed = proposals();
    await page.reload();
    await page.getByRole('button', { name: accountName() }).waitFor({ timeout: 15_000 });
    await expect.poll(async () => {
      const s = await kitState(page);
      return [s.eip155.status, s.eip155.connector, s.solana.status, s.solana.connector];
    }).toEqual(['connected', 'walletConnect', 'connected', 'walletConnect']);
    await expect.poll(() => page.getByRole('region', { name: 'Solana' }).getByTestId('solana-address').textContent()).toBe(wallet.addresses.solana[0]);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('svg.lk-qr').count()).toBe(0);
    expect((await kitState(page)).wc.uri).toBeUndefined();
    // On the chain the visitor left it on.
    expect((await kitState(page)).eip155.network).toBe('eip155:31338');
    await page.getByRole('button', { name: 'Network: Latchkey Chain B' }).waitFor();
    expect(proposals()).toBe(proposed);
    expect(wallet.sessions().map((s) => s.topic)).toEqual([topic]);
    // The restored session signs.
    await page.getByRole('button', { name: 'Sign message' }).click();
    const signature = (await page.getByTestId('signature').textContent({ timeout: 15_000 })) as `0x${string}`;
    expect(await verifyMessage({ address: wallet.addresses.eip155[0]!, message: 'Hello from the Latchkey demo', signature })).toBe(true);
    await opened.screenshot('restored');

    // The wallet moves: its chainChanged and accountsChanged session events reach the kit.
    await wallet.setChain(31337);
    await page.getByRole('button', { name: 'Network: Latchkey Chain A' }).waitFor({ timeout: 10_000 });
    expect((await kitState(page)).eip155.network).toBe('eip155:31337');
    const [first, second] = wallet.addresses.eip155;
    await wallet.selectAccount(second!);
    await page.getByRole('button', { name: new RegExp(`^Account ${second!.slice(0, 6)}`) }).waitFor({ timeout: 10_000 });
    expect((await kitState(page)).eip155.address).toBe(second);
    await wallet.selectAccount(first!);
    await page.getByRole('button', { name: accountName() }).waitFor({ timeout: 10_000 });

    // The wallet ends the session: the dapp is disconnected on both namespaces, and stays so after a reload.
    await wallet.disconnect(topic);
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).waitFor({ timeout: 15_000 });
    await expect.poll(async () => {
      const s = await kitState(page);
      return [s.eip155.status, s.solana.status];
    }).toEqual(['disconnected', 'disconnected']);
    await opened.screenshot('wallet-disconnected');
    expect(wallet.sessions()).toEqual([]);

    // A fresh pairing in the same page, no reload: the kit does not hold on to the ended session.
    await pairFromQr(opened, await openBasic(page));
    expect(wallet.sessions()).toHaveLength(1);
    // The dapp's side: Disconnect ends the session, so every namespace it served ends with it, and
    // a toast says which networks ended (not EVM alone, silently). The wallet-side end's toast first goes.
    for (const dismiss of await page.getByRole('button', { name: 'Dismiss' }).all()) await dismiss.click().catch(() => undefined);
    await expect.poll(() => page.locator('.lk-toast').count(), { timeout: 10_000 }).toBe(0);
    await page.getByRole('button', { name: accountName() }).click();
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).waitFor({ timeout: 15_000 });
    await expect.poll(async () => {
      const s = await kitState(page);
      return [s.eip155.status, s.solana.status];
    }).toEqual(['disconnected', 'disconnected']);
    const ended = await page.locator('.lk-toast').allTextContents();
    expect(ended.join(' ')).toMatch(/Latchkey Chain A/);
    expect(ended.join(' ')).toMatch(/Solana/);
    await expect.poll(() => wallet.sessions().length, { timeout: 10_000 }).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).waitFor();
    await page.waitForTimeout(500);
    const after = await kitState(page);
    expect([after.eip155.status, after.solana.status]).toEqual(['disconnected', 'disconnected']);
    opened.assertNoErrors();
    await opened.close();
  }, 60_000);

  it('an expired pairing gives way to a fresh QR code (the page clock moved past 3 min 50 s); the fresh one pairs', async () => {
    // The clock is installed before the demo loads, so every timer of the kit and the SDK is on it.
    const opened = await open('expiry', { page: 'blank.html' });
    const { page } = opened;
    await page.clock.install();
    await page.goto(env.url);
    const dialog = await openDirectoryWallet(page);
    const first = await decodeQr(qrOf(dialog));
    expect((await kitState(page)).wc.uri).toBe(first);
    // 4 minutes of life, and 10 s or less left counts as expired: at 3 min 50 s a new pairing is made.
    await page.clock.fastForward('03:50');
    await expect.poll(async () => (await kitState(page)).wc.uri, { timeout: 15_000 }).not.toBe(first);
    await expect.poll(async () => (await kitState(page)).wc.uri, { timeout: 15_000 }).toMatch(/^wc:/);
    const fresh = await decodeQr(qrOf(dialog));
    expect(fresh).not.toBe(first);
    expect(fresh.slice(3, 67)).not.toBe(first.slice(3, 67));
    expect((await kitState(page)).wc.uri).toBe(fresh);
    // The open-in-wallet link follows.
    expect(await dialog.getByRole('link', { name: 'Open desktop app' }).getAttribute('href')).toBe(`${DIRECTORY_WALLET.desktopScheme}wc?uri=${encodeURIComponent(fresh)}`);
    await opened.screenshot('fresh-qr');
    await pairFromQr(opened, dialog);
    opened.assertNoErrors();
    await opened.close();
  });

  it('the relay dying mid-request is a clear error within the kit’s timeout, shown to the visitor; once it is back a new signature verifies', async () => {
    const opened = await open('relay-down');
    const { page } = opened;
    await pairFromQr(opened, await openBasic(page));
    wallet.setAutoApprove(false);
    await page.getByRole('button', { name: 'Sign message' }).click();
    // The request reached the wallet, which holds it; then the relay goes away (port closed).
    const pending = await wallet.waitForPending({ kind: 'request' });
    expect(pending.method).toBe('personal_sign');
    await env.stack.relay.pause();
    const started = Date.now();
    const error = page.getByTestId('signature-error');
    await error.waitFor({ timeout: 20_000 });
    const elapsed = Date.now() - started;
    expect(await error.textContent()).toBe('The WalletConnect relay is unreachable');
    // The connector's grace is 10 s; it fails the request within it and a poll after.
    expect(elapsed).toBeGreaterThan(8_000);
    expect(elapsed).toBeLessThan(14_000);
    // The kit says it too, once (a toast: 'Something went wrong' and the message).
    const toast = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain('The WalletConnect relay is unreachable');
    expect(await toast.count()).toBe(1);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sign message' }).isEnabled()).toBe(true);
    await opened.screenshot('relay-unreachable');

    await env.stack.relay.resume();
    await wallet.reject(pending.id).catch(() => undefined);
    wallet.setAutoApprove(true);
    await page.getByRole('button', { name: 'Sign message' }).click();
    const signature = (await page.getByTestId('signature').textContent({ timeout: 20_000 })) as `0x${string}`;
    expect(await verifyMessage({ address: wallet.addresses.eip155[0]!, message: 'Hello from the Latchkey demo', signature })).toBe(true);
    const s = await kitState(page);
    expect([s.eip155.status, s.solana.status]).toEqual(['connected', 'connected']);
    // While the relay was down Chromium logged each refused socket, and the SDK that it could not
    // reconnect: expected here; nothing else.
    const relayDown = (e: string) =>
      (e.startsWith(`console.error: WebSocket connection to '${env.stack.urls.relay}/?`) && e.endsWith('net::ERR_CONNECTION_REFUSED')) ||
      e.includes(`Couldn't establish socket connection to the relay server: ${env.stack.urls.relay}`);
    expect(opened.errors.filter((e) => !relayDown(e))).toEqual([]);
    await opened.close();
  }, 60_000);

  it('a hostile peer: accounts that are markup or carry bidi and zero-width characters are refused and never shown; a live session cannot slip them in either', async () => {
    const opened = await open('hostile-peer');
    const { page } = opened;
    // The wallet grants accounts no address rule accepts, on the chains proposed.
    wallet.misbehaveNext((ns) => {
      for (const [key, value] of Object.entries(ns)) {
        const hostile = key === 'eip155' ? '<b>pwn</b>' : `\u202E${'9'.repeat(43)}\u200B`;
        value.accounts = [...new Set(value.accounts.map((a) => `${a.split(':').slice(0, 2).join(':')}:${hostile}`))];
      }
      return ns;
    });
    const dialog = await openBasic(page);
    await wallet.pair(await decodeQr(qrOf(dialog)));
    // The view says the connection failed and offers another try; the wallet's session is ended.
    await dialog.getByRole('button', { name: 'Try again' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => wallet.sessions().length, { timeout: 10_000 }).toBe(0);
    const state = await kitState(page);
    expect([state.eip155.status, state.eip155.address, state.solana.status, state.solana.address]).toEqual(['disconnected', undefined, 'disconnected', undefined]);
    expect(await page.locator('body').textContent()).not.toContain('pwn');
    expect(await page.locator('b').filter({ hasText: 'pwn' }).count()).toBe(0);
    await opened.screenshot('hostile-peer-refused');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // Paired honestly, then the session is updated to hostile accounts: the kit keeps the real one.
    await pairFromQr(opened, await openBasic(page));
    const real = (await kitState(page)).eip155.address;
    await wallet.pushNamespaces((ns) => {
      for (const value of Object.values(ns)) value.accounts = value.accounts.map((a) => `${a.split(':').slice(0, 2).join(':')}:<img src=x onerror=alert(1)>`);
      return ns;
    });
    // A real account change after it (the relay keeps order) does arrive: the hostile one was dropped.
    await wallet.selectAccount(1, 'eip155');
    await expect.poll(async () => (await kitState(page)).eip155.address, { timeout: 15_000 }).toBe(wallet.addresses.eip155[0]);
    expect(wallet.addresses.eip155[0]).not.toBe(real);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toContain('onerror');
    await wallet.selectAccount(0, 'eip155');
    opened.assertNoErrors();
    await opened.close();
  }, 60_000);

  it('pairs under the strict Content-Security-Policy (the relay allowed in connect-src): the QR decodes and the wallet connects', async () => {
    const opened = await open('csp', { page: 'csp.html' });
    const { page } = opened;
    await page.evaluate(() => {
      const w = window as unknown as { __violations: string[] };
      w.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    expect(await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'))).toContain('ws://127.0.0.1:*');
    const dialog = await openDirectoryWallet(page);
    const uri = await decodeQr(qrOf(dialog));
    expect((await kitState(page)).wc.uri).toBe(uri);
    await opened.screenshot('csp-qr');
    await pairFromQr(opened, dialog);
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    opened.assertNoErrors();
    await opened.close();
  });

  for (const variant of [
    { name: 'light', query: 'theme=light', locale: 'en' },
    { name: 'dark', query: 'theme=dark', locale: 'en' },
    { name: 'Arabic', query: 'lang=ar', locale: 'ar' },
  ]) {
    it(`axe finds no violations in ConnectingWalletConnect and ConnectingWalletConnectBasic (${variant.name})`, async () => {
      const t = (key: string) => translateAll(strings, variant.locale, key);
      await loadLocale(variant.locale);
      const opened = await open(`axe-${variant.name}`, { query: variant.query });
      const { page } = opened;
      const dialog = await openDirectoryWallet(page, {
        button: t('button.connect'),
        connect: t('view.Connect'),
        allWallets: t('connect.allWallets'),
        allWalletsView: t('view.AllWallets'),
        useWalletConnect: t('wallets.useWalletConnect'),
        view: variant.locale === 'ar' ? wcAr['wc.title'] : 'WalletConnect',
      });
      // Dark on light whatever the theme, never mirrored right to left: it scans.
      expect(await decodeQr(qrOf(dialog))).toMatch(/^wc:/);
      if (variant.locale === 'ar') {
        expect(await dialog.evaluate((el) => el.closest('[dir]')?.getAttribute('dir'))).toBe('rtl');
        await dialog.getByRole('button', { name: 'نسخ الرابط' }).waitFor();
      }
      await env.axe(page, `ConnectingWalletConnect (${variant.name})`);
      await opened.screenshot(`connecting-walletconnect-${variant.name}`);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      const basic = await openBasic(page, variant.locale === 'ar' ? wcAr['wc.basicTitle'] : 'Connect Wallet');
      const uri = await decodeQr(qrOf(basic));
      await env.axe(page, `ConnectingWalletConnectBasic (${variant.name})`);
      await opened.screenshot(`connecting-walletconnect-basic-${variant.name}`);
      expect(uri).toMatch(/^wc:/);
      opened.assertNoErrors();
      await opened.close();
    });
  }
});

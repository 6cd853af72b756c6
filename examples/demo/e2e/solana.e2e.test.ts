// The demo with EVM and Solana side by side (the multichain() preset), end to end in Chromium
// against the local stack: two Hardhat chains, the litesvm Solana endpoint behind the cloud
// double's RPC proxy, the EIP-6963 mock wallets and the Wallet Standard Solana dev wallets.
import { createPublicKey, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { Transaction } from '@solana/web3.js';
import { getBase58Decoder, getBase58Encoder } from '@solana/kit';
import { createKit, createMemoryStorage, type Kit } from '@latchkey/kernel';
import { multichain } from '@latchkey/presets';
import * as latchkeyReact from '@latchkey/react';
// The modal's strings (views, their titles) translate through the ui entry, which carries them.
import { translate as translateAll } from '@latchkey/react/ui';
import { SOLANA_TEST_ACCOUNTS, solanaRpc } from '@latchkey/test-harness/solana/index';
import type { OpenedPage } from '@latchkey/test-harness/e2e/index';
import { recordKitViews, solanaControl, DEMO_ENV_TIMEOUT_MS, startDemoEnv, type DemoEnv, type OpenDemoOptions } from './support';

let env: DemoEnv;
/** A kit in Node, only to read the React layer's strings in each locale. */
let strings: Kit;

beforeAll(async () => {
  env = await startDemoEnv();
  strings = createKit({
    metadata: { name: 'strings', description: 'strings', url: 'http://127.0.0.1', icons: [] },
    networks: [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }],
    storage: createMemoryStorage(),
    basic: true,
    plugins: multichain({ evm: { injected: false }, solana: { wallets: { get: () => [], on: () => () => {} } } }),
  });
}, DEMO_ENV_TIMEOUT_MS);
afterAll(async () => {
  await strings?.destroy();
  await env?.stop();
});

const [alice, bob] = SOLANA_TEST_ACCOUNTS;
/** Where the demo's Solana panel sends: test account #4. */
const receiver = SOLANA_TEST_ACCOUNTS[4]!.address;
const EVM_USER = /^Account 0xf39F/;
const SOLANA_USER = new RegExp(`^Account ${alice!.address.slice(0, 6)}`);
const SOL = 1_000_000_000n;

/** What the validator holds, asked directly (not through the page or the proxy). */
const lamportsOf = async (address: string) => BigInt((await solanaRpc<{ value: number }>(env.stack.solana.url, 'getBalance', [address])).value);
/** Lamports as the SOL the page shows: every decimal, trailing zeros dropped. */
const asSol = (lamports: bigint) => `${lamports / SOL}.${(lamports % SOL).toString().padStart(9, '0')}`.replace(/\.?0+$/, '');

/** ed25519 with node:crypto (independent of the wallet's own @noble/curves). */
function ed25519Verifies(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean {
  const der = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(publicKey)]);
  return verify(null, message, createPublicKey({ key: der, format: 'der', type: 'spki' }), signature);
}
const fromBase58 = (text: string) => Uint8Array.from(getBase58Encoder().encode(text));

const open = (name: string, options: OpenDemoOptions = {}) => env.open(`solana-${name}`, { solana: true, ...options });
const solanaPanel = (opened: OpenedPage) => opened.page.getByRole('region', { name: 'Solana' });

/** Connect Wallet → a wallet; the modal closes and the account button shows `account`. */
async function connectFirst(opened: OpenedPage, wallet: RegExp, account: RegExp) {
  const { page } = opened;
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: wallet }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 15_000 });
  await page.getByRole('button', { name: account }).waitFor();
}
const connectEvm = (opened: OpenedPage) => connectFirst(opened, /Latchkey Dev Wallet/, EVM_USER);
const connectSolana = (opened: OpenedPage) => connectFirst(opened, /Latchkey Solana Dev Wallet/, SOLANA_USER);

/** Connected on EVM: the network button → Solana Localnet → SwitchActiveChain → Connect → the Solana dev wallet. */
async function addSolanaThroughNetworks(opened: OpenedPage, shots?: string) {
  const { page } = opened;
  await page.getByRole('button', { name: /^Network: / }).click();
  const networks = page.getByRole('dialog', { name: 'Choose Network' });
  await networks.getByRole('heading', { name: 'Solana networks' }).waitFor();
  if (shots) await opened.screenshot(`${shots}-networks`);
  await networks.getByRole('button', { name: /Solana Localnet/ }).click();
  const switching = page.getByRole('dialog', { name: 'Switch Chain' });
  await switching.getByText('Your connected wallet does not support Solana.').waitFor();
  if (shots) await opened.screenshot(`${shots}-switch-active-chain`);
  await switching.getByRole('button', { name: 'Connect' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
  await connect.getByText('Choose a wallet for Solana.').waitFor();
  // Only wallets that serve Solana are offered.
  expect(await connect.getByRole('button', { name: /Latchkey Dev Wallet/ }).count()).toBe(0);
  await connect.getByRole('button', { name: /Latchkey Solana Dev Wallet/ }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 15_000 });
  await page.getByRole('button', { name: SOLANA_USER }).waitFor();
}

/**
 * The Solana dev wallet's own prompts (signatures and transactions it was asked for), in order,
 * with their outcome. The wallet confirms on its own screen, so the kit sends these straight to it.
 */
async function walletPrompts(opened: OpenedPage): Promise<Array<{ method: string; account: unknown; outcome: string }>> {
  const log = await solanaControl(opened.page, 'dev', 'requests');
  return log
    .filter((e) => e.method.startsWith('solana:sign'))
    .map((e) => ({ method: e.method, account: (e.params as Array<{ account?: unknown }>)[0]?.account, outcome: e.outcome }));
}

/** One confirmation per action: the kit showed no view and queued nothing for its own approval. */
async function noKitApproval(seen: () => Promise<{ views: string[]; approvals: number }>): Promise<void> {
  expect(await seen()).toEqual({ views: [], approvals: 0 });
}

describe('EVM and Solana side by side, end to end in Chromium against the local stack', () => {
  it('connects an EVM and a Solana dev wallet at once; the namespace switcher and the network button change the active one', async () => {
    const opened = await open('both');
    const { page } = opened;
    await connectEvm(opened);
    // Asked to connect a Solana wallet, the visitor closes instead: the buttons stay on EVM.
    await page.getByRole('button', { name: 'Network: Latchkey Chain A' }).click();
    await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: /Solana Localnet/ }).click();
    await page.getByRole('dialog', { name: 'Switch Chain' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: EVM_USER }).waitFor();
    await page.getByRole('button', { name: 'Network: Latchkey Chain A' }).waitFor();

    await addSolanaThroughNetworks(opened, 'add');
    await page.getByRole('button', { name: 'Network: Solana Localnet' }).waitFor();

    // Both connections live: the Solana panel shows the Solana account and what the validator
    // holds (read through the cloud's RPC proxy), the EVM panels still act on the EVM account.
    const panel = solanaPanel(opened);
    await expect.poll(() => panel.getByTestId('solana-address').textContent()).toBe(alice!.address);
    await expect.poll(() => panel.getByTestId('solana-balance').textContent()).toBe(asSol(await lamportsOf(alice!.address)));
    await page.getByTestId('balance-eth').waitFor();
    await opened.screenshot('both-connected');

    // The Account view's namespace switcher: EVM becomes the active namespace.
    await page.getByRole('button', { name: SOLANA_USER }).click();
    const account = page.getByRole('dialog', { name: 'Account' });
    const switcher = account.getByRole('group', { name: 'Active chain' });
    expect(await switcher.getByRole('radio', { name: /Solana Localnet/ }).isChecked()).toBe(true);
    await opened.screenshot('account-switcher');
    await switcher.getByRole('radio', { name: /Latchkey Chain A/ }).check();
    await page.getByRole('button', { name: EVM_USER }).waitFor();
    expect(await switcher.getByRole('radio', { name: /Latchkey Chain A/ }).isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Network: Latchkey Chain A' }).waitFor();

    // The network button: choosing the Solana network, where a wallet is connected, makes Solana active again.
    await page.getByRole('button', { name: 'Network: Latchkey Chain A' }).click();
    const networks = page.getByRole('dialog', { name: 'Choose Network' });
    await networks.getByRole('button', { name: /Solana Localnet/ }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Network: Solana Localnet' }).waitFor();
    await page.getByRole('button', { name: SOLANA_USER }).waitFor();
    // Neither connection was dropped on the way.
    expect(await page.evaluate(() => {
      const kit = (window as unknown as { __latchkeyKit: Kit }).__latchkeyKit;
      return [kit.getState().chains.eip155?.account.status, kit.getState().chains.solana?.account.status];
    })).toEqual(['connected', 'connected']);
    opened.assertNoErrors();
    await opened.close();
  });

  it('signs a Solana message, one prompt in the wallet and no approval view of the kit; the ed25519 signature verifies against the wallet’s public key', async () => {
    const opened = await open('sign-message');
    await connectSolana(opened);
    const seen = await recordKitViews(opened.page);
    const panel = solanaPanel(opened);
    const message = 'Hello from the Latchkey demo on Solana';
    await panel.getByRole('button', { name: 'Sign a message' }).click();
    const signature = (await panel.getByTestId('solana-signature').textContent({ timeout: 15_000 }))!;
    // The wallet itself was asked once, for Alice's signature over exactly this message.
    expect(await walletPrompts(opened)).toEqual([{ method: 'solana:signMessage', account: alice!.address, outcome: 'resolved' }]);
    const [asked] = (await solanaControl(opened.page, 'dev', 'requests')).filter((e) => e.method === 'solana:signMessage');
    expect(Buffer.from((asked!.params as Array<{ message: string }>)[0]!.message, 'base64').toString('utf8')).toBe(message);
    await noKitApproval(seen);
    const bytes = fromBase58(signature);
    expect(bytes).toHaveLength(64);
    expect(ed25519Verifies(bytes, new TextEncoder().encode(message), fromBase58(alice!.address))).toBe(true);
    // Not a signature by any other key, nor of any other message.
    expect(ed25519Verifies(bytes, new TextEncoder().encode(message), fromBase58(bob!.address))).toBe(false);
    expect(ed25519Verifies(bytes, new TextEncoder().encode(`${message}!`), fromBase58(alice!.address))).toBe(false);
    opened.assertNoErrors();
    await opened.close();
  });

  it('signs a @solana/web3.js transaction (verifies, then lands when sent) and sends a @solana/kit one through kit.plugin(solana), one wallet prompt each and no approval view of the kit', async () => {
    const opened = await open('transactions');
    await connectSolana(opened);
    const seen = await recordKitViews(opened.page);
    const panel = solanaPanel(opened);

    // web3.js 1.x: a legacy Transaction, signed in the page and given back as a web3.js Transaction.
    const before = await lamportsOf(receiver);
    await panel.getByRole('button', { name: 'Sign a web3.js transaction' }).click();
    const wire = (await panel.getByTestId('solana-web3-wire').textContent({ timeout: 15_000 }))!;
    const signature = (await panel.getByTestId('solana-web3-signature').textContent())!;
    const signed = Transaction.from(Buffer.from(wire, 'base64'));
    expect(signed.feePayer?.toBase58()).toBe(alice!.address);
    expect(signed.verifySignatures()).toBe(true);
    expect(getBase58Decoder().decode(signed.signature!)).toBe(signature);
    // The wallet signed; nothing was sent yet. Sent now, the validator accepts it.
    expect(await lamportsOf(receiver)).toBe(before);
    expect(await solanaRpc<string>(env.stack.solana.url, 'sendTransaction', [wire, { encoding: 'base64' }])).toBe(signature);
    expect(await lamportsOf(receiver)).toBe(before + 1_000_000n);

    // @solana/kit: a v0 transaction signed and sent by the wallet, confirmed through the kit.
    const senderBefore = await lamportsOf(alice!.address);
    await panel.getByRole('button', { name: 'Send with @solana/kit' }).click();
    const kitSignature = (await panel.getByTestId('solana-kit-tx').textContent({ timeout: 20_000 }))!;
    const { value } = await solanaRpc<{ value: Array<{ err: unknown; confirmationStatus: string } | null> }>(env.stack.solana.url, 'getSignatureStatuses', [[kitSignature]]);
    expect(value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' });
    expect(await lamportsOf(receiver)).toBe(before + 2_000_000n);
    expect(await lamportsOf(alice!.address)).toBe(senderBefore - 1_000_000n - 5_000n);
    // Two actions, two prompts in the wallet (Alice's account), none in the kit.
    expect(await walletPrompts(opened)).toEqual([
      { method: 'solana:signTransaction', account: alice!.address, outcome: 'resolved' },
      { method: 'solana:signAndSendTransaction', account: alice!.address, outcome: 'resolved' },
    ]);
    await noKitApproval(seen);
    opened.assertNoErrors();
    await opened.close();
  });

  it('sends 0.01 SOL, one prompt in the wallet and no approval view of the kit; the sender’s and the receiver’s balances change on the validator', async () => {
    const opened = await open('send');
    await connectSolana(opened);
    const seen = await recordKitViews(opened.page);
    const panel = solanaPanel(opened);
    const [senderBefore, receiverBefore] = [await lamportsOf(alice!.address), await lamportsOf(receiver)];
    await expect.poll(() => panel.getByTestId('solana-balance').textContent()).toBe(asSol(senderBefore));
    await panel.getByRole('button', { name: 'Send 0.01 SOL' }).click();
    // Shown once the validator confirmed it.
    const signature = (await panel.getByTestId('solana-tx').textContent({ timeout: 20_000 }))!;
    expect(fromBase58(signature)).toHaveLength(64);
    expect(await lamportsOf(receiver)).toBe(receiverBefore + 10_000_000n);
    // The transfer and one signature's fee (5000 lamports).
    expect(await lamportsOf(alice!.address)).toBe(senderBefore - 10_000_000n - 5_000n);
    await expect.poll(() => panel.getByTestId('solana-balance').textContent()).toBe(asSol(senderBefore - 10_005_000n));
    expect((await walletPrompts(opened)).map((p) => [p.account, p.outcome])).toEqual([[alice!.address, 'resolved']]);
    await noKitApproval(seen);
    await opened.screenshot('sent-sol');
    opened.assertNoErrors();
    await opened.close();
  });

  it('a rejection in the Solana wallet is shown; the retry, approved in the wallet, goes through', async () => {
    const opened = await open('reject');
    const { page } = opened;
    // Connecting: declined in the wallet, then approved on "Try again".
    await solanaControl(page, 'dev', 'rejectNext');
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Latchkey Solana Dev Wallet/ }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Connection declined' }).waitFor();
    await opened.screenshot('connect-declined');
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: SOLANA_USER }).waitFor({ timeout: 15_000 });

    // Signing: straight to the wallet (no approval of the kit's), declined there; the retry is signed.
    const seen = await recordKitViews(page);
    const panel = solanaPanel(opened);
    await solanaControl(page, 'dev', 'rejectNext');
    await panel.getByRole('button', { name: 'Sign a message' }).click();
    await panel.getByTestId('solana-signature-error').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await panel.getByRole('button', { name: 'Sign a message' }).click();
    const signature = (await panel.getByTestId('solana-signature').textContent({ timeout: 15_000 }))!;
    expect(ed25519Verifies(fromBase58(signature), new TextEncoder().encode('Hello from the Latchkey demo on Solana'), fromBase58(alice!.address))).toBe(true);
    const log = await solanaControl(page, 'dev', 'requests');
    expect(log.filter((e) => e.method === 'solana:signMessage').map((e) => e.outcome)).toEqual(['rejected', 'resolved']);
    await noKitApproval(seen);
    opened.assertNoErrors();
    await opened.close();
  });

  it('after a reload both connections, EVM and Solana, are restored without a prompt', async () => {
    // Both wallets remember they authorised the site, as real extensions do across reloads.
    const opened = await open('reload', { wallets: { authorized: true }, solana: { authorized: true } });
    const { page } = opened;
    await connectEvm(opened);
    // The Solana panel's own button opens Connect on the Solana namespace.
    await solanaPanel(opened).getByRole('button', { name: 'Connect a Solana wallet' }).click();
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
    await connect.getByText('Choose a wallet for Solana.').waitFor();
    await connect.getByRole('button', { name: /Latchkey Solana Dev Wallet/ }).click();
    await page.getByRole('button', { name: SOLANA_USER }).waitFor({ timeout: 15_000 });

    await page.reload();
    await page.getByRole('button', { name: SOLANA_USER }).waitFor({ timeout: 15_000 });
    await expect.poll(() => solanaPanel(opened).getByTestId('solana-address').textContent()).toBe(alice!.address);
    await page.getByTestId('balance-eth').waitFor();
    // Silently: the EVM wallet was asked eth_accounts, the Solana one a silent connect; no prompt.
    const evm = (await opened.wallets.control('dev', 'requests')).map((r) => r.method);
    expect(evm).toContain('eth_accounts');
    expect(evm).not.toContain('eth_requestAccounts');
    const solana = (await solanaControl(page, 'dev', 'requests')).filter((r) => r.method === 'standard:connect');
    expect(solana.length).toBeGreaterThan(0);
    expect(solana.every((r) => (r.params as { silent?: boolean }).silent === true)).toBe(true);
    // The namespace switcher still offers both.
    await page.getByRole('button', { name: SOLANA_USER }).click();
    await page.getByRole('dialog', { name: 'Account' }).getByRole('radio', { name: /Latchkey Chain A/ }).check();
    await page.getByRole('button', { name: EVM_USER }).waitFor();
    opened.assertNoErrors();
    await opened.close();
  });

  it('multi-wallet on (?multiwallet=1): two EVM wallets connected, switched between in ProfileWallets, one removed', async () => {
    const opened = await open('multi-wallet-on', { query: 'multiwallet=1' });
    const { page } = opened;
    await connectEvm(opened);
    await page.getByRole('button', { name: EVM_USER }).click();
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Wallets', exact: true }).click();
    const wallets = page.getByRole('dialog', { name: 'Wallets', exact: true });
    await wallets.getByRole('button', { name: 'Add wallet' }).click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /Latchkey Second Wallet/ }).click();
    await page.getByRole('button', { name: /^Account 0x7099/ }).waitFor({ timeout: 15_000 });

    await page.getByRole('button', { name: /^Account 0x7099/ }).click();
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Wallets', exact: true }).click();
    const list = wallets.getByRole('list', { name: /Wallets on/ });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    expect(await list.getByRole('listitem').filter({ hasText: 'Latchkey Second Wallet' }).textContent()).toContain('Active');
    await opened.screenshot('profile-wallets-two');
    await wallets.getByRole('button', { name: 'Use Latchkey Dev Wallet' }).click();
    await wallets.getByRole('status').filter({ hasText: 'Now using Latchkey Dev Wallet.' }).waitFor();
    await page.getByRole('button', { name: EVM_USER }).waitFor();
    expect(await list.getByRole('listitem').filter({ hasText: 'Latchkey Dev Wallet' }).textContent()).toContain('Active');

    await wallets.getByRole('button', { name: 'Disconnect Latchkey Second Wallet' }).click();
    await wallets.getByRole('status').filter({ hasText: 'Latchkey Second Wallet disconnected.' }).waitFor();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    expect(await list.textContent()).toContain('Latchkey Dev Wallet');
    await page.getByRole('button', { name: EVM_USER }).waitFor();
    opened.assertNoErrors();
    await opened.close();
  });

  it('multi-wallet off: kit.connections.list() only shows the “Multi-Wallet Not Enabled” alert; nothing else changes', async () => {
    // The project's remote configuration decides (SPEC §6): the demo's project allows several
    // wallets, and the email plugin makes the kit read it; for this test the project says no.
    env.stack.cloud.setConfig({ multiWallet: { isEnabled: false } });
    onTestFinished(() => env.stack.cloud.setConfig({ multiWallet: { isEnabled: true } }));
    const opened = await open('multi-wallet-off');
    const { page } = opened;
    await connectEvm(opened);
    await addSolanaThroughNetworks(opened);
    type Snapshot = { active: string | undefined; statuses: unknown[]; connections: unknown; stored: string | null };
    const snapshot = () =>
      page.evaluate((): Snapshot => {
        const s = (window as unknown as { __latchkeyKit: Kit }).__latchkeyKit.getState();
        return {
          active: s.activeNamespace,
          statuses: [s.chains.eip155?.account.address, s.chains.eip155?.account.status, s.chains.solana?.account.address, s.chains.solana?.account.status],
          connections: JSON.parse(JSON.stringify(s.connections)) as unknown,
          stored: localStorage.getItem('@appkit-wallet/connections'),
        };
      });
    const before = await snapshot();
    const listed = await page.evaluate(() => (window as unknown as { __latchkeyKit: Kit }).__latchkeyKit.connections.list());
    expect(listed).toEqual([]);
    await page.getByText('Multi-Wallet Not Enabled').waitFor();
    await page.getByText('Connecting several wallets is not enabled for this app.').waitFor();
    await opened.screenshot('multi-wallet-not-enabled');
    expect(await snapshot()).toEqual(before);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The toast is dismissed as a visitor would (it sits over the page's header).
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => page.getByText('Multi-Wallet Not Enabled').count()).toBe(0);
    await page.getByRole('button', { name: SOLANA_USER }).click();
    const account = page.getByRole('dialog', { name: 'Account' });
    await account.getByRole('group', { name: 'Active chain' }).waitFor();
    // No 'Wallets' entry without multi-wallet.
    expect(await account.getByRole('button', { name: 'Wallets', exact: true }).count()).toBe(0);
    opened.assertNoErrors();
    await opened.close();
  });

  for (const variant of [
    { name: 'dark', query: 'theme=dark', locale: 'en' },
    { name: 'light', query: 'theme=light', locale: 'en' },
    { name: 'Arabic', query: 'lang=ar', locale: 'ar' },
  ]) {
    it(`axe finds no violations in the new views (${variant.name}): grouped Networks, SwitchActiveChain, Account with the namespace switcher, ProfileWallets, ApproveTransaction for Solana`, async () => {
      const t = (key: string, params?: Record<string, string>) => translateAll(strings, variant.locale, key, params);
      // The React layer may load a locale's strings lazily (loadLocale): load them when it does.
      await (latchkeyReact as { loadLocale?: (locale: string) => Promise<void> }).loadLocale?.(variant.locale);
      if (variant.locale !== 'en') expect(t('button.connect')).not.toBe(latchkeyReact.translate(strings, 'en', 'button.connect'));
      // approvals=all: the kit's review before every wallet, so ApproveTransaction for Solana is on screen to check.
      const opened = await open(`axe-${variant.name}`, { query: `multiwallet=1&approvals=all&${variant.query}` });
      const { page } = opened;
      const shot = (view: string) => opened.screenshot(`${view}-${variant.name}`);
      const dialog = (view: string) => page.getByRole('dialog', { name: t(`view.${view}`), exact: true });
      await page.getByRole('button', { name: t('button.connect') }).click();
      await dialog('Connect').getByRole('button', { name: /Latchkey Dev Wallet/ }).click();
      await page.getByRole('button', { name: new RegExp(`^${t('button.account')} 0xf39F`) }).waitFor({ timeout: 15_000 });
      if (variant.locale === 'ar') expect(await page.locator('[dir="rtl"]').count()).toBeGreaterThan(0);

      await page.getByRole('button', { name: new RegExp(`^${t('button.network')}: `) }).click();
      await dialog('Networks').getByRole('heading', { name: t('networks.group', { namespace: t('namespace.solana') }) }).waitFor();
      await env.axe(page, `Networks, grouped (${variant.name})`);
      await shot('networks');
      await dialog('Networks').getByRole('button', { name: /Solana Localnet/ }).click();
      await dialog('SwitchActiveChain').getByRole('button', { name: t('networks.connect') }).waitFor();
      await env.axe(page, `SwitchActiveChain (${variant.name})`);
      await shot('switch-active-chain');
      await dialog('SwitchActiveChain').getByRole('button', { name: t('networks.connect') }).click();
      await dialog('Connect').getByText(t('connect.forNamespace', { namespace: t('namespace.solana') })).waitFor();
      await env.axe(page, `Connect for Solana (${variant.name})`);
      await dialog('Connect').getByRole('button', { name: /Latchkey Solana Dev Wallet/ }).click();
      const solanaAccount = page.getByRole('button', { name: new RegExp(`^${t('button.account')} ${alice!.address.slice(0, 6)}`) });
      await solanaAccount.waitFor({ timeout: 15_000 });

      await solanaAccount.click();
      await dialog('Account').getByRole('group', { name: t('account.activeChain') }).waitFor();
      await env.axe(page, `Account with the namespace switcher (${variant.name})`);
      await shot('account-switcher');
      await dialog('Account').getByRole('button', { name: t('account.wallets'), exact: true }).click();
      await dialog('ProfileWallets').getByRole('button', { name: t('profile.add') }).waitFor();
      await expect.poll(() => dialog('ProfileWallets').getByRole('listitem').count()).toBe(2);
      await env.axe(page, `ProfileWallets (${variant.name})`);
      await shot('profile-wallets');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      await solanaPanel(opened).getByRole('button', { name: 'Sign a message' }).click();
      await dialog('ApproveTransaction').getByRole('button', { name: t('approve.approve') }).waitFor();
      await env.axe(page, `ApproveTransaction for solana_signMessage (${variant.name})`);
      await shot('approve-solana');
      await dialog('ApproveTransaction').getByRole('button', { name: t('approve.reject') }).click();
      await solanaPanel(opened).getByTestId('solana-signature-error').waitFor();
      // Refused in the kit's review: the wallet was never asked.
      expect(await walletPrompts(opened)).toEqual([]);
      opened.assertNoErrors();
      await opened.close();
    });
  }
});

// The dapp's own end-to-end test, as its team would write it outside the Latchkey repo: plain
// playwright-core driving Chromium, node:test, and the mock wallet from @latchkey/testing
// (installed from the registry like the kit). It connects, signs, and is declined once. The mock
// wallet confirms each request on its own screen, so the kit sends the signature straight to it:
// one prompt per action, no Approve Request dialog of the kit's.
//
// Run against the built app: APP_URL, CHAIN_ID and RPC_URL name the served app and the chain it
// uses; CHROMIUM the browser (default /usr/bin/chromium).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { chromium, type Browser } from 'playwright-core';
import { verifyMessage, type Hex } from 'viem';
import { HARDHAT_ACCOUNTS, installWallets } from '@latchkey/testing';

const appUrl = required('APP_URL');
const chain = { chainId: Number(required('CHAIN_ID')), rpcUrl: required('RPC_URL') };
const user = HARDHAT_ACCOUNTS[0]!.address;
const message = 'Signed in the outside dapp';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} to run this test`);
  return value;
}

type KitWindow = { __kit?: { request(args: { method: string; params?: unknown }): Promise<unknown>; getState(): { requests: unknown[] } } };

let browser: Browser;

before(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});

after(async () => {
  await browser?.close();
});

test('connects with the mock wallet, signs, and shows the wallet declining once', async () => {
  const context = await browser.newContext();
  try {
    const wallets = await installWallets(context, { evm: { chains: [chain] } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(appUrl);

    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /Latchkey Dev Wallet/ }).click();
    await page.getByRole('button', { name: /^Account 0x/ }).waitFor({ timeout: 15_000 });
    assert.deepEqual((await wallets.evm.accounts())[0], user);

    const hex = `0x${Buffer.from(message).toString('hex')}`;
    /** personal_sign through the kit: the wallet asks the user itself, so the kit sends it straight there. */
    const sign = (): Promise<{ signature?: string; error?: string }> =>
      page.evaluate(
        ([text, address]) =>
          (window as unknown as KitWindow)
            .__kit!.request({ method: 'personal_sign', params: [text, address] })
            .then((signature) => ({ signature: String(signature) }), (error: Error) => ({ error: error.message })),
        [hex, user] as const,
      );

    // Held in the wallet: its prompt is the only one; the kit shows no dialog and queues nothing for its own approval.
    await wallets.evm.setApproval('manual');
    const held = sign();
    const prompt = await wallets.evm.waitForPrompt({ method: 'personal_sign' });
    assert.deepEqual(prompt.params, [hex, user]);
    assert.equal(await page.getByRole('dialog').count(), 0);
    assert.equal(await page.evaluate(() => (window as unknown as KitWindow).__kit!.getState().requests.length), 0);
    await wallets.evm.approveNext();
    await wallets.evm.setApproval('auto');
    const approved = await held;
    assert.ok(approved.signature, `expected a signature, got ${JSON.stringify(approved)}`);
    assert.equal(await verifyMessage({ address: user, message, signature: approved.signature as Hex }), true);

    await wallets.evm.rejectNext();
    const declined = await sign();
    assert.match(declined.error ?? '', /reject/i);
    assert.equal(await page.getByRole('dialog').count(), 0);

    const signs = (await wallets.evm.requests()).filter((call) => call.method === 'personal_sign');
    assert.deepEqual(
      signs.map((call) => [call.outcome, call.error?.code]),
      [
        ['resolved', undefined],
        ['rejected', 4001],
      ],
    );
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

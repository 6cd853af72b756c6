// A dapp's browser test with Vitest and playwright-core (the same calls work in @playwright/test).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { HARDHAT_ACCOUNTS, installWallets } from '@latchkey/testing';

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch(); // or { executablePath: '/usr/bin/chromium' }
});
afterAll(() => browser.close());

it('connects, copes with a refusal, then signs', async () => {
  const page = await browser.newPage();
  // Install first, then navigate: the wallets are in every document loaded after this call.
  const wallets = await installWallets(page, { evm: { chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }] } });
  await page.goto('http://localhost:5173/');

  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('button', { name: /Latchkey Dev Wallet/ }).click();
  await page.getByRole('button', { name: /^Account 0x/ }).waitFor();
  expect((await wallets.evm.accounts())[0]).toBe(HARDHAT_ACCOUNTS[0]?.address);

  // The next prompt is declined with the wallet's own error (EIP-1193 4001).
  await wallets.evm.rejectNext();
  await page.getByRole('button', { name: 'Sign message' }).click();
  await page.getByRole('alert').filter({ hasText: 'rejected' }).waitFor();

  // Hold the next prompt, look at the page meanwhile, then approve it.
  await wallets.evm.setApproval('manual');
  await page.getByRole('button', { name: 'Sign message' }).click();
  const prompt = await wallets.evm.waitForPrompt({ method: 'personal_sign' });
  expect(prompt.method).toBe('personal_sign');
  await wallets.evm.approveNext();

  const calls = await wallets.evm.requests();
  expect(calls.map((call) => [call.method, call.outcome])).toContainEqual(['personal_sign', 'rejected']);
  await page.close();
});

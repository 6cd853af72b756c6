import { afterAll, beforeAll, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { installWallets, walletConfigFromStack } from '@latchkey/testing';
import { startLocalStack, type Stack } from '@latchkey/testing/stack';

let stack: Stack;
let browser: Browser;
beforeAll(async () => {
  stack = await startLocalStack({ ports: 'free' }); // two Hardhat chains, Solana, the cloud double, the relay…
  browser = await chromium.launch();
}, 120_000);
afterAll(async () => {
  await browser.close();
  await stack.stop();
});

it('runs the dapp against the local stack', async () => {
  const context = await browser.newContext();
  // EVM wallets on both local chains with funded test accounts, Solana wallets on the local endpoint.
  const wallets = await installWallets(context, walletConfigFromStack(stack));
  const page = await context.newPage();
  // Serve your dapp pointed at stack.urls.cloud (endpoints) and stack.urls.relay (WalletConnect).
  await page.goto(`http://localhost:5173/?cloud=${encodeURIComponent(stack.urls.cloud)}`);
  stack.cloud.faults.set('config', { kind: 'status', status: 503 }, { times: 1 }); // one failed config read
  await wallets.solana.delayNext(2_000); // a slow visitor
  await context.close();
});

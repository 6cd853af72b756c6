// The Solana dev wallets' browser bundle in Chromium: a page on its own origin finds them through
// @wallet-standard/app's getWallets(), connects, signs, and sends a transfer to the local endpoint
// (so the endpoint's CORS answers are exercised too).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { address, appendTransactionMessageInstruction, compileTransaction, createNoopSigner, createTransactionMessage, getTransactionEncoder, pipe, setTransactionMessageFeePayer, setTransactionMessageLifetimeUsingBlockhash } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { bundlePage } from '../../e2e/bundle';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../e2e/browser';
import { serveStatic } from '../../e2e/static-server';
import type { StaticServer } from '../../e2e/static-server';
import { SOLANA_TEST_ACCOUNTS } from '../accounts';
import { solanaRpc } from '../rpc-client';
import { startSolana } from '../server';
import type { SolanaEndpoint } from '../server';
import { base58 } from '../wire';
import { buildSolanaWalletBundle, solanaWalletInitScript } from './bundle';
import { solanaWalletConfigFromEndpoint } from './install';
import { verifyEd25519 } from './keys';

const [alice, , carol] = SOLANA_TEST_ACCOUNTS;

// The dapp side: @wallet-standard/app, bundled for the page, exposes what it discovers.
const APP_ENTRY = `
import { getWallets } from '@wallet-standard/app';
const { get, on } = getWallets();
window.__app = { names: () => get().map((w) => w.name), wallet: (name) => get().find((w) => w.name === name) };
const show = () => { document.getElementById('count').textContent = String(get().length); };
show();
on('register', show);
`;

type PageWindow = {
  __app: { names(): string[]; wallet(name: string): { features: Record<string, Record<string, (...args: unknown[]) => Promise<never>>>; accounts: { address: string; publicKey: Uint8Array }[] } };
  __latchkeySolanaWallets: { wallets: Record<string, Record<string, (...args: unknown[]) => unknown>> };
};

describe('Solana dev wallets in Chromium', () => {
  let solana: SolanaEndpoint;
  let server: StaticServer;
  let browser: Browser;
  let bundle: string;

  beforeAll(async () => {
    const app = await bundlePage({ contents: APP_ENTRY, resolveDir: path.dirname(fileURLToPath(import.meta.url)), loader: 'js', format: 'iife', conditions: [], define: {} });
    const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Solana test dapp</title><link rel="icon" href="data:,"></head><body><main><p id="count">0</p></main><script src="/app.js"></script></body></html>';
    [solana, server, browser, bundle] = await Promise.all([startSolana(), serveStatic({ files: { '/index.html': html, '/app.js': app.text } }), launchBrowser(), buildSolanaWalletBundle()]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close(), solana?.stop()]);
  });

  it('the page discovers both wallets, connects, signs a message and sends a real transfer', async () => {
    const context = await browser.newContext();
    try {
      await context.addInitScript({ content: solanaWalletInitScript(solanaWalletConfigFromEndpoint(solana), bundle) });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${server.url}/`);
      expect(await page.evaluate(() => (window as unknown as PageWindow).__app.names())).toEqual(['Latchkey Solana Dev Wallet', 'Latchkey Solana Second Wallet']);
      expect(await page.locator('#count').textContent()).toBe('2');

      const connected = await page.evaluate(async () => {
        const wallet = (window as unknown as PageWindow).__app.wallet('Latchkey Solana Dev Wallet');
        const { accounts } = (await wallet.features['standard:connect']!.connect!()) as { accounts: { address: string }[] };
        const message = new TextEncoder().encode('hello from the page');
        const [signed] = (await wallet.features['solana:signMessage']!.signMessage!({ account: wallet.accounts[0], message })) as { signature: Uint8Array }[];
        return { address: accounts[0]!.address, signature: Array.from(signed!.signature) };
      });
      expect(connected.address).toBe(alice!.address);
      expect(verifyEd25519(Uint8Array.from(connected.signature), new TextEncoder().encode('hello from the page'), base58.decode(alice!.address))).toBe(true);

      const { value } = await solanaRpc<{ value: { blockhash: string; lastValidBlockHeight: number } }>(solana.url, 'getLatestBlockhash');
      const unsigned = getTransactionEncoder().encode(
        compileTransaction(
          pipe(
            createTransactionMessage({ version: 0 }),
            (m) => setTransactionMessageFeePayer(address(alice!.address), m),
            (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: value.blockhash as never, lastValidBlockHeight: BigInt(value.lastValidBlockHeight) }, m),
            (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: createNoopSigner(address(alice!.address)), destination: address(carol!.address), amount: 123_456n }), m),
          ),
        ),
      );
      const carolBefore = (await solanaRpc<{ value: number }>(solana.url, 'getBalance', [carol!.address])).value;
      const sent = await page.evaluate(async (bytes) => {
        const controls = (window as unknown as PageWindow).__latchkeySolanaWallets.wallets.dev!;
        const wallet = (window as unknown as PageWindow).__app.wallet('Latchkey Solana Dev Wallet');
        const input = { account: wallet.accounts[0], transaction: Uint8Array.from(bytes), chain: 'solana:localnet' };
        controls.rejectNext!();
        const rejected = await wallet.features['solana:signAndSendTransaction']!.signAndSendTransaction!(input).then(
          () => null,
          (error: { code: number; message: string }) => ({ code: error.code, message: error.message }),
        );
        const [output] = (await wallet.features['solana:signAndSendTransaction']!.signAndSendTransaction!(input)) as { signature: Uint8Array }[];
        return { rejected, signature: Array.from(output!.signature) };
      }, Array.from(unsigned));
      expect(sent.rejected).toEqual({ code: 4001, message: 'User Rejected Request' });
      const signature = base58.encode(Uint8Array.from(sent.signature));
      expect((await solanaRpc<{ value: unknown[] }>(solana.url, 'getSignatureStatuses', [[signature]])).value[0]).toMatchObject({ err: null });
      expect((await solanaRpc<{ value: number }>(solana.url, 'getBalance', [carol!.address])).value).toBe(carolBefore + 123_456);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

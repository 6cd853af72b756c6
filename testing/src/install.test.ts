// installWallets and its handles, on a stand-in page (a Node vm running the real EVM runtime
// bundle): what a test author sees, without a browser. The same in Chromium: browser.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyMessage, type Hex } from 'viem';
import { HARDHAT_ACCOUNTS, installWallets, walletScripts, type InstalledWallets } from '@latchkey/testing';
import { walletInitScript } from './install';
import { controllerCall } from './handle';
import { createVmContext, createVmPage, type VmPage } from './vm-page.testing';

type Provider = { request(args: { method: string; params?: unknown }): Promise<unknown> };

/** The dapp's side: the first EIP-6963 wallet the page announces. */
function discover(page: VmPage): Provider {
  const win = page.window() as unknown as { addEventListener: EventTarget['addEventListener']; dispatchEvent(event: Event): boolean };
  let found: Provider | undefined;
  win.addEventListener('eip6963:announceProvider', (event) => (found ??= (event as CustomEvent<{ provider: Provider }>).detail.provider));
  win.dispatchEvent(new Event('eip6963:requestProvider'));
  if (!found) throw new Error('no wallet announced');
  return found;
}

const user = HARDHAT_ACCOUNTS[0]!.address;

describe('installWallets on a page', () => {
  let page: VmPage;
  let wallets: InstalledWallets<{ evm: { chains: [{ chainId: 31337; rpcUrl: string }] } }>;

  beforeAll(async () => {
    page = createVmPage();
    wallets = await installWallets(page, { evm: { chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }] } });
  }, 60_000);

  it('adds one init script that sets the config, then runs the runtime', () => {
    expect(page.scripts).toHaveLength(1);
    expect(page.scripts[0]).toMatch(/^window\["__LATCHKEY_TESTING_EVM__"\] = \{"chains":\[\{"chainId":31337,"rpcUrl":"http:\/\/127\.0\.0\.1:1"\}\]\};\n/);
    expect(wallets.namespaces).toEqual(['evm']);
    expect(Object.keys(wallets).sort()).toEqual(['evm', 'namespaces', 'on']);
  });

  it('says what is wrong when the page has not loaded a document since', async () => {
    await expect(wallets.evm.pending()).rejects.toThrow(/No evm wallets in this page\. installWallets\(\) adds them to documents loaded after it/);
  });

  it('approves by default, rejects once with rejectNext, and logs both', async () => {
    page.goto();
    const wallet = discover(page);
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual(HARDHAT_ACCOUNTS.slice(0, 3).map((a) => a.address));
    await wallets.evm.rejectNext();
    await expect(wallet.request({ method: 'personal_sign', params: ['0x6869', user] })).rejects.toMatchObject({ code: 4001, message: 'User Rejected Request' });
    const signature = (await wallet.request({ method: 'personal_sign', params: ['0x6869', user] })) as Hex;
    expect(await verifyMessage({ address: user, message: 'hi', signature })).toBe(true);
    expect((await wallets.evm.requests()).map((r) => [r.method, r.outcome])).toEqual([
      ['eth_requestAccounts', 'resolved'],
      ['personal_sign', 'rejected'],
      ['personal_sign', 'resolved'],
    ]);
    await wallets.evm.clearRequests();
    expect(await wallets.evm.requests()).toEqual([]);
    expect(await wallets.evm.accounts()).toEqual(HARDHAT_ACCOUNTS.slice(0, 3).map((a) => a.address));
  });

  it('in manual mode: waitForPrompt finds the held prompt, approveNext answers it', async () => {
    page.goto();
    const wallet = discover(page);
    await wallets.evm.setApproval('manual');
    const connecting = wallet.request({ method: 'eth_requestAccounts' });
    const prompt = await wallets.evm.waitForPrompt({ method: 'eth_requestAccounts' });
    expect(prompt).toMatchObject({ id: 1, method: 'eth_requestAccounts', params: null });
    expect(await wallets.evm.requests()).toMatchObject([{ method: 'eth_requestAccounts', outcome: 'pending' }]);
    await wallets.evm.approveNext();
    await expect(connecting).resolves.toHaveLength(3);
    await expect(wallets.evm.waitForPrompt({ timeoutMs: 120 })).rejects.toThrow("No evm prompt within 120 ms (is approval 'manual'? see setApproval)");
  });

  it('delayNext holds the next answer', async () => {
    page.goto();
    const wallet = discover(page);
    await wallets.evm.delayNext(200);
    const started = Date.now();
    await wallet.request({ method: 'eth_requestAccounts' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('a new document starts over: decisions do not survive a navigation', async () => {
    await wallets.evm.rejectNext();
    page.goto();
    await expect(discover(page).request({ method: 'eth_requestAccounts' })).resolves.toHaveLength(3);
  });

  it('control() reaches the wallet’s own controls, and refuses the gate’s', async () => {
    page.goto();
    await expect(wallets.evm.control('state')).resolves.toMatchObject({ chainId: 31337, authorized: false });
    await expect(wallets.evm.control('setDelay', 5)).rejects.toThrow(/bypass approveNext/);
  });

  it('refuses bad arguments before touching the page', async () => {
    await expect(wallets.evm.delayNext(-5)).rejects.toThrow(RangeError);
    await expect(wallets.evm.setApproval('sometimes' as never)).rejects.toThrow(/'auto' or 'manual'/);
  });
});

describe('installWallets on a context', () => {
  it('installs in every page of the context; handles talk to the newest page, or to the one named with on()', async () => {
    const context = createVmContext();
    const wallets = await installWallets(context, { evm: true });
    await expect(wallets.evm.pending()).rejects.toThrow('The browser context has no open page yet');
    const first = context.newPage();
    const second = context.newPage();
    first.goto();
    second.goto();
    await wallets.evm.setApproval('manual');
    const held = discover(second).request({ method: 'eth_requestAccounts' });
    expect(await wallets.evm.pending()).toHaveLength(1);
    expect(await wallets.on(first).evm.pending()).toEqual([]);
    await expect(discover(first).request({ method: 'eth_requestAccounts' })).resolves.toHaveLength(3);
    await wallets.evm.approveNext();
    await expect(held).resolves.toHaveLength(3);
  });
});

describe('installWallets options', () => {
  const page = () => createVmPage();

  it('needs at least one namespace, and only known ones', async () => {
    await expect(installWallets(page(), {})).rejects.toThrow('installWallets: name at least one namespace (evm, solana, polkadot, bitcoin, cosmos)');
    await expect(installWallets(page(), { evn: true } as never)).rejects.toThrow('installWallets: unknown namespace "evn"');
    await expect(installWallets({} as never, { evm: true })).rejects.toThrow('expected a Playwright Page or BrowserContext');
  });

  it('checks each config where a mistake would otherwise fail inside the page', async () => {
    await expect(installWallets(page(), { evm: { chains: [] } })).rejects.toThrow('installWallets: evm: chains must be a non-empty list of { chainId: positive integer, rpcUrl: http(s) URL }');
    await expect(installWallets(page(), { evm: { chains: [{ chainId: 1, rpcUrl: 'ws://x' }] } })).rejects.toThrow(/evm: chains/);
    await expect(installWallets(page(), { evm: { privateKeys: ['0x12'] } })).rejects.toThrow('evm: privateKeys must be a non-empty list of 32-byte 0x-hex private keys');
    await expect(installWallets(page(), { evm: { wallets: ['dev', 'phantom' as never] } })).rejects.toThrow("evm: wallets must be a non-empty list of 'dev' | 'second' | 'legacy'");
    await expect(installWallets(page(), { solana: { rpcUrl: 'localhost:8899' } })).rejects.toThrow('solana: rpcUrl must be an http(s) URL');
    await expect(installWallets(page(), { solana: { seeds: ['zz'] } })).rejects.toThrow('solana: seeds must be a non-empty list of 32-byte hex seeds');
    await expect(installWallets(page(), { cosmos: 'yes' as never })).rejects.toThrow('cosmos: expected true or a config object');
  });

  it('leaves a namespace set to undefined out, typed and at run time', async () => {
    const target = page();
    const wallets = await installWallets(target, { evm: true, solana: undefined });
    expect(wallets.namespaces).toEqual(['evm']);
    // @ts-expect-error no handle for a namespace that was not installed
    expect(wallets.solana).toBeUndefined();
  });
});

describe('walletScripts, for other drivers', () => {
  it('gives the scripts installWallets adds, in install order; run in a page they install the wallets', async () => {
    const scripts = await walletScripts({ cosmos: true, evm: { wallets: ['legacy'] } });
    expect(scripts.map((script) => script.split('\n')[0])).toEqual(['window["__LATCHKEY_TESTING_EVM__"] = {"wallets":["legacy"]};', 'window["__LATCHKEY_TESTING_COSMOS__"] = {};']);
    const page = createVmPage();
    for (const content of scripts) await page.addInitScript({ content });
    page.goto();
    const win = page.window() as { ethereum?: { request(args: { method: string }): Promise<unknown> }; keplr?: unknown; __latchkeyTesting?: Record<string, unknown> };
    expect(Object.keys(win.__latchkeyTesting!)).toEqual(['evm', 'cosmos']);
    expect(typeof win.keplr).toBe('object');
    await expect(win.ethereum!.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69');
  }, 60_000);
});

describe('the page side of a handle', () => {
  it('passes arguments as JSON and drops trailing undefined ones', () => {
    const expression = controllerCall('evm', 'rejectNext', [{ message: '"); alert(1); ("' }, undefined]);
    expect(expression).toContain('return await controller["rejectNext"](...[{"message":"\\"); alert(1); (\\""}]);');
    expect(controllerCall('solana', 'approveNext', [undefined])).toContain('controller["approveNext"](...[])');
  });

  it('walletInitScript escapes < so the config cannot close a script element', () => {
    expect(walletInitScript('cosmos', { note: '</script><script>alert(1)</script>' }, '/*runtime*/')).toBe(
      'window["__LATCHKEY_TESTING_COSMOS__"] = {"note":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"};\n/*runtime*/',
    );
  });
});

// The connector's integration suite, run once per wagmi major (connector.v3.test.ts, connector.v2.test.ts):
// a real kit with the eip155 plugin and the harness's announced dev wallet, on two local Hardhat
// chains, under wagmi's own actions. The "visitor" picks the wallet when the kit's modal opens and
// confirms requests in the wallet (which has its own screen: the kit adds no approval of its own).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { internals, createKit, createMemoryStorage, type Kit } from '@latchkey/kernel';
import { eip155 } from '@latchkey/eip155';
import { startChains, type LocalChains } from '@latchkey/test-harness/chain/index';
import { installDevWallets, walletConfigFromChains, type MockWallet } from '@latchkey/test-harness/wallets/index';
import { createPublicClient, defineChain, erc20Abi, http, parseEther, parseUnits, verifyMessage, type Chain } from 'viem';
import { latchkey } from '../index';

/** The wagmi actions the suite uses: the same names in wagmi 2 and 3. */
export interface WagmiCore {
  createConfig: (...args: never[]) => unknown;
  createStorage: (...args: never[]) => unknown;
  connect: (...args: never[]) => Promise<unknown>;
  disconnect: (...args: never[]) => Promise<unknown>;
  reconnect: (...args: never[]) => Promise<unknown>;
  getAccount: (...args: never[]) => unknown;
  sendTransaction: (...args: never[]) => Promise<unknown>;
  signMessage: (...args: never[]) => Promise<unknown>;
  writeContract: (...args: never[]) => Promise<unknown>;
  switchChain: (...args: never[]) => Promise<unknown>;
  waitForTransactionReceipt: (...args: never[]) => Promise<unknown>;
  watchAccount: (...args: never[]) => () => void;
}

type Account = { status: string; address?: string; chainId?: number; connector?: { id: string } };
// One loose signature for both majors' actions (their generics differ; the calls are the same).
type Loose = Record<keyof WagmiCore, (...args: unknown[]) => unknown>;

const silentLogger = { warn() {}, error() {}, info() {}, debug() {} };

export function connectorSuite(major: 2 | 3, core: WagmiCore): void {
  const w = core as unknown as Loose;
  let local: LocalChains;
  let chains: [Chain, Chain];
  beforeAll(async () => {
    local = await startChains({ ports: 'free' });
    chains = local.chains.map((c, i) =>
      defineChain({ id: c.chainId, name: `Local ${'AB'[i]}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [c.rpcUrl] } } }),
    ) as unknown as [Chain, Chain];
  });
  afterAll(() => local?.stop());

  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  /** A page load: the wallets, a kit and a wagmi config over it, sharing the given storages. */
  function page(options: { kitStorage?: ReturnType<typeof createMemoryStorage>; wagmiStore?: Map<string, string>; win?: EventTarget & { ethereum?: unknown }; wallets?: ReturnType<typeof installDevWallets> } = {}) {
    const win = options.win ?? (new EventTarget() as EventTarget & { ethereum?: unknown });
    const installed = options.wallets ?? installDevWallets(win, walletConfigFromChains(local, { wallets: ['dev'] }));
    if (!options.wallets) cleanups.push(installed.uninstall);
    const kit: Kit = createKit({
      metadata: { name: `wagmi ${major} tests`, description: 'tests', url: 'http://127.0.0.1', icons: [] },
      networks: chains.map((c) => ({ ...c, chainNamespace: 'eip155' as const })),
      storage: options.kitStorage ?? createMemoryStorage(),
      logger: silentLogger,
      basic: true,
      plugins: [eip155({ window: win })],
    });
    cleanups.push(() => kit.destroy());
    const store = options.wagmiStore ?? new Map<string, string>();
    const storage = w.createStorage({ storage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) } });
    const config = w.createConfig({
      chains,
      connectors: [latchkey({ kit })],
      transports: Object.fromEntries(chains.map((c) => [c.id, http(c.rpcUrls.default.http[0])])),
      storage,
      multiInjectedProviderDiscovery: false,
    }) as { connectors: readonly { id: string }[] };
    const connector = config.connectors.find((c) => c.id === 'latchkey')!;
    // The visitor approves whatever the kit's approval view shows.
    let approvals = 0;
    const stopApproving = kit.subscribe(
      (s) => s.requests.map((r) => r.id).join(),
      () => {
        for (const r of kit.getState().requests) {
          approvals++;
          internals(kit).requests.approve(r.id);
        }
      },
    );
    cleanups.push(stopApproving);
    return { win, kit, config, connector, store, wallets: installed, wallet: installed.wallets.dev as MockWallet, approvals: () => approvals };
  }
  /** The visitor picks the dev wallet when the kit's modal opens. */
  const pickWhenOpened = (kit: Kit) => {
    const stop = kit.on('modalOpened', () => {
      stop();
      void kit.connect('dev.latchkey.wallet');
    });
    return stop;
  };
  const account = (config: unknown) => w.getAccount(config) as Account;

  describe(`@latchkey/wagmi with wagmi ${major}`, () => {
    it(`is made with wagmi ${major}'s own createConnector`, async () => {
      // The connector imports '@wagmi/core'; here that is the major under test.
      const used = (await import('@wagmi/core')) as { version: string };
      expect(used.version.split('.')[0]).toBe(String(major));
      expect((core as unknown as { version: string }).version).toBe(used.version);
    });

    it("connect() opens the kit's modal; the wallet the visitor picks becomes wagmi's account and chain", async () => {
      const { kit, config, connector, wallet } = page();
      const opened = vi.fn();
      kit.on('modalOpened', opened);
      pickWhenOpened(kit);
      const result = (await w.connect(config, { connector })) as { accounts: readonly string[]; chainId: number };
      expect(opened).toHaveBeenCalledTimes(1);
      expect(result.accounts).toEqual([wallet.state().accounts[0]]);
      expect(result.chainId).toBe(chains[0].id);
      expect(account(config)).toMatchObject({ status: 'connected', address: wallet.state().accounts[0], chainId: chains[0].id, connector: { id: 'latchkey' } });
      expect(kit.getState().chains.eip155!.account).toMatchObject({ status: 'connected', address: wallet.state().accounts[0] });
    });

    it('closing the modal without connecting rejects connect() with 4001 and leaves both stores disconnected', async () => {
      const { kit, config, connector } = page();
      const stop = kit.on('modalOpened', () => {
        stop();
        kit.close();
      });
      await expect(w.connect(config, { connector })).rejects.toMatchObject({ code: 4001 });
      expect(account(config).status).toBe('disconnected');
      expect(kit.getState().chains.eip155!.account.status).not.toBe('connected');
    });

    it('sends a transaction, writes a contract and signs a message through the kit: one prompt each, in the wallet', async () => {
      const { kit, config, connector, wallet, approvals } = page();
      pickWhenOpened(kit);
      await w.connect(config, { connector });
      const [from] = wallet.state().accounts;
      const to = local.accounts[7]!.address;
      const client = createPublicClient({ transport: http(local.chains[0]!.rpcUrl) });

      const before = await client.getBalance({ address: to });
      const hash = (await w.sendTransaction(config, { to, value: parseEther('0.5') })) as `0x${string}`;
      expect(await w.waitForTransactionReceipt(config, { hash })).toMatchObject({ status: 'success' });
      expect((await client.getBalance({ address: to })) - before).toBe(parseEther('0.5'));

      const usdc = local.chains[0]!.tokens.usdc;
      const tokenBefore = await client.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [to] });
      const written = (await w.writeContract(config, { address: usdc, abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits('3', 6)] })) as `0x${string}`;
      expect(await w.waitForTransactionReceipt(config, { hash: written })).toMatchObject({ status: 'success' });
      expect((await client.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [to] })) - tokenBefore).toBe(parseUnits('3', 6));

      const signature = (await w.signMessage(config, { message: 'Hello from wagmi' })) as `0x${string}`;
      expect(await verifyMessage({ address: from!, message: 'Hello from wagmi', signature })).toBe(true);
      // Each of the three went to the wallet once, with no approval view of the kit's before it.
      expect(approvals()).toBe(0);
      const asked = wallet.requests().map((r) => r.method).filter((m) => m === 'eth_sendTransaction' || m === 'personal_sign');
      expect(asked).toEqual(['eth_sendTransaction', 'eth_sendTransaction', 'personal_sign']);
    });

    it("a wallet rejection reaches wagmi as viem's UserRejectedRequestError (4001)", async () => {
      const { kit, config, connector, wallet } = page();
      pickWhenOpened(kit);
      await w.connect(config, { connector });
      wallet.rejectNext();
      const error = await (w.signMessage(config, { message: 'no' }) as Promise<unknown>).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      const walked = (error as { walk?: (fn: (e: unknown) => boolean) => unknown }).walk?.((e) => (e as { code?: number }).code === 4001);
      expect(walked).toMatchObject({ name: 'UserRejectedRequestError', code: 4001 });
    });

    it("switchChain goes through the kit: wallet, kit and wagmi all on chain B", async () => {
      const { kit, config, connector, wallet } = page();
      pickWhenOpened(kit);
      await w.connect(config, { connector });
      await w.switchChain(config, { chainId: chains[1].id });
      expect(account(config).chainId).toBe(chains[1].id);
      expect(kit.getState().chains.eip155!.network.caipNetwork?.id).toBe(chains[1].id);
      expect(wallet.state().chainId).toBe(chains[1].id);
      await expect(w.switchChain(config, { chainId: 999 })).rejects.toMatchObject({ name: 'ChainNotConfiguredError' });
    });

    it('the stores never disagree: what either side does shows on the other, with no echo', async () => {
      const { kit, config, connector, wallet } = page();
      const statuses: string[] = [];
      const kitEvents: string[] = [];
      cleanups.push(w.watchAccount(config, { onChange: (a: Account) => statuses.push(a.status) }) as () => void);
      for (const e of ['connected', 'disconnected'] as const) kit.on(e, (p) => p.namespace === 'eip155' && kitEvents.push(e));

      // The visitor connects with the kit's own button: wagmi follows.
      await kit.connect('dev.latchkey.wallet');
      await vi.waitFor(() => expect(account(config)).toMatchObject({ status: 'connected', address: wallet.state().accounts[0] }));
      // The account changes in the wallet: both follow.
      wallet.setAccounts([wallet.state().accounts[1]!, wallet.state().accounts[0]!]);
      await vi.waitFor(() => expect(account(config).address).toBe(wallet.state().accounts[0]));
      expect(kit.getState().chains.eip155!.account.address).toBe(wallet.state().accounts[0]);
      // The kit disconnects: wagmi follows.
      await kit.disconnect({ namespace: 'eip155' });
      await vi.waitFor(() => expect(account(config).status).toBe('disconnected'));
      // wagmi connects (modal) and disconnects: the kit follows each time.
      pickWhenOpened(kit);
      await w.connect(config, { connector });
      expect(kit.getState().chains.eip155!.account.status).toBe('connected');
      await w.disconnect(config, { connector });
      expect(kit.getState().chains.eip155!.account.status).toBe('disconnected');
      expect(account(config).status).toBe('disconnected');
      // One kit event per real change, none bounced back.
      expect(kitEvents).toEqual(['connected', 'disconnected', 'connected', 'disconnected']);
      expect(statuses.filter((s, i) => s !== statuses[i - 1])).toEqual(['connected', 'disconnected', 'connecting', 'connected', 'disconnected']);
    });

    it("reconnect() on a reload waits for the kit's silent restore: connected, and the wallet is not prompted", async () => {
      const kitStorage = createMemoryStorage();
      const wagmiStore = new Map<string, string>();
      const first = page({ kitStorage, wagmiStore });
      pickWhenOpened(first.kit);
      await w.connect(first.config, { connector: first.connector });
      await first.kit.destroy();
      first.wallet.clearRequests();

      const second = page({ kitStorage, wagmiStore, win: first.win, wallets: first.wallets });
      await w.reconnect(second.config);
      expect(account(second.config)).toMatchObject({ status: 'connected', address: first.wallet.state().accounts[0], connector: { id: 'latchkey' } });
      expect(first.wallet.requests().map((r) => r.method)).not.toContain('eth_requestAccounts');
    });

    it('reconnect() with nothing to restore leaves wagmi disconnected and opens no modal', async () => {
      const { kit, config } = page();
      const opened = vi.fn();
      kit.on('modalOpened', opened);
      await w.reconnect(config);
      expect(account(config).status).toBe('disconnected');
      expect(opened).not.toHaveBeenCalled();
    });
  });
}

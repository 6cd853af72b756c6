// The plugin in a kit, in Node: the Sui JSON-RPC double (src/test/rpcDouble.ts) and the mock Sui
// Wallet Standard wallet (src/test/mockWallet.ts) stand in for a full node and a wallet.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { internals, ConfigError, createKit, createMemoryStorage, defineNamespace, definePlugin, isAddress, isKitError, UserRejectedError, ValidationError, type Kit, type KitOptions, type PluginInput } from '@latchkey/kernel';
import { siwx } from '@latchkey/siwx';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { sui, SUI_PLUGIN_ID, suiDevnet, suiLocalnet, suiMainnet, suiTestnet, type WalletRegistry } from './index';
import { transferGasBudget } from './assets';
import { startSuiRpcDouble, DOUBLE_COMPUTATION_UNITS, DOUBLE_STORAGE_MIST, type SuiRpcDouble } from './test/rpcDouble';
import { createMockSuiWallet, createTestRegistry, type MockSuiWallet } from './test/mockWallet';

const silent = { warn() {}, error() {}, info() {}, debug() {} };
const SUI = 1_000_000_000n;
const COIN = '0xbeef::acme::ACME';
const OTHER = `0x${'cd'.repeat(32)}`;

let node: SuiRpcDouble;
beforeAll(async () => {
  node = await startSuiRpcDouble();
  node.setCoinMetadata(COIN, { decimals: 6, symbol: 'ACME', name: 'Acme coin' });
});
afterAll(async () => {
  await node?.close();
});

const kits: Kit[] = [];
afterEach(async () => {
  for (const kit of kits.splice(0)) await kit.destroy();
});

function makeKit(options: { wallets?: WalletRegistry; plugins?: PluginInput; extra?: Partial<KitOptions> } = {}): Kit {
  const kit = createKit({
    metadata: { name: 'Sui tests', description: 'tests', url: 'http://127.0.0.1', icons: [] },
    networks: [suiLocalnet(node.url)],
    storage: createMemoryStorage(),
    logger: silent,
    basic: true,
    ...options.extra,
    plugins: [sui({ wallets: options.wallets ?? createTestRegistry() }), ...(options.plugins ?? [])],
  });
  kits.push(kit);
  return kit;
}

function withWallet(extra: Parameters<typeof makeKit>[0] = {}): { kit: Kit; mock: MockSuiWallet; registry: ReturnType<typeof createTestRegistry> } {
  const mock = createMockSuiWallet({ rpcUrl: node.url });
  const registry = createTestRegistry();
  registry.register(mock.wallet);
  return { kit: makeKit({ ...extra, wallets: registry }), mock, registry };
}

describe('the sixth family from outside the kit', () => {
  it('is served only once its plugin is installed: the kernel knows no sui', () => {
    const create = (plugins: PluginInput) => createKit({ metadata: { name: 'x', description: 'x', url: 'http://127.0.0.1', icons: [] }, networks: [suiMainnet], storage: createMemoryStorage(), logger: silent, plugins });
    // Another family's chain plugin alone: the kit refuses the sui network, naming it.
    const other = definePlugin({ id: 'other-chain', kind: 'chain', namespaces: [defineNamespace({ namespace: 'acme', chainReference: String, accountTypes: ['eoa'], methods: { safe: [], unsafe: [] }, addressError: () => 'never' })] });
    let error: unknown;
    try {
      create([other]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).shortMessage).toBe('Unsupported chain namespace');
    expect((error as ConfigError).message).toContain('sui:mainnet');
    const kit = create([sui({ wallets: createTestRegistry() })]);
    kits.push(kit);
    expect(kit.namespace('sui')?.accountTypes).toEqual(['eoa']);
    expect(isAddress(kit, suiMainnet, `0x${'ab'.repeat(32)}`)).toBe(true);
    expect(isAddress(kit, suiMainnet, '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(false);
    expect(internals(kit).requests.classify('suix_getBalance', 'sui')).toBe('safe');
    expect(internals(kit).requests.classify('sui_signAndExecuteTransaction', 'sui')).toBe('unsafe');
    expect(internals(kit).requests.classify('sui_executeTransactionBlock', 'sui')).toBe('unknown');
  });

  it('installs and disposes leaving nothing behind, and stops listening to the wallet registry', async () => {
    const registry = createTestRegistry();
    registry.register(createMockSuiWallet({ rpcUrl: node.url }).wallet);
    const kit = createKit({ metadata: { name: 'x', description: 'x', url: 'http://127.0.0.1', icons: [] }, networks: [suiLocalnet(node.url)], storage: createMemoryStorage(), logger: silent, plugins: [sui({ wallets: registry })] });
    expect(kit.getState().connectors.map((c) => c.id)).toEqual(['sui-mock-sui-wallet']);
    await kit.destroy();
    expect(kit.stats()).toEqual({ listeners: 0, connectors: 0, views: 0, rpcMethods: 0, plugins: 0 });
    // A wallet registered after the kit is gone adds nothing anywhere.
    registry.register(createMockSuiWallet({ rpcUrl: node.url, name: 'Late' }).wallet);
    expect(kit.getState().connectors).toEqual([]);
  });

  it('answers the read methods through the network’s RPC, with the node’s JSON-RPC errors', async () => {
    const kit = makeKit();
    await expect(kit.request({ namespace: 'sui', method: 'sui_getChainIdentifier' })).resolves.toBe(node.chainIdentifier);
    node.failNext('suix_getReferenceGasPrice', { code: -32603, message: 'Internal error' });
    await expect(kit.request({ namespace: 'sui', method: 'suix_getReferenceGasPrice' })).rejects.toThrow('Internal error');
    await expect(kit.request({ namespace: 'sui', method: 'sui_executeTransactionBlock', params: ['AA==', []] })).rejects.toThrow('Action not allowed');
  });
});

describe('the Wallet Standard connector', () => {
  it('lists Sui wallets only, connects, follows account changes and disconnects', async () => {
    const { kit, mock, registry } = withWallet();
    // A wallet without a sui: chain or without sui:signPersonalMessage is not a Sui wallet.
    const evmOnly = createMockSuiWallet({ rpcUrl: node.url, name: 'EVM only', chains: ['eip155:1' as `${string}:${string}`] });
    const noSigning = createMockSuiWallet({ rpcUrl: node.url, name: 'No signing' });
    delete (noSigning.wallet.features as Record<string, unknown>)['sui:signPersonalMessage'];
    registry.register(evmOnly.wallet, noSigning.wallet);
    expect(kit.getState().connectors.map((c) => [c.id, c.namespaces, c.chains])).toEqual([['sui-mock-sui-wallet', ['sui'], ['sui:localnet']]]);

    const account = await kit.connect('sui-mock-sui-wallet');
    expect(account).toMatchObject({ namespace: 'sui', address: mock.address, caipAddress: `sui:localnet:${mock.address}` });
    expect(kit.getState().chains.sui?.account.status).toBe('connected');

    const next = new Ed25519Keypair();
    mock.switchAccount(next);
    await expect.poll(() => kit.getState().chains.sui?.account.address).toBe(next.toSuiAddress());

    await kit.disconnect({ namespace: 'sui' });
    expect(kit.getState().chains.sui?.account.status).toBe('disconnected');
    expect(mock.wallet.accounts).toEqual([]);
  });

  it('reconnects silently after a reload, and switches only to a network the wallet claims', async () => {
    const mock = createMockSuiWallet({ rpcUrl: node.url, chains: ['sui:localnet', 'sui:testnet'] });
    const registry = createTestRegistry();
    registry.register(mock.wallet);
    const storage = createMemoryStorage();
    const networks = [suiLocalnet(node.url), suiTestnet, suiDevnet];
    const first = makeKit({ wallets: registry, extra: { storage, networks } });
    await first.connect('sui-mock-sui-wallet');
    await first.switchNetwork('sui:testnet');
    expect(first.getState().chains.sui?.network.caipNetwork?.caipNetworkId).toBe('sui:testnet');
    await expect(first.switchNetwork('sui:devnet')).rejects.toThrow('Chain is not supported');
    // The page reloads: a new kit on the same storage asks the wallet silently and is connected again.
    await first.destroy();
    const connect = mock.wallet.features['standard:connect'] as { connect: (input?: { silent?: boolean }) => Promise<unknown> };
    const asked: unknown[] = [];
    const original = connect.connect;
    connect.connect = (input) => (asked.push(input), original(input));
    const second = makeKit({ wallets: registry, extra: { storage, networks } });
    await second.ready;
    await expect.poll(() => second.getState().chains.sui?.account.status).toBe('connected');
    expect(second.getState().chains.sui?.account.address).toBe(mock.address);
    expect(asked).toEqual([{ silent: true }]);
  });

  it('turns the visitor’s refusal in the wallet into the kit’s UserRejectedError', async () => {
    const { kit, mock } = withWallet();
    mock.rejectNext('connect');
    const refused = await kit.connect('sui-mock-sui-wallet').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(UserRejectedError);
    expect((refused as UserRejectedError).shortMessage).toBe('User rejected the request.');
    await kit.connect('sui-mock-sui-wallet');
    mock.rejectNext('sign');
    await expect(kit.request({ namespace: 'sui', method: 'sui_signPersonalMessage', params: { message: 'Hi' } })).rejects.toBeInstanceOf(UserRejectedError);
    const signed = await kit.request<{ signature: string }>({ namespace: 'sui', method: 'sui_signPersonalMessage', params: { message: 'Hi' } });
    expect(signed.signature).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(mock.signed).toEqual(['Hi']);
  });
});

describe('the asset capability against the node double', () => {
  it('reads SUI first, then each coin type asked (0 when never held), in base units', async () => {
    const owner = new Ed25519Keypair().toSuiAddress();
    node.setBalance(owner, 12n * SUI + 345_000_000n);
    node.setBalance(owner, 2_500_000n, COIN);
    const kit = makeKit();
    const balances = await kit.assets('sui')!.balances({ address: owner, network: suiLocalnet(node.url), tokens: [COIN, '0xfeed::nope::NOPE'] });
    expect(balances).toEqual([
      { symbol: 'SUI', name: 'Sui', decimals: 9, amount: 12_345_000_000n },
      { token: COIN, symbol: 'ACME', name: 'Acme coin', decimals: 6, amount: 2_500_000n },
      { token: '0xfeed::nope::NOPE', symbol: 'NOPE', decimals: 0, amount: 0n },
    ]);
    await expect(kit.assets('sui')!.balances({ address: owner, network: suiLocalnet(node.url), tokens: ['not a type'] })).rejects.toBeInstanceOf(ValidationError);
    node.failNext('suix_getBalance', { code: -32602, message: 'Invalid params' });
    await expect(kit.assets('sui')!.balances({ address: owner, network: suiLocalnet(node.url) })).rejects.toThrow('Invalid params');
  });

  it('keeps a transfer’s gas budget back for Max, never below zero', async () => {
    const owner = new Ed25519Keypair().toSuiAddress();
    node.setBalance(owner, 3n * SUI);
    const kit = makeKit();
    const network = suiLocalnet(node.url);
    await expect(kit.assets('sui')!.maxNative!({ address: owner, network })).resolves.toBe(3n * SUI - transferGasBudget(node.gasPrice));
    node.setBalance(owner, 1_000n);
    await expect(kit.assets('sui')!.maxNative!({ address: owner, network })).resolves.toBe(0n);
  });

  it('sends SUI through the kit’s gate and the wallet’s sui:signAndExecuteTransaction: the balance moves on the node', async () => {
    const { kit, mock } = withWallet();
    const network = suiLocalnet(node.url);
    node.setBalance(mock.address, 5n * SUI);
    const before = node.balance(OTHER);
    await kit.connect('sui-mock-sui-wallet');
    const assets = kit.assets('sui')!;
    const { id } = await assets.transfer!({ network, from: mock.address, to: OTHER, amount: 1_500_000_000n });
    expect(node.executed).toContain(id);
    const gas = node.gasPrice * DOUBLE_COMPUTATION_UNITS + DOUBLE_STORAGE_MIST;
    expect(node.balance(OTHER)).toBe(before + 1_500_000_000n);
    expect(node.balance(mock.address)).toBe(5n * SUI - 1_500_000_000n - gas);
    expect(assets.transactionUrl(suiMainnet, id)).toBe(`https://suiscan.xyz/mainnet/tx/${id}`);
    // Max, then sending it, leaves only the unspent part of the gas budget.
    const max = await assets.maxNative!({ address: mock.address, network });
    await assets.transfer!({ network, from: mock.address, to: OTHER, amount: max });
    expect(node.balance(mock.address)).toBe(transferGasBudget(node.gasPrice) - gas);
  });

  it('refuses a refused, a token or an empty transfer with typed errors, and moves nothing', async () => {
    const { kit, mock } = withWallet();
    const network = suiLocalnet(node.url);
    node.setBalance(mock.address, 2n * SUI);
    await kit.connect('sui-mock-sui-wallet');
    const assets = kit.assets('sui')!;
    mock.rejectNext('execute');
    await expect(assets.transfer!({ network, from: mock.address, to: OTHER, amount: SUI })).rejects.toBeInstanceOf(UserRejectedError);
    await expect(assets.transfer!({ network, from: mock.address, to: OTHER, amount: 1n, token: { address: COIN, decimals: 6 } })).rejects.toThrow('A token is required');
    await expect(assets.transfer!({ network, from: mock.address, to: OTHER, amount: 0n })).rejects.toThrow('An amount and receiver address are required');
    // More than the account holds: the node refuses it (its JSON-RPC error reaches the caller).
    await expect(assets.transfer!({ network, from: mock.address, to: OTHER, amount: 2n * SUI })).rejects.toThrow('InsufficientCoinBalance');
    expect(node.balance(mock.address)).toBe(2n * SUI);
  });

  it('shows the connected account’s SUI balance in the kit state', async () => {
    const { kit, mock } = withWallet();
    node.setBalance(mock.address, 7n * SUI + 654_321_000n);
    await kit.connect('sui-mock-sui-wallet');
    await expect.poll(() => [kit.getState().chains.sui?.account.balance, kit.getState().chains.sui?.account.balanceSymbol]).toEqual(['7.654', 'SUI']);
  });
});

describe('sign-in with the siwx plugin', () => {
  it('signs the CAIP-122 message in the wallet and keeps the session the Sui SDK verified', async () => {
    const { kit, mock } = withWallet({ plugins: [siwx()] });
    await kit.connect('sui-mock-sui-wallet');
    await kit.plugin('siwx').signIn();
    const sessions = await kit.plugin('siwx').getSessions('sui:localnet', mock.address);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.message).toMatch(/^.+ wants you to sign in with your Sui account:\n0x[0-9a-f]{64}\n\nPlease sign with your account\n\nURI: .+\nVersion: 1\nChain ID: localnet\nNonce: [A-Za-z0-9]{16}\n/);
    expect(mock.signed).toEqual([sessions[0]!.message]);
  });

  it('keeps no session when the signature is not the account’s', async () => {
    const { kit, mock } = withWallet({ plugins: [siwx()] });
    await kit.connect('sui-mock-sui-wallet');
    // The wallet signs with another key than the account it reports.
    const feature = mock.wallet.features['sui:signPersonalMessage'] as { signPersonalMessage: (input: { message: Uint8Array }) => Promise<unknown> };
    const stranger = new Ed25519Keypair();
    feature.signPersonalMessage = (input) => stranger.signPersonalMessage(input.message);
    const error = await kit.plugin('siwx').signIn().catch((e: unknown) => e);
    expect(isKitError(error) && error.shortMessage).toBe('Error signing message');
    await expect(kit.plugin('siwx').getSessions('sui:localnet', mock.address)).resolves.toEqual([]);
  });
});

describe('the plugin id', () => {
  it('is its own scope', () => {
    expect(sui().id).toBe(SUI_PLUGIN_ID);
    expect(sui()).not.toBe(sui());
  });
});

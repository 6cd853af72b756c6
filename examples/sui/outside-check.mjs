// The package as an outside app gets it: run with Node in a folder where `@acme/latchkey-sui` and
// the Latchkey packages are installed from a registry (the registry end-to-end test copies this
// file into its consumer app and runs it there). Only public API: the kit from @latchkey/kernel,
// the five families of `multichain()`, this package's `sui()` beside them, and its published test
// doubles (`@acme/latchkey-sui/testing`). It connects the mock wallet, reads the balance through
// the asset capability and the Account state, sends SUI and sees it move on the node double, and
// signs in (CAIP-122, verified by the namespace's siwx hook, directly and through `siwx()`).
// Prints a short summary; exits 1 on the first failure, and never hangs (a deadline ends it).
import { createKit, createMemoryStorage, definePlugin, namespaceTools } from '@latchkey/kernel';
import { multichain } from '@latchkey/presets/multichain';
import { siwx } from '@latchkey/siwx';
import { sui, suiLocalnet, SUI_NAMESPACE } from '@acme/latchkey-sui';
import { createMockSuiWallet, createTestRegistry, startSuiRpcDouble, DOUBLE_COMPUTATION_UNITS, DOUBLE_STORAGE_MIST } from '@acme/latchkey-sui/testing';

const DEADLINE_MS = 60_000;
const MIST = 1_000_000_000n;
const RECEIVER = `0x${'cd'.repeat(32)}`;
const deadline = setTimeout(() => {
  console.error(`outside check: not done after ${DEADLINE_MS / 1000} s`);
  process.exit(1);
}, DEADLINE_MS);

/** Fails the check with `message` unless `ok`. */
function check(ok, message) {
  if (!ok) throw new Error(message);
}

/** Polls `read` until it returns `want` (compared as JSON) or 10 s pass. */
async function until(read, want, what) {
  const started = Date.now();
  let last;
  while (Date.now() - started < 10_000) {
    last = read();
    if (JSON.stringify(last) === JSON.stringify(want)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what}: ${JSON.stringify(last)}, expected ${JSON.stringify(want)}`);
}

const node = await startSuiRpcDouble();
let kit;
try {
  const network = suiLocalnet(node.url);
  const mock = createMockSuiWallet({ rpcUrl: node.url });
  const wallets = createTestRegistry();
  wallets.register(mock.wallet);
  node.setBalance(mock.address, 5n * MIST);
  const start = node.balance(RECEIVER);

  // The namespace tools a dapp's own plugin gets (what siwx() hands the verifier), for the direct check.
  let tools;
  const preset = multichain();
  const probe = definePlugin({ id: 'outside-probe', kind: 'feature', setup: (ctx) => void (tools = namespaceTools(ctx, SUI_NAMESPACE)) });
  kit = createKit({
    metadata: { name: 'Outside app', description: 'An app that installed the kit and the plugin', url: 'http://127.0.0.1', icons: [] },
    networks: [network, { id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }],
    storage: createMemoryStorage(),
    basic: true,
    logger: { warn() {}, error() {}, info() {}, debug() {} },
    plugins: [...preset, sui({ wallets }), siwx(), probe],
  });
  await kit.ready;

  // Beside the five families of multichain(), the sixth: its namespace, its wallet as a connector.
  for (const ns of ['eip155', 'solana', SUI_NAMESPACE]) check(kit.namespace(ns), `no ${ns} namespace in the kit`);
  const connector = kit.getState().connectors.find((c) => c.name === mock.wallet.name && c.namespaces.includes(SUI_NAMESPACE));
  check(connector, `no connector for the mock wallet among ${kit.getState().connectors.map((c) => c.id).join(', ')}`);
  const account = await kit.connect(connector.id);
  check(account.address === mock.address && account.caipAddress === `${network.caipNetworkId}:${mock.address}`, `connected as ${JSON.stringify(account)}`);

  // The balance: through the asset capability, and in the Account state the views show.
  const assets = kit.assets(SUI_NAMESPACE);
  check(assets?.transfer, 'kit.assets() offers no transfer for the namespace');
  const [before] = await assets.balances({ address: mock.address, network });
  check(before?.symbol === 'SUI' && before.decimals === 9 && before.amount === 5n * MIST, `balances: ${JSON.stringify(before, (_, v) => (typeof v === 'bigint' ? `${v}n` : v))}`);
  await until(() => [kit.getState().chains[SUI_NAMESPACE]?.account.balance, kit.getState().chains[SUI_NAMESPACE]?.account.balanceSymbol], ['5', 'SUI'], 'Account balance');

  // A transfer through the kit's request gate and the wallet: the coins move on the node.
  const amount = 1_500_000_000n;
  const { id } = await assets.transfer({ network, from: mock.address, to: RECEIVER, amount });
  const gas = node.gasPrice * DOUBLE_COMPUTATION_UNITS + DOUBLE_STORAGE_MIST;
  check(node.executed.includes(id), `transaction ${id} was not executed on the node`);
  check(node.balance(RECEIVER) === start + amount, `receiver holds ${node.balance(RECEIVER)}`);
  check(node.balance(mock.address) === 5n * MIST - amount - gas, `sender holds ${node.balance(mock.address)}`);
  const [after] = await assets.balances({ address: mock.address, network });
  check(after?.amount === 5n * MIST - amount - gas, `balance after the transfer: ${after?.amount}`);

  // Sign-in: the namespace's own CAIP-122 text, signed in the wallet, checked by its siwx hook…
  const hooks = kit.namespace(SUI_NAMESPACE).siwx;
  check(hooks?.formatMessage && hooks.verify, 'the namespace has no siwx hooks');
  const message = hooks.formatMessage({ domain: '127.0.0.1', accountAddress: mock.address, chainId: network.caipNetworkId, uri: 'http://127.0.0.1', version: '1', nonce: 'outside1234', statement: 'Outside check' });
  check(message.startsWith('127.0.0.1 wants you to sign in with your Sui account:\n'), `message: ${message}`);
  const { signature } = await kit.request({ namespace: SUI_NAMESPACE, method: 'sui_signPersonalMessage', params: { message } });
  check((await hooks.verify({ message, signature, address: mock.address, network }, tools)) === true, 'the hook refused the wallet’s own signature');
  check((await hooks.verify({ message: `${message}\nResources:\n- https://evil.example`, signature, address: mock.address, network }, tools)) === false, 'the hook accepted an altered message');
  check((await hooks.verify({ message, signature, address: RECEIVER, network }, tools)) === false, 'the hook accepted another address');
  // …and the kit's sign-in flow with siwx(), which keeps only a session the hook verified.
  await kit.plugin('siwx').signIn();
  const sessions = await kit.plugin('siwx').getSessions(network.caipNetworkId, mock.address);
  check(sessions.length === 1 && mock.signed.includes(sessions[0].message), `sessions: ${JSON.stringify(sessions)}`);

  console.log(
    [
      `outside check: ${connector.id} connected ${mock.address.slice(0, 10)}… on ${network.caipNetworkId}, beside multichain() (${preset.map((p) => p.id).join(', ')})`,
      `balance 5 SUI (assets and Account), sent ${amount} MIST in ${id}: sender ${node.balance(mock.address)}, receiver +${amount}`,
      `sign-in verified by the namespace hook (altered message and other address refused); siwx session kept`,
    ].join('\n'),
  );
} catch (error) {
  console.error(`outside check failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await kit?.destroy().catch(() => undefined);
  await node.close();
  clearTimeout(deadline);
}
// Nothing else may keep the process alive (a plugin's timer, a socket): the verdict is in.
process.exit(process.exitCode ?? 0);

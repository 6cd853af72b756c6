// `npm run wallet -- '<wc: URI>'`: the WalletConnect test wallet in a terminal, so a person can pair
// the demo (or any dapp on the local relay) by hand. It approves every proposal and request, logs
// each, and takes commands on stdin (another wc: URI, chain, account, disconnect, reject, …).
// Needs the local stack running (`npm run stack` or `npm run demo`): the same ports and env vars.
import { createInterface } from 'node:readline';
import { hexToString, isHex } from 'viem';
import { resolveRelayPort, resolveSolanaPort, resolveStackPorts } from '../stack';
import { wcWalletOptions } from './from-stack';
import type { WcPendingItem, WcRequestLogEntry, WcWallet, WcWalletSession } from './types';
import { createWcWallet } from './wallet';

const USAGE = `Usage: npm run wallet -- '<wc: URI>' [--relay ws://127.0.0.1:4200] [--delay <ms>] [--sdk-log <level>]

Pairs the Latchkey WalletConnect test wallet (EVM accounts #6 and #7 on both local chains,
Solana account #3 on the local endpoint; local test keys, never real funds) with the dapp that
showed the URI, approves the session and every request, and logs them. Start the stack first
(npm run stack, or npm run demo). Ports follow the stack's env vars (LATCHKEY_CHAIN_A_PORT,
LATCHKEY_CHAIN_B_PORT, LATCHKEY_SOLANA_PORT, LATCHKEY_RELAY_PORT).

Commands (type them while it runs):
  wc:…             pair with another URI
  chain <id>       switch the EVM chain (31337 or 31338): chainChanged in every session
  account <n>      select EVM account n (0 or 1): accountsChanged
  reject           refuse the next proposal or request (4001 / 5000)
  delay <ms>       wait before answering each proposal and request
  sessions         list the sessions
  disconnect       end every session from the wallet's side
  quit             close the wallet (also Ctrl-C)`;

interface CliArgs {
  uri?: string;
  relay?: string;
  delayMs: number;
  sdkLog?: string;
}

function parseArgs(argv: string[]): CliArgs {
  const args: CliArgs = { delayMs: 0 };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    const value = (): string => {
      const next = argv[++index];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--relay') args.relay = value();
    else if (arg === '--delay') args.delayMs = Number(value());
    else if (arg === '--sdk-log') args.sdkLog = value();
    else if (arg === '--help' || arg === '-h') throw new Error('help');
    else if (arg.startsWith('wc:')) args.uri = arg;
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!Number.isFinite(args.delayMs) || args.delayMs < 0) throw new Error('--delay needs a number of milliseconds');
  return args;
}

/** A short, readable form of request params for the log. */
function summarize(method: string, params: unknown): string {
  if (method === 'personal_sign' && Array.isArray(params) && typeof params[0] === 'string') {
    const message = params[0];
    const text = isHex(message) ? hexToString(message) : message;
    return `"${text.length > 80 ? `${text.slice(0, 80)}…` : text}" by ${String(params[1])}`;
  }
  const json = JSON.stringify(params) ?? '';
  return json.length > 160 ? `${json.slice(0, 160)}…` : json;
}

function describeSession(session: WcWalletSession): string {
  const lines = [`session ${session.topic.slice(0, 8)}… with ${session.peer.name} (${session.peer.url})`];
  for (const [key, namespace] of Object.entries(session.namespaces)) {
    lines.push(`  ${key}: ${namespace.accounts.join(', ')}`);
    lines.push(`    methods ${namespace.methods.join(', ') || '—'}; events ${namespace.events.join(', ') || '—'}`);
  }
  return lines.join('\n');
}

async function relayIsUp(relayUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${relayUrl.replace(/^ws/, 'http')}/health`, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

function attachLogging(wallet: WcWallet, say: (line: string) => void): void {
  wallet.on('proposal', (payload) => {
    const item = payload as WcPendingItem;
    say(`→ session proposal from ${item.peer.name} (${item.peer.url})`);
  });
  wallet.on('session', (payload) => say(`✓ ${describeSession(payload as WcWalletSession)}`));
  wallet.on('request', (payload) => {
    const item = payload as WcPendingItem;
    say(`→ ${item.method} on ${item.chainId}: ${summarize(item.method, item.params)}`);
  });
  wallet.on('response', (payload) => {
    const entry = payload as WcRequestLogEntry;
    // An approved proposal is reported by the 'session' line.
    if (entry.kind === 'proposal' && entry.outcome === 'resolved') return;
    if (entry.outcome === 'resolved') say(`← ${entry.method}: ${summarize('', entry.result)}`);
    else say(`← ${entry.method} refused: ${entry.error?.code} ${entry.error?.message}`);
  });
  wallet.on('disconnect', (payload) => {
    const { topic, by } = payload as { topic: string; by: string };
    say(`× session ${topic.slice(0, 8)}… ended by the ${by}`);
  });
  wallet.on('error', (error) => say(`! ${(error as Error).message}`));
}

async function runCommand(wallet: WcWallet, line: string, say: (line: string) => void): Promise<boolean> {
  const [command, argument] = line.trim().split(/\s+/);
  if (!command) return true;
  if (command.startsWith('wc:')) {
    say('pairing…');
    await wallet.pair(command);
  } else if (command === 'chain') {
    await wallet.setChain(Number(argument));
    say(`EVM chain is now ${argument}`);
  } else if (command === 'account') {
    await wallet.selectAccount(Number(argument));
    say(`EVM account is now ${wallet.addresses.eip155[0]}`);
  } else if (command === 'reject') {
    wallet.rejectNext();
    say('the next proposal or request will be refused');
  } else if (command === 'delay') {
    wallet.setDelay(Number(argument));
    say(`answers wait ${Number(argument)} ms`);
  } else if (command === 'sessions') {
    const sessions = wallet.sessions();
    say(sessions.length === 0 ? 'no sessions' : sessions.map(describeSession).join('\n'));
  } else if (command === 'disconnect') {
    await wallet.disconnect();
  } else if (command === 'quit' || command === 'exit') {
    return false;
  } else {
    say(`unknown command "${command}" (wc:…, chain, account, reject, delay, sessions, disconnect, quit)`);
  }
  return true;
}

async function main(): Promise<void> {
  let args: CliArgs;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    const help = (error as Error).message === 'help';
    if (!help) console.error(`${(error as Error).message}\n`);
    console.log(USAGE);
    process.exit(help ? 0 : 2);
  }
  const ports = resolveStackPorts();
  const [chainA, chainB] = ports.chains === 'free' ? [8545, 8546] : ports.chains;
  const relayUrl = args.relay ?? `ws://127.0.0.1:${resolveRelayPort()}`;
  if (!(await relayIsUp(relayUrl))) {
    console.error(`No relay answers at ${relayUrl}. Start the stack first (npm run stack, or npm run demo), or pass --relay.`);
    process.exit(1);
  }
  const options = wcWalletOptions(
    {
      chains: [
        { chainId: 31337, rpcUrl: `http://127.0.0.1:${chainA}` },
        { chainId: 31338, rpcUrl: `http://127.0.0.1:${chainB}` },
      ],
      solanaUrl: `http://127.0.0.1:${resolveSolanaPort()}`,
      relayUrl,
    },
    { sdkLogLevel: args.sdkLog ?? 'silent' },
  );
  const wallet = await createWcWallet(options);
  wallet.setDelay(args.delayMs);
  const say = (line: string): void => console.log(`[${new Date().toLocaleTimeString()}] ${line}`);
  attachLogging(wallet, say);
  say(`Latchkey WC Test Wallet on ${relayUrl} (local test keys, never real funds)`);
  say(`  EVM    ${wallet.addresses.eip155.join(', ')} on eip155:31337 and eip155:31338`);
  say(`  Solana ${wallet.addresses.solana.join(', ')}`);

  let closing = false;
  const close = (code: number): void => {
    if (closing) return;
    closing = true;
    wallet.close().finally(() => process.exit(code));
  };
  process.on('SIGINT', () => close(0));
  process.on('SIGTERM', () => close(0));

  const input = createInterface({ input: process.stdin });
  input.on('line', (line) => {
    runCommand(wallet, line, say).then(
      (keepGoing) => keepGoing || close(0),
      (error: unknown) => say(`! ${error instanceof Error ? error.message : String(error)}`),
    );
  });

  if (args.uri) {
    say('pairing…');
    await wallet.pair(args.uri);
  } else {
    say('paste a wc: URI to pair (or type a command; "quit" ends)');
  }
}

main().catch((error: unknown) => {
  console.error('The wallet failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});

// `npm run demo`: the local stack (two EVM chains, the Solana endpoint, the Substrate stand-in,
// the cloud double, the WalletConnect relay double, the reference secure frame) and the demo dapp
// on Vite's dev server, all on 127.0.0.1. Ctrl-C stops everything.
import { createServer, type Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import { assertPortsFree, PortTakenError, startStack } from '@latchkey/test-harness/stack';
import { demoConfig } from './config';

const root = fileURLToPath(new URL('..', import.meta.url));

function serveConfig(json: string): Plugin {
  return {
    name: 'latchkey-demo-config',
    configureServer(server) {
      server.middlewares.use('/demo-config.json', (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'no-store');
        res.end(json);
      });
    },
  };
}

/** A port taken by another program is said in a sentence (which one, how to move it), not a stack trace. */
function fail(error: unknown): never {
  if (error instanceof PortTakenError) console.error(`\nThe demo could not start: ${error.message}\n`);
  else console.error('\nThe demo could not start:', error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}

const port = Number(process.env.LATCHKEY_DEMO_PORT ?? 5173);
await assertPortsFree([{ port, service: 'demo dapp', variable: 'LATCHKEY_DEMO_PORT' }]).catch(fail);
const stack = await startStack().catch(fail);
// The demo's project allows several wallets per namespace; `?multiwallet=1` asks for them.
stack.cloud.setConfig({ multiWallet: { isEnabled: true } });
const config = demoConfig(stack, { devWallets: true });
const server = await createServer({
  configFile: `${root}/vite.config.ts`,
  root,
  server: { host: '127.0.0.1', port, strictPort: true },
  plugins: [serveConfig(JSON.stringify(config))],
});
await server.listen();
const url = `http://127.0.0.1:${port}/`;
console.log('\nLatchkey demo');
console.log(`  demo dapp     ${url}`);
console.log(`  multi-wallet  ${url}?multiwallet=1`);
console.log(`  chain A       ${stack.urls.chainA} (eip155:31337)`);
console.log(`  chain B       ${stack.urls.chainB} (eip155:31338)`);
console.log(`  solana rpc    ${stack.urls.solana} (${stack.solana.caip2}, websockets ${stack.urls.solanaWs})`);
console.log(`  polkadot rpc  ${stack.urls.polkadot} (${stack.polkadot.caip2}; Substrate JSON-RPC stand-in, read methods only)`);
console.log('  bitcoin       Bitcoin Testnet (bip122:000000000933ea01ad0ee984209779ba): the mock wallet holds its own UTXO stand-in; no server');
console.log('  cosmos        Osmosis Testnet (cosmos:osmo-test-5): the mock Keplr signs locally; no server');
console.log(`  cloud double  ${stack.urls.cloud} (RPC proxy ${stack.urls.cloud}/v1/?chainId=…&projectId=${stack.cloud.projectId})`);
console.log(`  relay         ${stack.urls.relay} (WalletConnect relay double; pair by hand: npm run wallet -- '<wc: URI>')`);
console.log(`  secure frame  ${stack.urls.frame} (reference embedded-wallet frame + auth server; not production custody)`);
console.log(`  dev inbox     ${stack.urls.inbox} (email login codes and device-approval links; open it in a tab)`);
console.log('  wallets       "Latchkey Dev Wallet", "Latchkey Second Wallet" (EVM),');
console.log('                "Latchkey Solana Dev Wallet", "Latchkey Solana Second Wallet" (Solana),');
console.log('                "Latchkey Polkadot Dev Wallet" (//Alice, //Bob), "Latchkey Bitcoin Wallet" (testnet), "Keplr" (mock)');
console.log('                — public test keys, never real funds');
console.log('\nPress Ctrl-C to stop.\n');

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.close().catch(() => undefined);
  await stack.stop().catch(() => undefined);
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

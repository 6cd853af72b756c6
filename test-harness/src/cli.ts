// `npm run stack`: starts the local stack in the foreground, prints where everything is, and
// stops it cleanly on Ctrl-C or SIGTERM (exit code 0), so nothing is left on the ports.
import { CLOUD_PATHS, CONTROL_PATHS } from './cloud';
import { LAMPORTS_PER_SOL, SOLANA_TEST_ACCOUNT_LAMPORTS } from './solana/accounts';
import { formatPlanck, startStack } from './stack';
import type { Stack } from './stack';

/**
 * The text printed once the stack is up: URLs, project id, tokens, test accounts, the Solana
 * endpoint with its accounts, and the Substrate stand-in with the dev accounts it holds balances for.
 *
 * @example
 * console.log(describeStack(stack));
 */
export function describeStack(stack: Stack): string {
  const [chainA, chainB] = stack.chains.chains;
  const lines = [
    'Latchkey local stack is running (127.0.0.1 only). Ctrl-C stops it.',
    '',
    `  chain A   ${stack.urls.chainA}   chainId ${chainA!.chainId} (eip155:${chainA!.chainId})`,
    `  chain B   ${stack.urls.chainB}   chainId ${chainB!.chainId} (eip155:${chainB!.chainId})`,
    `  cloud     ${stack.urls.cloud}   projectId ${stack.cloud.projectId}`,
    `  rpc proxy ${stack.urls.cloud}${CLOUD_PATHS.rpc.path}?chainId=eip155:${chainA!.chainId}&projectId=${stack.cloud.projectId}`,
    `  control   ${stack.urls.cloud}${CONTROL_PATHS.faults}, ${CONTROL_PATHS.reset}, ${CONTROL_PATHS.analytics}, ${CONTROL_PATHS.config}`,
    `  solana    ${stack.urls.solana}   websockets ${stack.urls.solanaWs}   ${stack.solana.chain} (${stack.solana.caip2})`,
    `  polkadot  ${stack.urls.polkadot}   Substrate JSON-RPC stand-in (read methods only, not a node)   ${stack.polkadot.caip2}`,
    `  relay     ${stack.urls.relay}   WalletConnect relay double (any projectId); pair a dapp by hand: npm run wallet -- '<wc: URI>'`,
    `  frame     ${stack.urls.frame}   reference secure frame + auth server (email / social login; a reference, not production custody)`,
    `  inbox     ${stack.urls.inbox}   dev inbox: login codes and device-approval links (JSON; ?email=<address>; a page in a browser tab)`,
    '',
    '  tokens (same addresses on both chains):',
    ...Object.entries(chainA!.tokens).map(([name, address]) => `    ${name.toUpperCase().padEnd(5)} ${address}`),
    '',
    '  test accounts (public Hardhat keys, never use them elsewhere):',
    ...stack.chains.accounts.map((account, index) => `    #${index} ${account.address}  ${account.privateKey}`),
    '',
    `  Solana test accounts (${Number(SOLANA_TEST_ACCOUNT_LAMPORTS / LAMPORTS_PER_SOL)} SOL each; address, then the secret key as Phantom imports it):`,
    ...stack.solana.accounts.map((account, index) => `    #${index} ${account.address}  ${account.secretKeyBase58}`),
    '',
    '  Polkadot dev accounts (the public //Alice family; the mock extension holds their keys):',
    ...stack.polkadot.accounts.map((account) => `    ${account.name.padEnd(8)} ${account.address}  ${account.type.padEnd(7)}  ${formatPlanck(account.planck)} UNIT`),
    '',
    '  Bitcoin and Cosmos run no server: their mock wallets (test-harness/src/bitcoin, /cosmos) hold their own stand-ins.',
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const stack = await startStack();
  console.log(describeStack(stack));
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the stack…`);
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Failed to stop the stack cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('The stack failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});

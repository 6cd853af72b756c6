// `npm run demo`: the local stack and the demo dapp (examples/demo/scripts/dev.ts, which prints
// every URL: the demo, both EVM chains, Solana, the Substrate stand-in, the cloud double, the
// relay, the secure frame and its inbox). Ctrl-C stops everything.
import { existsSync } from 'node:fs';
if (!existsSync(new URL('../examples/demo/package.json', import.meta.url))) {
  console.log('The demo dapp is not built yet (it comes with the EVM end-to-end slice).');
  console.log('Meanwhile `npm run stack` starts the local chains and the cloud double.');
  process.exit(0);
}
const { spawn } = await import('node:child_process');
const child = spawn('npm', ['run', 'dev', '-w', 'examples/demo'], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 0));

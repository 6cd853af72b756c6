// `npm run demo`: the demo dapp arrives with the EVM slice (issue 4). Until then, say so plainly.
import { existsSync } from 'node:fs';
if (!existsSync(new URL('../examples/demo/package.json', import.meta.url))) {
  console.log('The demo dapp is not built yet (it comes with the EVM end-to-end slice).');
  console.log('Meanwhile `npm run stack` starts the local chains and the cloud double.');
  process.exit(0);
}
const { spawn } = await import('node:child_process');
const child = spawn('npm', ['run', 'dev', '-w', 'examples/demo'], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 0));

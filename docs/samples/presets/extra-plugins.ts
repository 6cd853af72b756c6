import { createKit } from '@latchkey/kernel';
import { evm } from '@latchkey/presets/evm';
import { activity } from '@latchkey/activity';
import { names } from '@latchkey/names';
import { send } from '@latchkey/send';
import { siwx } from '@latchkey/siwx';
import { mainnet } from 'viem/chains';
import { metadata } from '../metadata';

const signIn = new URLSearchParams(location.search).has('signin');

export const kit = createKit({
  projectId: 'your-project-id',
  metadata,
  networks: [mainnet],
  // A preset is an array of plugins: nest it, add plugins, and leave some out with a falsy entry.
  plugins: [evm(), send(), activity(), names(), signIn && siwx()],
});

import { createKit } from '@latchkey/kernel';
import { solana } from '@latchkey/presets/solana';
import { solanaDevnet, solanaMainnet } from '@latchkey/solana';
import { metadata } from '../metadata';

export const kit = createKit({
  projectId: 'your-project-id',
  metadata,
  networks: [solanaMainnet, solanaDevnet],
  plugins: solana(),
});

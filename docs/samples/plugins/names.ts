import { createKit } from '@latchkey/kernel';
import { eip155 } from '@latchkey/eip155';
import { names } from '@latchkey/names';
import { mainnet } from 'viem/chains';
import { metadata } from '../metadata';

export const kit = createKit({
  projectId: 'your-project-id',
  metadata,
  networks: [mainnet],
  plugins: [eip155(), names({ suffix: '.reown.id' })],
});

export async function claim(label: string) {
  const api = kit.plugin('names');
  if (!api.isValidName(label)) return undefined; // letters, digits, hyphens, 4 characters or more
  if (await api.isNameRegistered(api.fullName(label))) return undefined;
  return api.registerName(label); // the visitor signs the registration message first
}

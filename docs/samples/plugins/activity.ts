import { createKit } from '@latchkey/kernel';
import { activity } from '@latchkey/activity';
import { eip155 } from '@latchkey/eip155';
import { mainnet } from 'viem/chains';
import { metadata } from '../metadata';

export const kit = createKit({
  projectId: 'your-project-id',
  metadata,
  networks: [mainnet],
  plugins: [eip155(), activity({ spam: 'flag' })],
});

export const openActivity = () => kit.open({ view: 'Activity' });

/** One page of an account's history, without touching the view's state. */
export async function firstPage(account: string) {
  const page = await kit.plugin('activity').fetchTransactions({ account, chainId: 'eip155:1' });
  return page;
}

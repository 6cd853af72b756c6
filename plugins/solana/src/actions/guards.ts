import { KitError, type CaipNetwork, type PluginContext } from '@latchkey/kernel';

/** The connected Solana account and the network the kit is on for it. */
export interface Session {
  address: string;
  network: CaipNetwork;
}

/**
 * The connected solana account, or the SPEC §8 error when there is none. Checked before a request
 * is queued, so the visitor is never asked to approve something that cannot run.
 *
 * @example
 * const { address, network } = activeSession(ctx.kit)
 */
export function activeSession(kit: PluginContext['kit']): Session {
  const chain = kit.getState().chains.solana;
  const address = chain?.account.address;
  const network = chain?.network.caipNetwork;
  if (chain?.account.status !== 'connected' || !address || !network) throw new KitError('No ActiveCaipAddress found', { details: 'connect a Solana wallet first' });
  return { address, network };
}

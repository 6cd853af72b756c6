import type { ChainNamespace, KitState } from '@latchkey/kernel';

/**
 * The namespace the visitor is adding a wallet for: the active one, when they are not connected
 * there but are connected on another (SwitchActiveChain led here, or the dapp opened the modal on
 * that namespace). Undefined otherwise.
 */
export function addingNamespace(s: KitState): ChainNamespace | undefined {
  const ns = s.activeNamespace;
  if (!ns || s.chains[ns]?.account.status === 'connected') return undefined;
  const elsewhere = Object.entries(s.chains).some(([n, c]) => n !== ns && c?.account.status === 'connected');
  return elsewhere ? ns : undefined;
}

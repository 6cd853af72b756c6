import { useContext } from 'react';
import { ConfigError, type Kit } from '@latchkey/kernel';
import { KitContext } from '../context';

/**
 * The kit from the nearest `KitProvider`.
 *
 * @example
 * const kit = useKit()
 * await kit.connect('dev.latchkey.wallet')
 */
export function useKit(): Kit {
  const kit = useContext(KitContext);
  if (!kit) throw new ConfigError('useKit must be used inside <KitProvider kit={kit}>');
  return kit;
}

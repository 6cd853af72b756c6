import type { SlotContribution } from '@latchkey/kernel';
import { useKitState } from './useKitState';
import { useKitInternals } from './useKitInternals';

/**
 * The entries of a slot whose conditions hold now (namespace, feature flag, connected), in
 * order. Re-renders when the set changes: connecting, switching namespace, remote config arriving.
 *
 * @example
 * const methods = useSlots('connectMethods')
 */
export function useSlots(slot: string): SlotContribution[] {
  const { slots } = useKitInternals();
  // slots returns the same entry objects each time: a shallow compare sees a real change only.
  return useKitState(() => slots(slot));
}

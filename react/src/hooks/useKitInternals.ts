import { internals, type KitInternals } from '@latchkey/kernel';
import { useKit } from './useKit';

/**
 * The plugin API of the kit from the nearest `KitProvider` (`internals(kit)`): its router, views,
 * slots, request answers, HTTP clients, shake and telemetry. For the modal's views and plugin
 * views; a dapp's own components use `useKit()`.
 *
 * @example
 * const { router } = useKitInternals()
 * router.push('AllWallets')
 */
export function useKitInternals(): KitInternals {
  return internals(useKit());
}

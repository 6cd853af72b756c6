/** What every view component receives from the ViewOutlet. */
export interface ViewProps {
  /** The router entry's params (`internals(kit).router.push('ConnectingExternal', { connectorId })`). */
  params: Record<string, unknown>;
}

/**
 * The console's hint when the services refuse the project id (or it is a placeholder): what to do
 * instead, and where the Self-hosting guide is.
 *
 * @example
 * logger.warn(projectIdHint('your-project-id', 'is a placeholder'))
 */
export function projectIdHint(projectId: string, why: string): string {
  return [
    `[latchkey] Invalid Project ID: projectId "${projectId.slice(0, 80)}" ${why}.`,
    'Get a project id for this app from your WalletConnect / Reown Cloud dashboard and pass it as createKit({ projectId }),',
    'or run without the hosted services: leave projectId out and set basic: true (no remote features), and point endpoints.* and',
    'walletConnect({ relayUrl }) at services you host — see the Self-hosting guide (docs/guide/self-hosting.md, /guide/self-hosting on the docs site).',
  ].join(' ');
}

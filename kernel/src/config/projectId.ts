/**
 * Whether a `projectId` is one a sample or a template left in place of a real one: empty, the
 * docs' 'your-project-id' (any spelling: `YOUR_PROJECT_ID`, `<your project id>`,
 * `your-reown-project-id`), 'undefined' or 'null' (an unset environment variable stringified),
 * or a filler such as 'xxx', '...', 'changeme', 'placeholder'. Such an id is refused by every
 * service, so the kit says so without asking one.
 *
 * @example
 * isPlaceholderProjectId('your-project-id') // true
 * isPlaceholderProjectId('latchkey-dev') // false
 */
export function isPlaceholderProjectId(projectId: string): boolean {
  const bare = projectId.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (bare === '') return true;
  if (/^your.*id$/.test(bare) || /^(project|app)id$/.test(bare)) return true;
  if (/^(x+|0+|undefined|null|changeme|placeholder|todo|tbd|fixme)$/.test(bare)) return true;
  return false;
}

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

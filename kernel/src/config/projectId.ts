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

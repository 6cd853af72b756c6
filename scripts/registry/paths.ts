import { fileURLToPath } from 'node:url';

/** The monorepo root (absolute, with a trailing slash). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Where third-party packages live: every `examples/*` folder whose package is not private and is
 * named in {@link THIRD_PARTY_SCOPE} is built, packed and published like an outside team's package.
 */
export const EXAMPLES_DIR = fileURLToPath(new URL('../../examples/', import.meta.url));

/** The scope of the outside teams' packages (served by the private registry, like `@latchkey`). */
export const THIRD_PARTY_SCOPE = '@acme';

/**
 * A third-party package's own check of itself as installed: a Node ESM script in its folder (never
 * packed), run inside the consumer app so its imports resolve to the published tarballs.
 */
export const OUTSIDE_CHECK = 'outside-check.mjs';

/** The consumer dapp's sources, copied into a temporary folder for every run. */
export const CONSUMER_TEMPLATE_DIR = fileURLToPath(new URL('./consumer-app/', import.meta.url));

import { fileURLToPath } from 'node:url';

/** The monorepo root (absolute, with a trailing slash). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The third-party plugin example, built and published like an outside team's package. */
export const THIRD_PARTY_DIR = fileURLToPath(new URL('../../examples/third-party-plugin/', import.meta.url));

/** The consumer dapp's sources, copied into a temporary folder for every run. */
export const CONSUMER_TEMPLATE_DIR = fileURLToPath(new URL('./consumer-app/', import.meta.url));

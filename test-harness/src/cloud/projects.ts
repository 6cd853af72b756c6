import type { FeatureId, FeatureOverrides, RemoteFeature } from './types';

/** The project id the double knows when no other is given. */
export const DEFAULT_PROJECT_ID = 'latchkey-dev';

/**
 * Origins allowed by default: any port on the loopback names, so a demo or browser test on a
 * free port passes the origin check without configuration. `*` matches any run of characters.
 */
export const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/** Remote feature defaults (SPEC §9). Order is the order the config service lists them. */
export const DEFAULT_FEATURES: readonly RemoteFeature[] = [
  { id: 'email', isEnabled: true, config: null },
  { id: 'socials', isEnabled: true, config: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] },
  { id: 'swaps', isEnabled: true, config: ['1inch'] },
  { id: 'onramp', isEnabled: true, config: ['meld', 'coinbase'] },
  { id: 'activity', isEnabled: true, config: null },
  { id: 'reownBranding', isEnabled: true, config: null },
  { id: 'multiWallet', isEnabled: false, config: null },
];

/** Everything the double answers for one project id. */
export interface ProjectSettings {
  features: RemoteFeature[];
  allowedOrigins: string[];
  analyticsEnabled: boolean;
}

/** Per-project knobs accepted by `addProject`. */
export interface ProjectOptions {
  features?: FeatureOverrides;
  allowedOrigins?: string[];
  analyticsEnabled?: boolean;
}

/**
 * Builds a project's settings: the SPEC defaults with overrides applied.
 *
 * @example
 * makeProject({ features: { multiWallet: { isEnabled: true } } }).features.at(-1); // multiWallet on
 */
export function makeProject(options: ProjectOptions = {}): ProjectSettings {
  return {
    features: applyFeatureOverrides(DEFAULT_FEATURES, options.features ?? {}),
    allowedOrigins: [...(options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS)],
    analyticsEnabled: options.analyticsEnabled ?? true,
  };
}

/**
 * Returns a copy of `features` with the overrides merged in (unnamed features keep their value).
 *
 * @example
 * applyFeatureOverrides(DEFAULT_FEATURES, { swaps: { isEnabled: false } });
 */
export function applyFeatureOverrides(features: readonly RemoteFeature[], overrides: FeatureOverrides): RemoteFeature[] {
  return features.map((feature) => {
    const override = overrides[feature.id];
    if (!override) return { ...feature, config: feature.config ? [...feature.config] : null };
    return {
      id: feature.id,
      isEnabled: override.isEnabled ?? feature.isEnabled,
      config: override.config !== undefined ? (override.config ? [...override.config] : null) : feature.config ? [...feature.config] : null,
    };
  });
}

const FEATURE_IDS: ReadonlySet<string> = new Set<FeatureId>(DEFAULT_FEATURES.map((feature) => feature.id));

/**
 * Checks untrusted feature overrides (from the HTTP control route).
 *
 * @example
 * parseFeatureOverrides({ email: { isEnabled: false } });
 */
export function parseFeatureOverrides(value: unknown): FeatureOverrides {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('features must be an object keyed by feature id');
  const result: FeatureOverrides = {};
  for (const [id, raw] of Object.entries(value)) {
    if (!FEATURE_IDS.has(id)) throw new Error(`Unknown feature id "${id}"`);
    if (typeof raw !== 'object' || raw === null) throw new Error(`Override of "${id}" must be an object`);
    const { isEnabled, config } = raw as Record<string, unknown>;
    if (isEnabled !== undefined && typeof isEnabled !== 'boolean') throw new Error(`"${id}.isEnabled" must be a boolean`);
    if (config !== undefined && config !== null && !(Array.isArray(config) && config.every((item) => typeof item === 'string'))) {
      throw new Error(`"${id}.config" must be a list of strings or null`);
    }
    result[id as FeatureId] = {
      ...(isEnabled === undefined ? {} : { isEnabled }),
      ...(config === undefined ? {} : { config: config as string[] | null }),
    };
  }
  return result;
}

/**
 * Matches an origin against an allow-list where `*` stands for any run of characters.
 *
 * @example
 * isOriginAllowed('http://localhost:5173', ['http://localhost:*']); // true
 */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  return allowed.some((pattern) => {
    const source = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
    return new RegExp(`^${source}$`, 'i').test(origin);
  });
}

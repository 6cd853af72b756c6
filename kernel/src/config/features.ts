// Feature flags: the kernel declares its own (CORE_FEATURES); each plugin declares the ones it reads
// (`KitPlugin.features`). Nothing here knows a plugin's flag by name.
import type { FeatureDeclarations, FeatureFlag, Features, ResolvedFeatures } from '../types/features';

export type { CoreFeatures, FeatureDeclarations, FeatureFlag, Features, ResolvedFeatures } from '../types/features';

const remoteSwitch = (f: { isEnabled: boolean }) => f.isEnabled;

/** The kernel's and React's own flags, at their SPEC §9 defaults. */
export const CORE_FEATURES: FeatureDeclarations = {
  reownBranding: { default: true, remote: remoteSwitch },
  multiWallet: { default: false, remote: remoteSwitch },
  emailShowWallets: { default: true },
  analytics: { default: true },
  allWallets: { default: true },
  legalCheckbox: { default: false },
  smartSessions: { default: false },
  collapseWallets: { default: false },
};

/** The string entries of a remote feature's `config` list, or `fallback` when it has none. */
export const stringList = (config: unknown, fallback: readonly string[]): string[] =>
  Array.isArray(config) ? config.filter((x): x is string => typeof x === 'string') : [...fallback];

interface FeatureSource {
  features?: FeatureDeclarations;
}

/**
 * The flags of a kit: the kernel's, then each plugin's in plugin order (`plugins` as createKit got
 * them, nested and falsy entries allowed). A flag declared twice keeps its first declaration.
 */
export function collectFeatureFlags(plugins: unknown): FeatureDeclarations {
  const out: Record<string, FeatureFlag | undefined> = { ...CORE_FEATURES };
  const walk = (item: unknown): void => {
    if (Array.isArray(item)) item.forEach(walk);
    else if (item && typeof item === 'object') {
      for (const [id, flag] of Object.entries((item as FeatureSource).features ?? {})) if (flag && !(id in out)) out[id] = flag;
    }
  };
  walk(plugins);
  return out as FeatureDeclarations;
}

type Flags = Readonly<Record<string, FeatureFlag | undefined>>;
const entries = (flags: FeatureDeclarations) => Object.entries(flags as Flags).filter((e): e is [string, FeatureFlag] => e[1] !== undefined);
const off = (flag: FeatureFlag) => ('off' in flag ? flag.off : false);
/** Copies lists, so the store (which freezes what it holds) never freezes the caller's arrays. */
const copy = (value: unknown) => (Array.isArray(value) ? [...(value as unknown[])] : value);

/** Every declared flag: the dapp's value where it set one, else the declared default. */
export function resolveLocalFeatures(options: { features?: Features; featureFlags: FeatureDeclarations }): ResolvedFeatures {
  const local = (options.features ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [id, flag] of entries(options.featureFlags)) out[id] = copy(local[id] !== undefined ? local[id] : flag.default);
  return out as ResolvedFeatures;
}

/** Basic mode: every remote flag off, no remote call (SPEC §1). */
export function basicFeatures(options: { features?: Features; featureFlags: FeatureDeclarations }): ResolvedFeatures {
  const out = resolveLocalFeatures(options) as Record<string, unknown>;
  for (const [id, flag] of entries(options.featureFlags)) if (flag.remote) out[id] = off(flag);
  return out as ResolvedFeatures;
}

/** The flags switched off where `which` holds (a restricted region, a refused origin). */
export function switchOff(features: ResolvedFeatures, flags: FeatureDeclarations, which: (flag: FeatureFlag) => boolean | undefined): ResolvedFeatures {
  const out = { ...features } as Record<string, unknown>;
  for (const [id, flag] of entries(flags)) if (which(flag)) out[id] = off(flag);
  return out as ResolvedFeatures;
}

/** The ids of the remote flags the dapp set locally (the remote configuration may override them). */
export function localRemoteKeys(options: { features?: Features; featureFlags: FeatureDeclarations }): string[] {
  const local = (options.features ?? {}) as Record<string, unknown>;
  return entries(options.featureFlags)
    .filter(([id, flag]) => flag.remote && local[id] !== undefined)
    .map(([id]) => id);
}

/**
 * Whether anything in this kit needs the remote configuration: a plugin that declares a remote
 * flag, or a remote flag of the kernel's switched on locally. Never in basic mode. Cheap, so the
 * remote configuration code (a lazy chunk) is only fetched when this says so.
 */
export function remoteFeaturesNeeded(host: { options: { basic: boolean; features?: Features; featureFlags: FeatureDeclarations } }): boolean {
  const { options } = host;
  if (options.basic) return false;
  const local = (options.features ?? {}) as Record<string, unknown>;
  return entries(options.featureFlags).some(([id, flag]) => flag.remote && (!(id in CORE_FEATURES) || Boolean(local[id])));
}

/** Maps the service's feature list onto the declared remote flags (SPEC §7 `/appkit/v1/config`); other entries are ignored. */
export function applyRemoteFeatures(flags: FeatureDeclarations, base: ResolvedFeatures, remote: ReadonlyArray<{ id: string; isEnabled: boolean; config?: unknown }>): ResolvedFeatures {
  const out = { ...base } as Record<string, unknown>;
  for (const entry of remote) {
    const flag = Object.hasOwn(flags, entry.id) ? (flags as Flags)[entry.id] : undefined;
    // Unknown features from a newer service, or of plugins this kit does not have, are ignored.
    if (flag?.remote) out[entry.id] = flag.remote(entry);
  }
  return out as ResolvedFeatures;
}

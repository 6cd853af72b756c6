import type { SocialProvider } from '../types/chain';

/** Features the remote project configuration decides (SPEC §1). */
export const REMOTE_FEATURES = ['email', 'socials', 'swaps', 'onramp', 'activity', 'reownBranding', 'multiWallet'] as const;
export type RemoteFeatureId = (typeof REMOTE_FEATURES)[number];

export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'];

export type { Features, ResolvedFeatures } from '../types/features';
import type { Features, ResolvedFeatures } from '../types/features';

/** SPEC §9 defaults, remote features at their remote defaults. */
export function defaultFeatures(): ResolvedFeatures {
  return {
    email: true,
    socials: [...SOCIAL_PROVIDERS],
    swaps: ['1inch'],
    onramp: ['meld', 'coinbase'],
    activity: true,
    reownBranding: true,
    multiWallet: false,
    receive: true,
    send: true,
    emailShowWallets: true,
    analytics: true,
    allWallets: true,
    legalCheckbox: false,
    smartSessions: false,
    collapseWallets: false,
    pay: false,
  };
}

/** Basic mode: every remote feature off, no remote call (SPEC §1). */
export function basicFeatures(local: Features): ResolvedFeatures {
  return { ...defaultFeatures(), ...stripUndefined(local), email: false, socials: false, swaps: false, onramp: false, activity: false, reownBranding: false, multiWallet: false };
}

export function resolveLocalFeatures(local: Features): ResolvedFeatures {
  return { ...defaultFeatures(), ...stripUndefined(local) };
}

/** Drops unset keys and copies lists, so the store (which freezes what it holds) never freezes the caller's arrays. */
export function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, Array.isArray(v) ? [...(v as unknown[])] : v])) as Partial<T>;
}

export function localRemoteKeys(local: Features): RemoteFeatureId[] {
  return REMOTE_FEATURES.filter((k) => local[k] !== undefined);
}

/**
 * Whether anything in this kit needs the remote configuration: a plugin that declares remote
 * features, or a remote feature switched on locally. Never in basic mode. Cheap, so the remote
 * configuration code (a lazy chunk) is only fetched when this says so.
 */
export function remoteFeaturesNeeded(host: { options: { basic: boolean; features?: Features }; plugins: ReadonlyArray<{ remoteFeatures?: readonly RemoteFeatureId[] }> }): boolean {
  if (host.options.basic) return false;
  if (localRemoteKeys(host.options.features ?? {}).some((k) => host.options.features?.[k])) return true;
  return host.plugins.some((p) => (p.remoteFeatures?.length ?? 0) > 0);
}

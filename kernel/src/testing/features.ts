// Stand-ins for the feature flags the SPEC's plugins declare (email, socials, swaps, onramp,
// activity from the remote configuration; send, receive, pay local), for kernel tests that cannot
// import the plugins. Each plugin's own tests check its real declaration against the SPEC.
import { definePlugin } from '../plugins/definePlugin';
import { stringList, type FeatureDeclarations, type FeatureFlag } from '../config/features';

const SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'];
const list = (fallback: string[]) => (f: { isEnabled: boolean; config?: unknown }) => (f.isEnabled ? stringList(f.config, fallback) : false);

export const SPEC_FLAGS: Record<string, FeatureFlag> = {
  email: { default: true, remote: (f) => f.isEnabled, originChecked: true },
  socials: { default: SOCIALS, remote: (f) => (f.isEnabled ? stringList(f.config, SOCIALS).filter((s) => SOCIALS.includes(s)) : false), originChecked: true },
  swaps: { default: ['1inch'], remote: list(['1inch']), regionRestricted: true },
  onramp: { default: ['meld', 'coinbase'], remote: list(['meld', 'coinbase']), regionRestricted: true },
  activity: { default: true, remote: (f) => f.isEnabled },
  send: { default: true },
  receive: { default: true },
  pay: { default: false },
};

/** The remote flags among them (SPEC §1), with the kernel's two. */
export const SPEC_REMOTE_FLAGS = ['activity', 'email', 'multiWallet', 'onramp', 'reownBranding', 'socials', 'swaps'] as const;

/** A feature plugin that declares `ids` as the SPEC's plugins do. */
export function flagsPlugin(...ids: string[]) {
  const features: Record<string, FeatureFlag> = {};
  for (const id of ids) features[id] = SPEC_FLAGS[id]!;
  return definePlugin({ id: `flags-${ids.join('-') || 'none'}`, kind: 'feature', features: features as FeatureDeclarations });
}

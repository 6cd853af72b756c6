import type { SocialProvider } from './chain';

/** `KitOptions.features`: every flag optional; unset flags take the SPEC §9 defaults. */
export interface Features {
  email?: boolean;
  socials?: SocialProvider[] | false;
  swaps?: string[] | false;
  onramp?: string[] | false;
  activity?: boolean;
  reownBranding?: boolean;
  multiWallet?: boolean;
  receive?: boolean;
  send?: boolean;
  emailShowWallets?: boolean;
  analytics?: boolean;
  allWallets?: boolean;
  legalCheckbox?: boolean;
  smartSessions?: boolean;
  collapseWallets?: boolean;
  pay?: boolean;
}

export type ResolvedFeatures = {
  [K in keyof Features]-?: Exclude<Features[K], undefined>;
};

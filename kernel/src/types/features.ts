import type { PluginFeatures } from '../register';

/**
 * The flags the kernel and the React views read themselves. Every other flag is declared by the
 * plugin that reads it (`KitPlugin.features`) and typed through `PluginFeatures`.
 */
export interface CoreFeatures {
  /** The "UX by Reown" line (remote). */
  reownBranding?: boolean;
  /** More than one wallet per namespace (remote; SPEC §6). */
  multiWallet?: boolean;
  /** The email view also lists wallets. */
  emailShowWallets?: boolean;
  analytics?: boolean;
  /** The "All Wallets" entry. */
  allWallets?: boolean;
  legalCheckbox?: boolean;
  smartSessions?: boolean;
  /** Wallets behind one "Continue with a wallet" button. */
  collapseWallets?: boolean;
}

/**
 * `KitOptions.features`: every flag optional; an unset flag takes its declared default (SPEC §9).
 * The kernel's flags, plus those of the plugins in the app (`PluginFeatures`).
 */
export type Features = CoreFeatures & { [K in keyof PluginFeatures]?: PluginFeatures[K] | undefined };

/** The flags as the kit resolved them (`kit.getState().features`). */
export type ResolvedFeatures = {
  [K in keyof Features]-?: Exclude<Features[K], undefined>;
};

/**
 * How a flag is decided: declared by the kernel for its own flags and by each plugin for the ones
 * it reads (`KitPlugin.features`). A flag no plugin in the kit declares is not in the state.
 *
 * @example
 * features: {
 *   swaps: { default: ['1inch'], remote: (f) => (f.isEnabled ? stringList(f.config, ['1inch']) : false), regionRestricted: true },
 * }
 */
export interface FeatureFlag<T = unknown> {
  /** The value when the dapp sets none (SPEC §9). */
  default: T;
  /** The value when the flag is switched off (basic mode, a restricted region, a refused origin); false when absent. */
  off?: T;
  /**
   * Decided by the remote project configuration (SPEC §1): its value from the service's feature entry
   * of the same id. A kit with a plugin that declares such a flag fetches the configuration; basic
   * mode switches it off.
   */
  remote?: (entry: { isEnabled: boolean; config?: unknown }) => T;
  /** Not offered to visitors in a restricted region (SPEC §9 time zones). */
  regionRestricted?: boolean;
  /** Needs the page's origin allowed for the project (`/projects/v1/origins`): off when it is not. */
  originChecked?: boolean;
}

/** Flag declarations by flag id. */
export type FeatureDeclarations = { [K in keyof ResolvedFeatures]?: FeatureFlag<ResolvedFeatures[K]> } & { [id: string]: FeatureFlag | undefined };

import type { ChainNamespace } from '@latchkey/kernel';

/** The plugin id: `kit.plugin('names')`, `getState().plugins.names`, its storage prefix. */
export const NAMES_PLUGIN_ID = 'names';

/** The plugin's views (SPEC §2 names). */
export const NAMES_VIEWS = {
  register: 'RegisterAccountName',
  success: 'RegisterAccountNameSuccess',
} as const;

/** SPEC §9: account names are EVM only. */
export const NAMES_NAMESPACES: readonly ChainNamespace[] = ['eip155'];

/** SPEC §9: the name suffixes: `.reown.id`, and the legacy `.wcn.id`. */
export const NAME_SUFFIXES = ['.reown.id', '.wcn.id'] as const;

/** The suffix new names get unless `names({ suffix })` says otherwise. */
export const DEFAULT_NAME_SUFFIX = '.reown.id';

/** SPEC §9: blockchain API calls give up after 10 s. */
export const API_TIMEOUT_MS = 10_000;

/** How long the visitor has to approve and sign the registration message. */
export const SIGN_TIMEOUT_MS = 5 * 60_000;

/** How long the register view waits after the last key before it asks for suggestions. */
export const SUGGESTION_DELAY_MS = 300;

/** SLIP-44 coin type of Ethereum mainnet. */
export const ETH_COIN_TYPE = 60;

/** ENSIP-11: EVM chains other than mainnet use `0x80000000 | chainId`, so chain ids stay below 2^31 (SPEC §5). */
export const SLIP44_MSB = 0x80000000;

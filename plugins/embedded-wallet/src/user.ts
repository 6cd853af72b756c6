import { StorageKeys, type ChainNamespace, type KitStorage } from '@latchkey/kernel';
import type { AccountType, FrameUser } from './protocol/events';

/** SPEC §5: a display name longer than this is cut, with an ellipsis. */
export const DISPLAY_NAME_MAX = 30;

/**
 * The name the Account view shows for an embedded-wallet user (SPEC §5): the social username
 * (Discord's trailing 0 — the old discriminator — dropped), else the email; beyond 30 characters
 * cut with an ellipsis.
 *
 * @example
 * displayName({ userName: 'alice0', socialProvider: 'discord' }); // 'alice'
 */
export function displayName(user: Pick<FrameUser, 'userName' | 'email' | 'socialProvider'>): string | undefined {
  let name = user.userName?.trim() || undefined;
  if (name && user.socialProvider === 'discord' && name.endsWith('0')) name = name.slice(0, -1);
  name ||= user.email?.trim() || undefined;
  if (!name) return undefined;
  const chars = [...name];
  return chars.length > DISPLAY_NAME_MAX ? `${chars.slice(0, DISPLAY_NAME_MAX).join('')}…` : name;
}

/** The user's accounts with the preferred kind first (the kit shows the first). */
export function accountsOf(user: FrameUser, preferred: AccountType | undefined): Array<{ address: string; type: AccountType }> {
  const list = user.accounts?.length ? [...user.accounts] : [{ address: user.address, type: user.preferredAccountType ?? 'eoa' }];
  const want = preferred ?? user.preferredAccountType;
  list.sort((a, b) => Number(b.type === want) - Number(a.type === want));
  const seen = new Set<string>();
  return list.filter((a) => !seen.has(a.address) && (seen.add(a.address), true));
}

const isAccountType = (v: unknown): v is AccountType => v === 'eoa' || v === 'smartAccount';

/**
 * The account kinds the visitor chose per namespace (SPEC §3 `preferred_account_types`, e.g.
 * `{ eip155: 'eoa' }`), from the plugin's storage; anything malformed reads as no choice.
 */
export function storedAccountTypes(storage: KitStorage): Partial<Record<ChainNamespace, AccountType>> {
  const stored = storage.get(StorageKeys.preferredAccountTypes, (v): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v));
  const out: Partial<Record<ChainNamespace, AccountType>> = {};
  for (const [ns, type] of Object.entries(stored ?? {})) if (isAccountType(type)) out[ns as ChainNamespace] = type;
  return out;
}

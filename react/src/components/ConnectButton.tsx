import { useEffect, useRef, useState } from 'react';
import { useAccount } from '../hooks/hooks';
import { useKit } from '../hooks/useKit';
import { useKitState } from '../hooks/useKitState';
import { useShownLocale, useT } from '../i18n/useT';
import { prefetchModal } from '../modal/ModalHost';
import { shortAddress } from '../ui/shortAddress';
import { ThemeRoot } from '../theme/ThemeRoot';
import type * as connectedParts from '../ui/connectedParts';

export interface ConnectButtonProps {
  /** Show the balance next to the address when connected (default true). */
  balance?: boolean;
}

/** Longest account name shown whole in the button; a longer one keeps its start and its end. */
const MAX_NAME = 20;

/**
 * An account name short enough for the button: 'averyveryverylongname.eth' → 'averyveryve…name.eth'.
 *
 * @example
 * shortName('alice.eth') // 'alice.eth'
 */
export function shortName(name: string): string {
  const chars = [...name];
  return chars.length <= MAX_NAME ? name : `${chars.slice(0, 11).join('')}…${chars.slice(-8).join('')}`;
}

type ConnectedParts = typeof connectedParts;

/** Loads the connected button's balance and avatar. Calling it again is free: the bundler caches the module. */
const loadConnectedParts = () => import('../ui/connectedParts');

/**
 * The connected button's balance and avatar (`ui/connectedParts.ts`), loaded once `wanted`: null until
 * then, on the server and in the first client render alike (so hydration matches). A failed load
 * (offline, a replaced deploy) leaves the button showing the address alone and is tried again on a
 * later render.
 */
function useConnectedParts(wanted: boolean): ConnectedParts | null {
  const [parts, setParts] = useState<ConnectedParts | null>(null);
  const loading = useRef(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // After every render (no dependencies): that is what retries a failed load.
  useEffect(() => {
    if (!wanted || parts || loading.current) return;
    loading.current = true;
    loadConnectedParts().then(
      (m) => {
        loading.current = false;
        if (mounted.current) setParts(m);
      },
      () => {
        loading.current = false;
      },
    );
  });
  return parts;
}

/**
 * 'Connect Wallet' when disconnected; when connected (opens Account), the account's avatar and
 * name — its registered or ENS name, the embedded wallet user's — or else the truncated address,
 * and the balance. Hovering or focusing it prefetches the modal. The balance and the avatar load
 * with the account (`ui/connectedParts.ts`); until then the button shows the address or name alone.
 */
export function ConnectButton({ balance = true }: ConnectButtonProps) {
  const kit = useKit();
  const t = useT();
  const account = useAccount();
  const locale = useShownLocale() ?? 'en';
  const profile = useKitState((s) => {
    // The account's own picture only: the wallet's icon is not known to a server render (the
    // wallet announces itself in the browser), so showing it here would not hydrate, and an
    // account without a name has no picture of its own.
    const a = s.activeNamespace ? s.chains[s.activeNamespace]?.account : undefined;
    return { name: a?.profileName, image: a?.profileImage };
  });
  const connected = account.isConnected && account.address;
  const parts = useConnectedParts(account.isConnected || account.status === 'connecting');
  const amount = connected && balance && parts && account.balance !== undefined ? parts.balanceSuffix(account.balance, account.balanceSymbol, locale) : '';
  const name = profile.name?.trim() ? profile.name : undefined;
  const text = connected ? `${shortAddress(account.address)}${amount}` : account.status === 'connecting' ? t('button.connecting') : t('button.connect');
  const prefetch = () => void Promise.all([prefetchModal(), kit.prefetch()]).catch(() => undefined);
  return (
    <ThemeRoot as="span">
      <button
        type="button"
        className="lk-connect-btn"
        data-connected={connected ? true : undefined}
        aria-haspopup="dialog"
        onMouseEnter={prefetch}
        onFocus={prefetch}
        onClick={() => kit.open()}
      >
        {connected ? (
          <>
            {parts && <parts.AccountAvatar src={profile.image} />}
            <span className="lk-visually-hidden">{`${t('button.account')} `}</span>
            {name ? (
              // <bdi>: a Latin name in a right-to-left page (or the reverse) keeps its own order.
              <span title={name === shortName(name) ? undefined : name} data-account-name="">
                <bdi>{shortName(name)}</bdi>
                {amount}
              </span>
            ) : (
              <span className="lk-address">{text}</span>
            )}
          </>
        ) : (
          text
        )}
      </button>
    </ThemeRoot>
  );
}

import { useCallback, useEffect, useMemo } from 'react';
import type { SocialProvider } from '@latchkey/kernel';
import { useKit, useKitState, useKitInternals } from '@latchkey/react/ui';
import { SOCIALS_VIEWS } from '../constants';
import { socialProviders } from '../providers';
import { PROVIDER_NAMES, ProviderIcon } from './icons';

/** The providers to offer now (the `socials` feature in SPEC §9 order, less the Telegram drops). */
export function useProviders(): SocialProvider[] {
  const kit = useKit();
  const feature = useKitState((s) => s.features.socials);
  return useMemo(() => socialProviders(feature, kit.plugin('socials').telegram()), [feature, kit]);
}

/**
 * Asks the frame for the popup providers' sign-in URLs while their buttons show, so a click opens
 * the popup at once (a popup opened after an await is often blocked). This also loads the steps.
 */
export function usePrepared(providers: readonly SocialProvider[]): void {
  const kit = useKit();
  const key = providers.join(',');
  useEffect(() => {
    const api = kit.plugin('socials');
    for (const p of key.split(',')) if (p && p !== 'farcaster') void api.prepare(p as Exclude<SocialProvider, 'farcaster'>);
  }, [kit, key]);
}

/**
 * What a provider's button does, inside the click: Farcaster shows its QR code; the others open
 * the popup synchronously (or send the page to the provider), then the waiting view shows.
 */
export function useStart(): (provider: SocialProvider) => void {
  const kit = useKit();
  const { router } = useKitInternals();
  return useCallback(
    (provider) => {
      if (provider === 'farcaster') return router.push(SOCIALS_VIEWS.farcaster);
      // The view shows how it ends (the state carries it); nothing to catch here.
      kit
        .plugin('socials')
        .connectSocial(provider)
        .catch(() => undefined);
      router.push(SOCIALS_VIEWS.connecting, { provider });
    },
    [kit],
  );
}

/** A provider's mark in the kit's image square. */
export function ProviderImage({ provider, large }: { provider: SocialProvider; large?: boolean }) {
  return (
    <span className={large ? 'lk-img lk-img-lg' : 'lk-img'} aria-hidden="true">
      <ProviderIcon provider={provider} size={large ? 40 : 24} />
    </span>
  );
}

export const nameOf = (provider: SocialProvider | undefined): string | undefined => (provider ? PROVIDER_NAMES[provider] : undefined);

import { useEffect, useRef, useState } from 'react';
import type { KitState } from '@latchkey/kernel';
import type { ViewProps } from '@latchkey/react';
import { Button, Spinner, Text, useKit, useKitState, useKitInternals } from '@latchkey/react/ui';
import { ERROR_UI_DELAY_MS } from '../constants';
import type { PopupProvider, SocialLogin, SocialsState } from '../types';
import { ProviderImage, nameOf } from './parts';
import { useSocialsT } from './useSocialsT';

const IDLE: SocialLogin = { status: 'idle' };
const loginOf = (s: KitState): SocialLogin => (s.plugins.socials as SocialsState | undefined)?.login ?? IDLE;
const POPUP_PROVIDERS: readonly string[] = ['google', 'github', 'apple', 'facebook', 'x', 'discord'];
const isPopupProvider = (v: unknown): v is PopupProvider => typeof v === 'string' && POPUP_PROVIDERS.includes(v);

/**
 * The social sign-in under way: "Continue in the popup" while the provider's page is open (Cancel
 * closes it), then connecting; or, back from a redirect, finishing the sign-in. A closed popup
 * ('Social login was cancelled') or a failure shows after the SPEC §9 error UI delay with Try
 * again, which opens a new popup from its own click.
 */
export default function ConnectingSocial({ params }: ViewProps) {
  const kit = useKit();
  const { router } = useKitInternals();
  const t = useSocialsT();
  const login = useKitState(loginOf);
  const provider = isPopupProvider(params.provider) ? params.provider : login.provider;
  const name = nameOf(provider);
  const ended = login.status === 'cancelled' || login.status === 'failed';
  const [shown, setShown] = useState<SocialLogin>();
  const retryRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setShown(undefined);
    if (!ended) return;
    const id = setTimeout(() => setShown(login), ERROR_UI_DELAY_MS);
    return () => clearTimeout(id);
  }, [ended, login]);

  // Try again opens its popup inside its own click: have the URL ready by then.
  useEffect(() => {
    if (ended && provider) void kit.plugin('socials').prepare(provider);
  }, [ended, provider, kit]);

  useEffect(() => {
    if (shown) retryRef.current?.focus();
  }, [shown]);

  const cancel = () => {
    kit.plugin('socials').cancel();
    if (!router.goBack()) router.reset('Connect');
  };
  const retry = () => {
    if (!provider) return cancel();
    kit
      .plugin('socials')
      .connectSocial(provider)
      .catch(() => undefined);
  };

  const waiting = login.status === 'popup' || login.status === 'idle' || (ended && !shown);
  const label =
    login.status === 'redirecting'
      ? t('socials.redirecting', { name: name ?? '' })
      : login.status === 'connecting' || login.status === 'connected'
        ? login.via === 'redirect'
          ? t('socials.completing')
          : t('socials.connecting')
        : t('socials.popup.waiting');

  return (
    <div className="lk-center">
      {provider ? <ProviderImage provider={provider} large /> : null}
      {name ? (
        <p className="lk-subtitle" dir="auto">
          {t('socials.continueWith', { name })}
        </p>
      ) : null}
      {shown ? null : (
        <>
          <Spinner label={label} />
          <p role="status" className="lk-text">
            {label}
          </p>
          {waiting ? <Text>{name ? t('socials.popup.hint', { name }) : t('socials.popup.hintAny')}</Text> : null}
        </>
      )}
      <div className="lk-status" role="alert">
        {shown ? <Text tone="danger">{shown.status === 'cancelled' ? t('socials.cancelled') : t('socials.failed')}</Text> : null}
      </div>
      <div className="lk-row">
        {shown ? (
          <Button ref={retryRef} onClick={retry}>
            {t('socials.retry')}
          </Button>
        ) : null}
        {shown || waiting ? (
          <Button variant="secondary" onClick={cancel}>
            {shown ? t('socials.back') : t('socials.cancel')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

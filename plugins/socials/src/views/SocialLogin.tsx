import type { ViewProps } from '@latchkey/react';
import { ListItem, useKitInternals } from '@latchkey/react/ui';
import { SOCIALS_VIEWS } from '../constants';
import { MoreIcon, PROVIDER_NAMES, ProviderIcon } from './icons';
import { ProviderImage, usePrepared, useProviders, useStart } from './parts';
import { useSocialsT } from './useSocialsT';

/** Buttons in the row under the first provider: four, or three and "More" when more are left. */
const ROW = 4;

/**
 * The social sign-in buttons, drawn inside the Connect view after the email form (SPEC §9). The
 * first provider is a full row ("Continue with Google"); the next ones are icon buttons named
 * "Continue with X"; beyond four of them, "More" opens every provider (ConnectSocials). Providers
 * follow SPEC §9 order, filtered by the `socials` feature and the Telegram rules.
 */
export default function SocialLogin(_props: ViewProps) {
  const { router } = useKitInternals();
  const t = useSocialsT();
  const providers = useProviders();
  const start = useStart();
  const [first, ...rest] = providers;
  const more = rest.length > ROW;
  const icons = more ? rest.slice(0, ROW - 1) : rest;
  usePrepared(first ? [first, ...icons] : []);
  if (!first) return null;
  return (
    <div className="lk-stack" role="group" aria-label={t('socials.group')}>
      <ListItem image={<ProviderImage provider={first} />} label={t('socials.continueWith', { name: PROVIDER_NAMES[first] })} onClick={() => start(first)} />
      {icons.length || more ? (
        <div className="lk-grid">
          {icons.map((p) => {
            const name = t('socials.continueWith', { name: PROVIDER_NAMES[p] });
            return (
              <button key={p} type="button" className="lk-tile" aria-label={name} title={name} data-provider={p} onClick={() => start(p)}>
                <ProviderIcon provider={p} size={28} />
              </button>
            );
          })}
          {more ? (
            <button type="button" className="lk-tile" aria-label={t('socials.more')} title={t('socials.more')} onClick={() => router.push(SOCIALS_VIEWS.all)}>
              <MoreIcon size={28} />
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

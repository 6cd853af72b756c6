import type { ViewProps } from '@latchkey/react';
import { ListItem, Text } from '@latchkey/react/ui';
import { PROVIDER_NAMES } from './icons';
import { ProviderImage, usePrepared, useProviders, useStart } from './parts';
import { useSocialsT } from './useSocialsT';

/** Every provider on offer, one row each (the Connect view's "More" opens it). */
export default function ConnectSocials(_props: ViewProps) {
  const t = useSocialsT();
  const providers = useProviders();
  const start = useStart();
  usePrepared(providers);
  if (!providers.length) return <Text>{t('socials.none')}</Text>;
  return (
    <ul className="lk-list" aria-label={t('socials.group')}>
      {providers.map((p) => (
        <li key={p}>
          <ListItem image={<ProviderImage provider={p} />} label={t('socials.continueWith', { name: PROVIDER_NAMES[p] })} onClick={() => start(p)} />
        </li>
      ))}
    </ul>
  );
}

import { useEffect, useRef } from 'react';
import type { ViewProps } from '@latchkey/react';
import { Button, CheckIcon, Text, useKitState, useKitInternals } from '@latchkey/react/ui';
import { isolate } from './parts';
import { useNamesT } from './useNamesT';

/**
 * RegisterAccountNameSuccess (SPEC §2, §4): the name just registered, now the account's profile
 * name, and the way back to the account.
 */
export default function RegisterAccountNameSuccess({ params }: ViewProps) {
  const { router } = useKitInternals();
  const t = useNamesT();
  const registered = useKitState((s) => (s.plugins.names as { registered?: string } | undefined)?.registered);
  const name = typeof params.name === 'string' && params.name ? params.name : registered;
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="lk-center">
      <span className="lk-img lk-img-lg lk-icon" aria-hidden="true">
        <CheckIcon />
      </span>
      <p ref={heading} className="lk-subtitle" tabIndex={-1} role="status">
        {name ? t('names.success.title', { name: isolate(name) }) : t('names.success.body')}
      </p>
      {name ? <Text>{t('names.success.body')}</Text> : null}
      <Button onClick={() => router.reset('Account')}>{t('names.success.done')}</Button>
    </div>
  );
}

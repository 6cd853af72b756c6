import type { ViewProps } from '@latchkey/react';
import { Button, Spinner, Text, WalletImage, useKit, useKitState } from '@latchkey/react/ui';
import { SIWX_PLUGIN_ID } from '../constants';
import type { SiwxState } from '../types';
import { useSiwxT } from './useSiwxT';

const IDLE: SiwxState = { status: 'idle', error: undefined };

/**
 * Sign in with the wallet (SPEC §4): the dapp asks, the visitor signs or cancels. The plugin's
 * flow does the rest (closes on success, reopens this view with an error on failure, and on
 * cancel disconnects or closes depending on whether sign-in is required).
 */
export default function SIWXSignMessage(_props: ViewProps) {
  const kit = useKit();
  const t = useSiwxT();
  const { status, error } = useKitState((s) => (s.plugins[SIWX_PLUGIN_ID] as SiwxState | undefined) ?? IDLE);
  const api = kit.plugin('siwx');
  const signing = status === 'signing';
  const name = kit.options.metadata.name;
  const icon = kit.options.metadata.icons[0];
  return (
    <div className="lk-center">
      <WalletImage src={icon} name={name} size="lg" />
      <Text>{t('siwx.intro', { name })}</Text>
      <div className="lk-status" aria-live="polite">
        {signing ? (
          <>
            <Spinner label={t('siwx.signing')} />
            <Text>{t('siwx.signing')}</Text>
          </>
        ) : null}
      </div>
      <div role="alert">{status === 'error' && error ? <Text tone="danger">{t('siwx.error')}</Text> : null}</div>
      <div className="lk-row">
        {/* A failure is shown above from state; the rejection itself needs no handling here. */}
        <Button variant="secondary" disabled={signing} onClick={() => void api.cancel().catch(() => undefined)}>
          {t('siwx.cancel')}
        </Button>
        <Button disabled={signing} onClick={() => void api.signIn().catch(() => undefined)}>
          {t('siwx.sign')}
        </Button>
      </div>
    </div>
  );
}

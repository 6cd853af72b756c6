import { useState } from 'react';
import type { ViewProps } from '@latchkey/react';
import { Button, Text, shortAddress, useKit, useKitState, useT } from '@latchkey/react/ui';
import { GREET_METHOD } from './ids.js';

/** The plugin's view: greets the connected account and asks the kit for an RPC greeting. */
export default function GreeterView(_props: ViewProps) {
  const kit = useKit();
  const t = useT();
  const address = useKitState((s) => (s.activeNamespace ? s.chains[s.activeNamespace]?.account?.address : undefined));
  const [answer, setAnswer] = useState<string>();
  const who = address ? shortAddress(address) : t('acme.greeter.stranger');
  const wave = async () => {
    // Through kit.request, like a dapp would: the kit routes the method to this plugin's handler.
    const reply = await kit.request<string>({ method: GREET_METHOD, params: [who] }).catch((error: unknown) => String(error));
    setAnswer(reply);
  };
  return (
    <>
      <Text>{t('acme.greeter.body', { who })}</Text>
      <Button variant="secondary" onClick={() => void wave()}>
        {t('acme.greeter.wave')}
      </Button>
      <p role="status" className="lk-text">
        {answer ?? ''}
      </p>
    </>
  );
}

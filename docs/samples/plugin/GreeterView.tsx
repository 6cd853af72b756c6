import { useState } from 'react';
import type { ViewProps } from '@latchkey/react';
import { Button, Text, shortAddress, useKit, useKitState, useT } from '@latchkey/react/ui';

/** A view: a React component built from `@latchkey/react/ui`; every visible string goes through `useT()`. */
export default function GreeterView(_props: ViewProps) {
  const kit = useKit();
  const t = useT();
  const address = useKitState((s) => (s.activeNamespace ? s.chains[s.activeNamespace]?.account.address : undefined));
  const [answer, setAnswer] = useState('');
  const who = address ? shortAddress(address) : 'stranger';
  const hello = async () => setAnswer(await kit.request<string>({ method: 'greeter_hello', params: [who] }));
  return (
    <>
      <Text>{t('greeter.body', { who })}</Text>
      <Button variant="secondary" onClick={() => void hello()}>
        {t('greeter.title')}
      </Button>
      <p role="status">{answer}</p>
    </>
  );
}

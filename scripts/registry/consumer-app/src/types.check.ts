// Compile-time checks of the published declarations (type-checked by tsc, never bundled).
import { createKit, type Kit } from '@latchkey/kernel';
import type { ViewProps } from '@latchkey/react';
import type { Button, useT } from '@latchkey/react/ui';
import { evm } from '@latchkey/presets';
import { greeter, type GreeterApi } from '@acme/latchkey-greeter';

export function checks(kit: Kit): void {
  // The plugin's augmentation types its API and its view id …
  const api: GreeterApi = kit.plugin('acme-greeter');
  api.greet('typed');
  kit.open({ view: 'AcmeGreeter' });
  // … so misuse is an error rather than `any`.
  // @ts-expect-error greet takes a name, not a number
  api.greet(42);
  // @ts-expect-error an id no plugin registered has no typed API
  kit.plugin('not-installed').greet('x');
  // @ts-expect-error a plugin object needs a kind
  createKit({ metadata: { name: '', description: '', url: '', icons: [] }, networks: [], plugins: [evm(), { ...greeter(), kind: undefined }] });
}

// The UI entry point's exports keep their types too.
export type Checked = [typeof Button, typeof useT, ViewProps['params']];

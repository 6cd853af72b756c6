// Test support (nothing in the package imports it): the page of names.browser.test.ts, bundled at
// test time. The views' test kit (stand-in wallets, the scripted cloud answered in the page) in the
// locale the query asks for.
import { KitProvider } from '@latchkey/react';
import { createRoot } from 'react-dom/client';
import { makeOnrampKit } from '../test/kit.testing';

const { kit } = makeOnrampKit({ locale: new URLSearchParams(location.search).get('lang') ?? 'en' });
(window as unknown as { kit: typeof kit }).kit = kit;
createRoot(document.getElementById('root')!).render(<KitProvider kit={kit} />);

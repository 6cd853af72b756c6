// The page `loadPath.test.ts` bundles: a dapp with the kit's button, hydrated (its server render may
// show a connected account restored from the cookie).
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createKit, type KitOptions } from '@latchkey/kernel';
import { KitProvider, ConnectButton } from './index';

const kit = createKit((window as unknown as { kitOptions: KitOptions }).kitOptions);
hydrateRoot(document.getElementById('root')!, createElement(KitProvider, { kit }, createElement(ConnectButton)));

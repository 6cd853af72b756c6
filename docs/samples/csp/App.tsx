import { ConnectButton, KitProvider } from '@latchkey/react';
import { kit } from '../quick-start/kit';

// The nonce your server put in the CSP header and in this meta tag for this response.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;

export function App() {
  // With a nonce, the kit's styles go in <style nonce> elements instead of constructable stylesheets.
  return (
    <KitProvider kit={kit} {...(nonce ? { nonce } : {})}>
      <ConnectButton />
    </KitProvider>
  );
}

/** True when the build carries demo mode's mock wallets (vite.config.ts); the e2e build sets it to false. */
declare const __LATCHKEY_DEMO_MOCK_WALLETS__: boolean;

// A third-party plugin author's use of '@latchkey/testing/contract': the suite registers its own
// tests (well-formed object, install and dispose leave nothing behind, errors stamped…) in the
// author's file. The sample is a small feature plugin with state, a view, RPC, strings and timers.
import { definePlugin } from '@latchkey/kernel';
import { runPluginContract } from '@latchkey/testing/contract';

const greeter = () =>
  definePlugin({
    id: 'acme-greeter',
    kind: 'feature',
    state: () => ({ greeted: 0 }),
    views: [{ id: 'AcmeGreeter', titleKey: 'acme.title', load: async () => ({}) }],
    rpc: { acme_greet: { safe: true, handler: async ({ params }) => `Hello, ${String((params as unknown[] | undefined)?.[0] ?? 'you')}!` } },
    locale: { en: { 'acme.title': 'Acme Greeter' }, ar: { 'acme.title': 'مُرحِّب أكمي' } },
    setup(ctx) {
      ctx.setInterval(() => ctx.store.set((s) => void (s.greeted += 0)), 1_000);
      return { api: { greet: (name: string) => `Hello, ${name}!` } };
    },
  });

runPluginContract('acme-greeter', greeter);

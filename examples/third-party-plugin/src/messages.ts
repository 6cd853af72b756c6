// The plugin's own strings. Every locale carries exactly the English keys (the contract suite
// checks it); the kit layers them under the dapp's `messages` and over its own catalogue.
const en = {
  'acme.greeter.entry': 'Acme greeter',
  'acme.greeter.title': 'Acme Greeter',
  'acme.greeter.body': 'Hello from Acme, {who}!',
  'acme.greeter.stranger': 'stranger',
  'acme.greeter.wave': 'Wave back',
};

const ar: typeof en = {
  'acme.greeter.entry': 'مُرحِّب أكمي',
  'acme.greeter.title': 'مُرحِّب أكمي',
  'acme.greeter.body': 'مرحبًا من أكمي، {who}!',
  'acme.greeter.stranger': 'أيها الزائر',
  'acme.greeter.wave': 'لوّح بالتحية',
};

/** A fresh bundle per plugin instance, so two kits never share a mutable object. */
export const messages = () => ({ en: { ...en }, ar: { ...ar } });

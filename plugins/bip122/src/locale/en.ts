/** The plugin's English strings: approval facts, the Account view's entry and the accounts view. The key set every other locale must match. */
export const en = {
  'bip122.request.account': 'Account',
  'bip122.request.protocol': 'Signature type',
  'bip122.request.recipients': 'Recipients',
  'bip122.request.recipient': 'Receiver',
  'bip122.request.inputs': 'Inputs',
  'bip122.request.outputs': 'Outputs',
  'bip122.request.toSign': 'Inputs to sign',
  'bip122.request.paidOut': 'Paid out',
  'bip122.accounts.entry': 'Bitcoin accounts',
  'bip122.accounts.title': 'Bitcoin Accounts',
  'bip122.accounts.intro': 'Choose the address this site uses. Payment holds your bitcoin; Ordinals holds inscriptions.',
  'bip122.accounts.list': 'Your Bitcoin accounts',
  'bip122.accounts.payment': 'Payment',
  'bip122.accounts.ordinal': 'Ordinals',
  'bip122.accounts.active': 'In use',
  'bip122.accounts.selected': 'Now using your {type} address.',
  'bip122.accounts.failed': 'The account could not be switched. Try again.',
  'bip122.accounts.none': 'Connect a Bitcoin wallet to choose an account.',
} as const;

export type Bip122MessageKey = keyof typeof en;

/** The plugin's English strings: facts of the approval view. The key set every other locale must match. */
export const en = {
  'cosmos.request.signer': 'Signer',
  'cosmos.request.from': 'From',
  'cosmos.request.chain': 'Chain',
  'cosmos.request.messages': 'Messages',
  'cosmos.request.fee': 'Fee',
  'cosmos.request.memo': 'Memo',
} as const;

export type CosmosMessageKey = keyof typeof en;

import { describe, expect, it } from 'vitest';
import { explorerTxUrl } from './explorer';

const net = (url: string) => ({ blockExplorers: { default: { name: 'X', url } } });
const HASH = `0x${'ab'.repeat(32)}`;

describe('explorerTxUrl', () => {
  it('is the explorer’s /tx/ page of the hash, keeping its query (Solana’s cluster)', () => {
    expect(explorerTxUrl(net('https://etherscan.io'), HASH)).toBe(`https://etherscan.io/tx/${HASH}`);
    expect(explorerTxUrl(net('https://basescan.org/'), HASH)).toBe(`https://basescan.org/tx/${HASH}`);
    expect(explorerTxUrl(net('https://explorer.solana.com/?cluster=devnet'), '5'.repeat(88))).toBe(`https://explorer.solana.com/tx/${'5'.repeat(88)}?cluster=devnet`);
  });

  it('is nothing without an explorer, for anything but https, with credentials, or for a hash that is not one', () => {
    expect(explorerTxUrl({}, HASH)).toBeUndefined();
    expect(explorerTxUrl(undefined, HASH)).toBeUndefined();
    for (const url of ['http://etherscan.io', 'javascript:alert(1)//', 'data:text/html,x', 'https://user:pw@etherscan.io', 'not a url']) expect(explorerTxUrl(net(url), HASH), url).toBeUndefined();
    expect(explorerTxUrl(net('https://etherscan.io'), '../../evil')).toBeUndefined();
    expect(explorerTxUrl(net('https://etherscan.io'), '0xab?x=1')).toBeUndefined();
  });
});

// A wallet's burst of account changes reads one balance, of the account shown once it is over:
// refreshes asked for while a read is under way fold into one more read, and a burst within one
// task starts no read before it ends.
import { describe, expect, it, vi } from 'vitest';
import { createKit } from '../createKit';
import type { NamespaceAdapter } from '../plugins/namespace';
import { definePlugin } from '../plugins/definePlugin';
import { ADDRESS, ADDRESS_2, baseOptions, fakeWallet, flush, testNamespace, walletsPlugin } from '../testing/fixtures';

/** A getBalance that counts its calls and answers only when told (each account its own balance). */
function slowBalances() {
  const asked: string[] = [];
  const waiting: Array<() => void> = [];
  const getBalance: NamespaceAdapter['getBalance'] = ({ address }) => {
    asked.push(address);
    return new Promise((resolve) => waiting.push(() => resolve({ balance: address === ADDRESS ? '1' : '2', symbol: 'ETH' })));
  };
  const answerAll = async () => {
    while (waiting.length) {
      for (const answer of waiting.splice(0)) answer();
      await flush();
    }
  };
  return { asked, getBalance, answerAll };
}

async function connected() {
  const balances = slowBalances();
  const w = fakeWallet();
  const kit = createKit(baseOptions({ plugins: [walletsPlugin([w], 'fake-chain', 'eip155', balances.getBalance)] }));
  await kit.connect('dev.wallet');
  // The refresher's code is a lazy chunk: the first read starts once it is loaded.
  await vi.waitFor(() => expect(balances.asked).toEqual([ADDRESS]));
  await balances.answerAll();
  expect(kit.getState().chains.eip155!.account.balance).toBe('1');
  balances.asked.length = 0;
  const change = (address: string) => w.events!.accountsChanged({ namespace: 'eip155', accounts: [{ address, type: 'eoa' }] });
  return { kit, balances, change };
}

describe('the balance refresher under a burst of account changes', () => {
  it('10,000 changes within one task read one balance: the last account’s', async () => {
    const { kit, balances, change } = await connected();
    for (let i = 0; i < 10_000; i++) change(i % 2 === 0 ? ADDRESS : ADDRESS_2);
    await flush();
    await balances.answerAll();
    expect(balances.asked).toEqual([ADDRESS_2]);
    expect(kit.getState().chains.eip155!.account).toMatchObject({ address: ADDRESS_2, balance: '2' });
    await kit.destroy();
  });

  it('changes spread over many tasks while reads are slow: two reads under way at most, then one of the account shown', async () => {
    const { kit, balances, change } = await connected();
    for (let i = 0; i < 200; i++) {
      change(i % 2 === 0 ? ADDRESS_2 : ADDRESS);
      await flush();
    }
    // The first change's read and the one that overtook it are under way; the other 198 changes wait as one.
    expect(balances.asked).toEqual([ADDRESS_2, ADDRESS]);
    await balances.answerAll();
    expect(balances.asked).toEqual([ADDRESS_2, ADDRESS, ADDRESS]);
    // The first answer was for an account no longer shown: dropped; the shown one's balance is there.
    expect(kit.getState().chains.eip155!.account).toMatchObject({ address: ADDRESS, balance: '1' });
    await kit.destroy();
  });

  it('a read for the account the wallet moved to does not wait for a slow read of the previous one', async () => {
    const { kit, balances, change } = await connected();
    change(ADDRESS_2);
    await flush();
    change(ADDRESS);
    await flush();
    // Both under way at once: the second did not wait for the first.
    expect(balances.asked).toEqual([ADDRESS_2, ADDRESS]);
    await balances.answerAll();
    expect(kit.getState().chains.eip155!.account).toMatchObject({ address: ADDRESS, balance: '1' });
    await kit.destroy();
  });

  it('a refresh after the burst reads again (a balance may have changed)', async () => {
    const { kit, balances, change } = await connected();
    change(ADDRESS_2);
    await flush();
    await balances.answerAll();
    change(ADDRESS);
    await flush();
    await balances.answerAll();
    expect(balances.asked).toEqual([ADDRESS_2, ADDRESS]);
    await kit.destroy();
  });
});

describe('the Account balance from the asset capability', () => {
  it("shows the native coin of the namespace's assets.balances floored to 3 decimals (SPEC §9), never a token; a malformed amount shows nothing", async () => {
    const answers: Array<Array<{ token?: string; symbol: string; decimals: number; amount: bigint }>> = [
      [
        { token: '0xToken', symbol: 'TOK', decimals: 6, amount: 9_000_000n },
        { symbol: 'COIN', decimals: 9, amount: 1_234_567_891n },
      ],
      [{ symbol: 'COIN', decimals: -1, amount: 5n }],
    ];
    const plain = testNamespace('eip155');
    const { getBalance: _unused, ...rest } = plain;
    const adapter: NamespaceAdapter = { ...rest, assets: { balances: async () => answers.shift() ?? [] } };
    const w = fakeWallet();
    const kit = createKit(baseOptions({ plugins: [definePlugin({ id: 'assets-chain', kind: 'chain', namespaces: [adapter], setup: (ctx) => void ctx.connectors.add(w.adapter) })] }));
    await kit.connect('dev.wallet');
    await vi.waitFor(() => expect(kit.getState().chains.eip155!.account).toMatchObject({ balance: '1.234', balanceSymbol: 'COIN' }));
    w.events!.accountsChanged({ namespace: 'eip155', accounts: [{ address: ADDRESS_2, type: 'eoa' }] });
    await vi.waitFor(() => expect(kit.getState().chains.eip155!.account.address).toBe(ADDRESS_2));
    await flush();
    await vi.waitFor(() => expect(kit.getState().chains.eip155!.account.balance).toBeUndefined());
    await kit.destroy();
  });
});

// The siwx tests' chain plugin: the kernel fixtures' scripted wallets, served by a namespace
// adapter that signs in as the real chain plugin's does (its `siwx` hooks: the message format and
// the verifier), so the messages and signatures the tests see are the ones a dapp's would be.
import { definePlugin } from '@latchkey/kernel';
import { eip155Namespace } from '@latchkey/eip155';
import { solanaNamespace } from '@latchkey/solana';
import { testNamespace, type FakeWallet } from '../../../../kernel/src/testing/fixtures';

/**
 * @example
 * createKit(baseOptions({ plugins: [walletsPlugin([evmWallet()]), siwx()] }))
 */
export function walletsPlugin(wallets: FakeWallet[], id = 'fake-chain', namespace: 'eip155' | 'solana' = 'eip155') {
  return definePlugin({
    id,
    kind: 'chain',
    namespaces: [{ ...testNamespace(namespace), siwx: (namespace === 'eip155' ? eip155Namespace : solanaNamespace).siwx! }],
    setup(ctx) {
      for (const w of wallets) ctx.connectors.add(w.adapter);
    },
  });
}

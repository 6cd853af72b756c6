import { useState } from 'react';
import type { ViewProps } from '@latchkey/react';
import { ListItem, Text, WalletIcon, shortAddress, useKit, useKitState, useT } from '@latchkey/react/ui';
import type { BitcoinAccountType } from '../types';

/**
 * The Bitcoin accounts of the connected wallet (SPEC §3: payment and ordinal), each with its
 * kind and address; the one in use is marked (`aria-current`, "In use"). Choosing another (a
 * button: Enter or Space) makes the kit show and use it, and is kept across reloads.
 */
export default function BitcoinAccounts(_props: ViewProps) {
  const kit = useKit();
  const t = useT();
  const [status, setStatus] = useState<{ kind: 'ok' | 'failed'; type?: BitcoinAccountType }>();
  const { accounts, active } = useKitState((s) => {
    const chain = s.chains.bip122;
    const connection = chain?.connectorId ? s.connections.bip122?.find((c) => c.connectorId === chain.connectorId) : undefined;
    return { accounts: chain?.account.status === 'connected' ? connection?.accounts : undefined, active: chain?.account.address };
  });
  if (!accounts?.length) return <Text>{t('bip122.accounts.none')}</Text>;

  const label = (type: string | undefined) => t(type === 'ordinal' ? 'bip122.accounts.ordinal' : 'bip122.accounts.payment');
  const choose = async (type: BitcoinAccountType) => {
    setStatus(undefined);
    try {
      await kit.plugin('bip122').setAccountType(type);
      setStatus({ kind: 'ok', type });
    } catch {
      setStatus({ kind: 'failed' });
    }
  };

  return (
    <>
      <Text>{t('bip122.accounts.intro')}</Text>
      <ul className="lk-list" aria-label={t('bip122.accounts.list')}>
        {accounts.map((a) => {
          const current = a.address === active;
          const type: BitcoinAccountType = a.type === 'ordinal' ? 'ordinal' : 'payment';
          return (
            <li key={`${type}:${a.address}`}>
              <ListItem
                image={
                  <span className="lk-img lk-icon" aria-hidden="true">
                    <WalletIcon />
                  </span>
                }
                label={
                  <>
                    <span className="lk-strong">{label(type)}</span>{' '}
                    <span className="lk-address" title={a.address}>
                      {shortAddress(a.address)}
                    </span>
                  </>
                }
                current={current}
                tag={current ? t('bip122.accounts.active') : undefined}
                onClick={() => void (current ? undefined : choose(type))}
              />
            </li>
          );
        })}
      </ul>
      <div role="status" className="lk-status">
        {status?.kind === 'ok' ? <Text>{t('bip122.accounts.selected', { type: label(status.type) })}</Text> : null}
      </div>
      {status?.kind === 'failed' ? (
        <div role="alert">
          <Text tone="danger">{t('bip122.accounts.failed')}</Text>
        </div>
      ) : null}
    </>
  );
}

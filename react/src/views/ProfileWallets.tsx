import { useEffect, useId, useRef, useState } from 'react';
import type { ChainNamespace } from '@latchkey/kernel';
import { useKit } from '../hooks/useKit';
import { useKitState } from '../hooks/useKitState';
import { useT } from '../i18n/full';
import { Button, Text } from '../ui/primitives';
import { configuredNamespaces, namespaceLabel, namespaceName } from './namespaces';
import { WalletRow, walletName } from './profile/WalletRow';
import type { ViewProps } from './types';
import { useKitInternals } from '../hooks/useKitInternals';

/**
 * The visitor's wallets (SPEC §2 ProfileWallets), per namespace they are connected on (or the one
 * in `params.namespace`): which one is active, 'Use' to make another active, disconnect one, and
 * 'Add wallet'. The kernel applies the removal rules (SPEC §4: the last one disconnects the
 * namespace; removing the active one activates the first remaining); this view says what
 * happened and keeps keyboard focus somewhere sensible.
 */
export default function ProfileWallets({ params }: ViewProps) {
  const kit = useKit();
  const { router } = useKitInternals();
  const t = useT();
  const connections = useKitState((s) => s.connections);
  const chains = useKitState((s) => s.chains);
  const connectors = useKitState((s) => s.connectors);
  const served = useKitState(configuredNamespaces);
  const [busy, setBusy] = useState<string>();
  const [note, setNote] = useState('');
  const [failed, setFailed] = useState(false);
  const ids = useId();
  const headings = useRef(new Map<string, HTMLHeadingElement>());
  const addRef = useRef<HTMLButtonElement>(null);

  // Start on the first heading, not on the first control: that is a Disconnect button, one
  // Enter away from ending a connection.
  useEffect(() => {
    const first = [...headings.current.values()][0];
    (first ?? addRef.current)?.focus();
  }, []);

  const only = typeof params.namespace === 'string' ? params.namespace : undefined;
  const shown = served.filter((ns) => (!only || ns === only) && (connections[ns]?.length ?? 0) > 0);
  const connectorOf = (id: string) => connectors.find((c) => c.id === id);
  const activeName = (ns: ChainNamespace) => {
    const s = kit.getState();
    const id = s.chains[ns]?.account.status === 'connected' ? s.chains[ns]?.connectorId : undefined;
    return id ? walletName(s.connectors.find((c) => c.id === id), id) : undefined;
  };

  const run = async (key: string, action: () => Promise<void>, done: () => void) => {
    setBusy(key);
    setFailed(false);
    setNote('');
    try {
      await action();
      done();
    } catch {
      setFailed(true);
    } finally {
      setBusy(undefined);
    }
  };

  const use = (ns: ChainNamespace, connectorId: string, name: string) =>
    run(`${ns}:${connectorId}`, () => kit.connections.switch(connectorId, ns), () => {
      // With multi-wallet off the kernel only shows its alert: say nothing more then.
      if (kit.getState().chains[ns]?.connectorId === connectorId) setNote(t('profile.nowActive', { name }));
    });

  const remove = (ns: ChainNamespace, connectorId: string, name: string) =>
    run(`${ns}:${connectorId}`, () => kit.connections.remove(connectorId, ns), () => {
      const s = kit.getState();
      if (s.connections[ns]?.some((c) => c.connectorId === connectorId)) return;
      const now = activeName(ns);
      setNote(now ? `${t('profile.removed', { name })} ${t('profile.nowActive', { name: now })}` : t('profile.removed', { name }));
      // The pressed button is gone: focus the namespace's heading, or 'Add wallet' when it went too.
      const stillThere = (s.connections[ns]?.length ?? 0) > 0;
      requestAnimationFrame(() => (stillThere ? headings.current.get(ns) : addRef.current)?.focus());
    });

  return (
    <>
      {shown.length === 0 ? <Text>{t('profile.empty')}</Text> : null}
      {shown.map((ns) => {
        const chain = chains[ns];
        const label = namespaceLabel(t, ns, chain?.network.caipNetwork?.name);
        const headingId = `${ids}-${ns}`;
        return (
          <section key={ns} className="lk-section" aria-labelledby={headingId}>
            <h3 id={headingId} className="lk-section-title" tabIndex={-1} ref={(el) => void (el ? headings.current.set(ns, el) : headings.current.delete(ns))}>
              {label}
            </h3>
            <ul className="lk-list" aria-label={t('profile.walletsOn', { namespace: label })}>
              {(connections[ns] ?? []).map((c) => {
                const connector = connectorOf(c.connectorId);
                const name = walletName(connector, c.connectorId);
                const active = chain?.account.status === 'connected' && chain.connectorId === c.connectorId;
                return (
                  <WalletRow
                    key={c.connectorId}
                    connection={c}
                    connector={connector}
                    active={active}
                    busy={busy === `${ns}:${c.connectorId}`}
                    namespace={shown.length > 1 ? namespaceName(t, ns) : undefined}
                    onUse={() => void use(ns, c.connectorId, name)}
                    onRemove={() => void remove(ns, c.connectorId, name)}
                  />
                );
              })}
            </ul>
          </section>
        );
      })}
      <p role="status" className="lk-text">
        {note}
      </p>
      {failed ? (
        <div role="alert">
          <Text tone="danger">{t('profile.failed')}</Text>
        </div>
      ) : null}
      <Button ref={addRef} variant="secondary" onClick={() => router.push('Connect')}>
        {t('profile.add')}
      </Button>
    </>
  );
}

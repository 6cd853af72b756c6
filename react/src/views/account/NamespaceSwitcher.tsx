import { useId } from 'react';
import { useKit } from '../../hooks/useKit';
import { useKitState } from '../../hooks/useKitState';
import { useT } from '../../i18n/full';
import { CheckIcon } from '../../ui/icons';
import { connectedNamespaces, namespaceLabel } from '../namespaces';

/**
 * Which of the visitor's connected namespaces the modal and buttons show, and the way to change
 * it: a radio group ("Ethereum (EVM)", "Solana"), so arrow keys move between them, the choice is
 * announced as checked, and a check mark (not colour alone) shows it. Hidden with one namespace.
 */
export function NamespaceSwitcher() {
  const kit = useKit();
  const t = useT();
  const group = useId();
  const active = useKitState((s) => s.activeNamespace);
  const connected = useKitState(connectedNamespaces);
  const networkNames = useKitState((s) => Object.fromEntries(connectedNamespaces(s).map((ns) => [ns, s.chains[ns]?.network.caipNetwork?.name])));
  if (connected.length < 2) return null;
  return (
    <fieldset className="lk-seg">
      <legend>{t('account.activeChain')}</legend>
      {connected.map((ns) => {
        const checked = ns === active;
        return (
          <label key={ns} className="lk-seg-opt">
            <input type="radio" name={group} value={ns} checked={checked} onChange={() => kit.setActiveNamespace(ns)} />
            <span>
              {checked ? <CheckIcon /> : null}
              {namespaceLabel(t, ns, networkNames[ns])}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

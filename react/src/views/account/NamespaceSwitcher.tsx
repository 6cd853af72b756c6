import { useId } from 'react';
import { useKit } from '../../hooks/useKit';
import { useKitState } from '../../hooks/useKitState';
import { useT } from '../../i18n/full';
import { CheckIcon } from '../../ui/icons';
import { VisuallyHidden } from '../../ui/primitives';
import { connectedNamespaces, namespaceLabel, namespaceName } from '../namespaces';

/**
 * Which of the visitor's connected namespaces the modal and buttons show, and the way to change
 * it: a radio group, so arrow keys move between them, the choice is announced as checked, and a
 * check mark (not colour alone) shows it. Compact whatever the names: each option is the
 * namespace ("EVM") over its network ("Latchkey Chain A"), one line each with an ellipsis (the
 * whole name in its tooltip and its accessible name), in a grid of up to three per row. Hidden
 * with one namespace.
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
        const name = namespaceName(t, ns);
        const network = networkNames[ns];
        // The network, unless it says no more than the namespace ('Solana' on Solana).
        const detail = network && network !== 'Unknown Network' && network.toLowerCase() !== name.toLowerCase() ? network : undefined;
        return (
          <label key={ns} className="lk-seg-opt" title={namespaceLabel(t, ns, network)}>
            <input type="radio" name={group} value={ns} checked={checked} onChange={() => kit.setActiveNamespace(ns)} />
            <span>
              <span className="lk-seg-name">
                {checked ? <CheckIcon /> : null}
                <span dir="auto">{name}</span>
              </span>
              {detail ? (
                <span className="lk-seg-detail" dir="auto">
                  <VisuallyHidden>, </VisuallyHidden>
                  {detail}
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

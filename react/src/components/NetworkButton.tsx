import { useNetwork } from '../hooks/hooks';
import { useKit } from '../hooks/useKit';
import { useKitState } from '../hooks/useKitState';
import { useT } from '../i18n/useT';
import { prefetchModal } from '../modal/ModalHost';
import { WalletImage } from '../ui/primitives';
import { themeStyle } from '../theme/theme';

/** Shows the active network; opens the network list. */
export function NetworkButton() {
  const kit = useKit();
  const t = useT();
  const { network } = useNetwork();
  const theme = useKitState((s) => ({ mode: s.themeMode, vars: s.themeVariables }));
  const name = !network ? t('button.network') : network.name === 'Unknown Network' ? t('button.networkUnknown') : network.name;
  return (
    <span className="lk-root" data-theme={theme.mode} style={themeStyle(theme.vars)}>
      <button
        type="button"
        className="lk-network-btn"
        aria-haspopup="dialog"
        onMouseEnter={() => void prefetchModal()}
        onFocus={() => void prefetchModal()}
        onClick={() => kit.open({ view: 'Networks' })}
      >
        <WalletImage src={network?.assets?.imageUrl} name={name} />
        {/* The name comes from the content, so what is seen is what is announced. */}
        <span className="lk-visually-hidden">{`${t('button.network')}: `}</span>
        <span>{name}</span>
      </button>
    </span>
  );
}

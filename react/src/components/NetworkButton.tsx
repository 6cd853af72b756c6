import { useNetwork } from '../hooks/hooks';
import { useKit } from '../hooks/useKit';
import { useT } from '../i18n/useT';
import { prefetchModal } from '../modal/ModalHost';
import { NetworkImage } from '../ui/NetworkImage';
import { ThemeRoot } from '../theme/ThemeRoot';

/** Shows the active network; opens the network list. */
export function NetworkButton() {
  const kit = useKit();
  const t = useT();
  const { network } = useNetwork();
  const name = !network ? t('button.network') : network.name === 'Unknown Network' ? t('button.networkUnknown') : network.name;
  return (
    <ThemeRoot as="span">
      <button
        type="button"
        className="lk-network-btn"
        aria-haspopup="dialog"
        onMouseEnter={() => void Promise.all([prefetchModal(), kit.prefetch()]).catch(() => undefined)}
        onFocus={() => void Promise.all([prefetchModal(), kit.prefetch()]).catch(() => undefined)}
        onClick={() => kit.open({ view: 'Networks' })}
      >
        <NetworkImage network={network} name={name} />
        {/* The name comes from the content, so what is seen is what is announced. */}
        <span className="lk-visually-hidden">{`${t('button.network')}: `}</span>
        <span>{name}</span>
      </button>
    </ThemeRoot>
  );
}

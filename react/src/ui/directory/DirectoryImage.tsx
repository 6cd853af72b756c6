import { useEffect, useState } from 'react';
import { loopbackEndpoints, safeImage } from '../safe';
import { useKit } from '../../hooks/useKit';
import { IMAGE_RACE_MS } from './directory';

/**
 * A directory wallet's image. The directory is not trusted: a source that is not safe, an image
 * that fails to decode, or one still loading after the SPEC §9 image race (2 s: a huge file)
 * shows the name's first letter instead. Decorative: the name is always next to it.
 */
export function DirectoryImage({ src, name, size = 'md' }: { src: string | undefined; name: string; size?: 'md' | 'lg' }) {
  const kit = useKit();
  const safe = safeImage(src, { allowLoopback: loopbackEndpoints(kit.options.endpoints) });
  const cls = size === 'lg' ? 'lk-img lk-img-lg' : 'lk-img';
  const [state, setState] = useState<{ src: string | undefined; status: 'loading' | 'loaded' | 'failed' }>({ src: safe, status: 'loading' });
  // A new source starts a new race.
  const status = state.src === safe ? state.status : 'loading';
  useEffect(() => {
    if (!safe || status !== 'loading') return;
    const id = setTimeout(() => setState((s) => (s.src === safe && s.status === 'loaded' ? s : { src: safe, status: 'failed' })), IMAGE_RACE_MS);
    return () => clearTimeout(id);
  }, [safe, status]);
  if (!safe || status === 'failed') {
    return (
      <span className={cls} aria-hidden="true">
        {([...name.trim()][0] ?? '?').toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className={cls}
      src={safe}
      alt=""
      decoding="async"
      referrerPolicy="no-referrer"
      onLoad={() => setState({ src: safe, status: 'loaded' })}
      onError={() => setState({ src: safe, status: 'failed' })}
    />
  );
}

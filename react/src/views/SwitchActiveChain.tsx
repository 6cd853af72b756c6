import type { ViewProps } from './types';
import { useT } from '../i18n/useT';

// Placeholder until the view is built.
export default function SwitchActiveChain(_props: ViewProps) {
  const t = useT();
  return <p className="lk-text">{t('view.SwitchActiveChain')}</p>;
}

import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { CaipNetworkId } from '@latchkey/kernel';
import { ListItem, Text, shallowEqual, useKit, useKitState } from '@latchkey/react/ui';
import { initialSwapsState } from '../state';
import { swapTarget, swapsEnabled, type SwapTarget } from '../target';
import { listTokens } from '../tokens';
import type { SwapToken, SwapsApi, SwapsState } from '../types';
import { useSwapsT } from './useSwapsT';

/** Whether the view is still on screen: answers for a view the visitor left are dropped. */
export function useMounted(): () => boolean {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(() => mounted.current, []);
}

/** What every swap view reads: the API, the swap networks, the form, where it would run, the tokens with holdings. */
export interface SwapView {
  api: SwapsApi;
  networks: CaipNetworkId[];
  s: SwapsState;
  target: SwapTarget | undefined;
  enabled: boolean;
  tokens: SwapToken[];
  byId(id: string | undefined): SwapToken | undefined;
}

export function useSwapView(): SwapView {
  const kit = useKit();
  const api = kit.plugin('swaps');
  // A destroyed kit answers no plugin: its views then say swaps are unavailable.
  const networks = useMemo(() => (api as SwapsApi | undefined)?.networks() ?? [], [api]);
  const empty = useMemo(() => initialSwapsState(), []);
  const s = useKitState((st) => st.plugins.swaps) ?? empty;
  const target = useKitState((st) => swapTarget(st, networks));
  const enabled = useKitState(swapsEnabled);
  const held = useKitState((st) => st.chains.eip155?.account.tokenBalance);
  const tokens = useMemo(() => listTokens(kit.getState(), s), [kit, s, held]);
  const byId = useCallback((id: string | undefined) => (id ? tokens.find((t) => t.id === id) : undefined), [tokens]);
  return { api, networks, s, target, enabled, tokens, byId };
}

/**
 * Said when swaps cannot run here: turned off, or no EVM account on a swap network (with a way to
 * switch to each swap network the app offers).
 */
export function Unavailable({ enabled, networks }: { enabled: boolean; networks: readonly CaipNetworkId[] }) {
  const kit = useKit();
  const t = useSwapsT();
  const offered = useKitState((st) => (st.chains.eip155?.network.requestedCaipNetworks ?? []).filter((n) => networks.includes(n.caipNetworkId)), shallowEqual);
  const connected = useKitState((st) => st.chains.eip155?.account.status === 'connected' && st.activeNamespace === 'eip155');
  if (!enabled) return <Text>{t('swaps.off')}</Text>;
  return (
    <div className="lk-stack">
      <Text>{t('swaps.unavailable')}</Text>
      {connected
        ? offered.map((n) => <ListItem key={n.caipNetworkId} label={t('swaps.unavailable.switch', { network: n.name })} onClick={() => void kit.switchNetwork(n).catch(() => undefined)} />)
        : null}
    </div>
  );
}

import type { CaipNetwork, CaipNetworkId, ChainNamespace, ConnectorType } from '../types/chain';
import type { JsonRpcClient } from '../net/jsonRpc';

/** What an RPC handler may use: the request namespace's current network and the plugin's RPC. */
export interface RpcHandlerTools {
  network: CaipNetwork | undefined;
  rpc(network: CaipNetwork): JsonRpcClient;
}
import type { ResolvedFeatures } from '../types/features';
import type { ViewRole } from '../router/types';

export type { ViewRole };

export interface ViewContribution {
  id: string;
  /** i18n key of the view's title. */
  titleKey?: string;
  /** Lazily loads the view's component (React). */
  load: () => Promise<unknown>;
  /**
   * A part the view plays in the kit's connect flow, so the kit and the modal can open it without
   * naming it (at most one view per role; the first plugin's wins):
   * - `'connect-directory'`: connects a wallet of the directory (SPEC §7 `/getWallets`) that has
   *   no connector here; opened with `{ walletId, name, imageUrl, links }` (see {@link DirectoryWalletParams}).
   *   Without one, such wallets are not offered for connecting.
   * - `'connect-basic'`: the connecting view of the SPEC §2 opening rule (no adapters, or manual
   *   control, on a desktop). Without one, that rule shows AllWallets.
   */
  role?: ViewRole;
}

/**
 * What a `'connect-directory'` view is opened with: the directory entry the visitor picked (SPEC
 * §3 id and name), its image and its links (mobile_link / desktop_link / webapp_link, already
 * checked by the modal; check them again before use).
 */
export type DirectoryWalletParams = {
  walletId?: string;
  name?: string;
  imageUrl?: string;
  links?: { mobile?: string | null; desktop?: string | null; webapp?: string | null };
};

/** When a slot entry applies. Every condition given must hold. */
export interface SlotCondition {
  /** Only while the active namespace is one of these. */
  namespaces?: readonly ChainNamespace[];
  /** Only while the active namespace's network is one of these (CAIP-2 ids), e.g. the swap networks. */
  networks?: readonly CaipNetworkId[];
  /** Only while this feature flag is on (remote or local). */
  feature?: keyof ResolvedFeatures;
  /** Only while connected (true) or not connected (false) on the active namespace. */
  connected?: boolean;
  /** Only while the active namespace is connected through one of these kinds of connector (e.g. 'AUTH'). */
  connectorTypes?: readonly ConnectorType[];
  /** Only in basic mode (true) or only outside it (false): for features that are local flags yet must not show in basic mode. */
  basic?: boolean;
  /**
   * Only while the active namespace's asset capability offers this part (`balances`: it has
   * assets at all; `transfer`: it can send). A namespace without it gets no entry.
   */
  assets?: 'balances' | 'transfer';
}

/** A section another view renders: connect methods, wallet features (onramp, swaps, receive, send). */
export interface SlotContribution {
  slot: 'connectMethods' | 'walletFeatures' | (string & {});
  id: string;
  labelKey: string;
  order?: number;
  /** When the entry is shown; always when absent. */
  when?: SlotCondition;
  /** An icon name from `@latchkey/react/ui` icons, or an image URL (https or data:image). */
  icon?: string;
  /** View opened when the entry is chosen, and its params. */
  view?: string;
  params?: Record<string, unknown>;
  load?: () => Promise<unknown>;
}

/**
 * A method a plugin classifies or answers itself. Lookup is first match per (namespace, method):
 * a contribution naming the request's namespace wins over one naming none.
 */
export interface RpcContribution {
  /** The namespaces it applies to; all when absent (feature methods such as `acme_greet`). */
  namespace?: ChainNamespace | readonly ChainNamespace[];
  /** Safe methods run without approval; unsafe ones wait for it. */
  safe: boolean;
  /**
   * Answers the method instead of the connected wallet. `tools` are the owning plugin's, for the
   * kit the plugin is installed in (so one plugin object may serve several kits).
   */
  handler?: (args: { method: string; params?: unknown; namespace: ChainNamespace }, signal: AbortSignal, tools: RpcHandlerTools) => Promise<unknown>;
}


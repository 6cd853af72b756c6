import { ConfigError } from '../errors';
import type { Kit } from '../kit';
import type { Router } from '../router/createRouter';
import type { HttpClient } from '../net/http';
import type { SlotContribution, ViewContribution } from '../plugins/contributions';
import type { MethodSafety } from '../plugins/namespace';
import type { ChainNamespace } from '../types/chain';

/**
 * What plugins and the React package drive a kit with, beside its public API: the router, the
 * registered views and slots, the request gate's decisions, the kit's HTTP clients, the shake and
 * telemetry. Dapps use `open`, `request`, `connect`… and never need these.
 */
export interface KitInternals {
  /** The modal's view stack (push, replace, goBack, reset). */
  readonly router: Router;
  /** HTTP clients for the config service and the blockchain API (kit query, timeouts, typed errors). */
  readonly http: { api: HttpClient; blockchainApi: HttpClient };
  /** The views plugins registered, each with the id of the plugin that owns it. */
  readonly views: { get(id: string): (ViewContribution & { pluginId: string }) | undefined; list(): Array<ViewContribution & { pluginId: string }> };
  /** The entries of a slot whose conditions hold now, in order. */
  slots(slot: string): SlotContribution[];
  /** Answers to the request gate: approve or reject a pending request, or classify a method. */
  readonly requests: { approve(id: string): void; reject(id: string): void; classify(method: string, namespace?: ChainNamespace): MethodSafety };
  /** The 500 ms shake (a refused close, a wrong code). */
  shake(): void;
  /** Sends an analytics event (when the project's analytics are on). */
  track(event: string, properties?: Record<string, unknown>): void;
}

/** The key a kit carries its internals under (`Symbol.for`, so two copies of the kernel agree). */
export const INTERNALS: unique symbol = Symbol.for('latchkey.internals');

/** A kit object as `createKit` builds it: the public API and, under `INTERNALS`, the plugin API. */
export interface KitWithInternals extends Kit {
  readonly [INTERNALS]: KitInternals;
}

/**
 * The plugin API of a kit: its router, views, slots, request answers, HTTP clients, shake and
 * telemetry. For plugins and the React package; dapps use `open`, `request`, `connect`… instead.
 *
 * @throws {ConfigError} when given something that is not a kit `createKit` returned.
 *
 * @example
 * internals(ctx.kit).router.push('WalletSend', {})
 */
export function internals(kit: Kit): KitInternals {
  const found = kit !== null && typeof kit === 'object' ? (kit as Partial<KitWithInternals>)[INTERNALS] : undefined;
  if (!found || typeof found !== 'object') throw new ConfigError('internals() needs a kit that createKit returned');
  return found;
}

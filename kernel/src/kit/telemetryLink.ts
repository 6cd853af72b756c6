import type { Telemetry } from '../telemetry/telemetry';
import type { NormalizedOptions } from '../config/types';
import type { KitError } from '../errors';
import type { Logger } from '../host';

export interface TelemetryLink {
  track(event: string, properties?: Record<string, unknown>): void;
  reportError(error: KitError, category: string): void;
  flush(): Promise<void>;
}

/**
 * Telemetry is a lazy chunk, loaded on the first event only when analytics can be on at all
 * (a project id, not basic mode, the feature on). MODAL_CREATED is never sent (SPEC §7).
 */
export function createTelemetryLink(deps: {
  options: NormalizedOptions;
  enabled(): boolean;
  address(): string | undefined;
  onForbidden(): void;
  logger: Logger;
  signal: AbortSignal;
}): TelemetryLink {
  let chunk: Promise<Telemetry> | undefined;
  const possible = () => Boolean(deps.options.projectId) && !deps.options.basic && deps.enabled();
  const withTelemetry = (use: (t: Telemetry) => void) => {
    if (!possible()) return;
    chunk ??= import('../telemetry/telemetry').then((m) =>
      m.createTelemetry({ options: deps.options, isEnabled: deps.enabled, address: deps.address, onForbidden: deps.onForbidden, logger: deps.logger, signal: deps.signal }),
    );
    void chunk.then(use);
  };
  return {
    track(event, properties) {
      if (event !== 'MODAL_CREATED') withTelemetry((t) => t.track(event, properties));
    },
    reportError: (error, category) => withTelemetry((t) => void t.reportError(error, category)),
    flush: async () => (chunk ? (await chunk).flush() : undefined),
  };
}

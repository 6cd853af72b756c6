import { KitError, type KitErrorOptions } from '@latchkey/kernel';
import type { NameProblem } from './types';

/** The SPEC §8 sentence of each kind of names failure. */
export function problemMessage(problem: NameProblem): string {
  switch (problem.kind) {
    case 'resolve':
      return 'Error resolving name';
    case 'suggestions':
      return 'Error fetching name suggestions';
    case 'names':
      return 'Error fetching names for address';
    case 'register':
      return `Error registering name ${problem.name ?? ''}`.trim();
  }
}

/**
 * A names API call failed (SPEC §8). `shortMessage` is the API's first reason when it gave one,
 * else the SPEC sentence ('Error registering name ada.reown.id'); `problem` says which call and
 * `cause` keeps the HTTP, timeout, signing or schema error.
 *
 * @example
 * try { await kit.plugin('names').registerName('ada') } catch (e) {
 *   if (e instanceof NamesError && e.problem.kind === 'register') show(e.shortMessage)
 * }
 */
export class NamesError extends KitError {
  override name = 'NamesError';
  override readonly code = 'NAMES_ERROR' as const;
  readonly problem: NameProblem;
  constructor(problem: NameProblem, options?: KitErrorOptions) {
    super(problem.reason ?? problemMessage(problem), { ...options, data: { ...options?.data, problem } });
    this.problem = problem;
  }
}

import type { KitPlugin } from './types';

/**
 * Identity helper that types a plugin object. Export a lower-camel factory that returns it.
 *
 * @example
 * export const hello = (options: { greeting: string }) =>
 *   definePlugin({ id: 'hello', kind: 'feature', setup: (ctx) => ({ api: { greet: () => options.greeting } }) })
 */
export function definePlugin<const Id extends string, Api = unknown, State = unknown>(plugin: KitPlugin<Id, Api, State>): KitPlugin<Id, Api, State> {
  return plugin;
}

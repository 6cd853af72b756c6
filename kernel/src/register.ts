// The open registries. A leaf module: it imports nothing, so every part of the kernel can use
// them without an import cycle; the package entry re-exports them by name, which is what lets
// `declare module '@latchkey/kernel'` merge into them.

/**
 * Open registries, extended by module augmentation. Each is its own interface so that any number
 * of plugins can add to it without clashing:
 *
 * @example
 * declare module '@latchkey/kernel' {
 *   interface PluginApis { email: EmailApi }
 *   interface PluginEvents { 'email:otpSent': { email: string } }
 *   interface PluginViews { EmailLogin: true; Receive: { namespace: ChainNamespace } }
 *   interface PluginStates { email: { otpSentAt: number | undefined } }
 *   interface PluginMessages { 'email.title': true }
 * }
 *
 * A `PluginViews` entry's value is the params its view takes (`true`: none).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PluginApis {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PluginEvents {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PluginViews {}
/** Each plugin's state slice, by plugin id (`kit.getState().plugins.email`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PluginStates {}
/** The message keys plugins bring (`ctx.t('email.title')`). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PluginMessages {}

/**
 * The feature flags plugins declare (`KitPlugin.features`), by flag id with the flag's type:
 * `interface PluginFeatures { swaps: string[] | false }` types `createKit({ features: { swaps } })`
 * and `kit.getState().features.swaps` in every app that imports the plugin.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PluginFeatures {}

/** Plugin APIs by plugin id (`kit.plugin('email')`). */
export type RegisteredPlugins = PluginApis;
/** View ids plugins registered (`kit.open({ view })`). */
export type RegisteredViews = keyof PluginViews & string;

// '@latchkey/testing/contract': the contract suite every Latchkey plugin passes, for authors of
// third-party plugins. Call it from a Vitest test file (vitest and @latchkey/kernel are peers).
export { runPluginContract } from '@latchkey/test-harness/contract/pluginContract';
export type { PluginContractOptions } from '@latchkey/test-harness/contract/pluginContract';

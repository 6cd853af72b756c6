// greeter.test.ts in the plugin's package (Vitest): the suite every Latchkey plugin passes.
import { runPluginContract } from '@latchkey/testing/contract';
import { greeter } from './greeter';

runPluginContract('greeter', () => greeter({ greeting: 'Hi' }));

import { createKit } from '@latchkey/kernel';
import { evm } from '@latchkey/presets/evm';
import { mainnet } from 'viem/chains';
import { metadata } from '../metadata';
import { greeter } from './greeter';

export const kit = createKit({ metadata, networks: [mainnet], plugins: [evm(), greeter({ greeting: 'Hello' })] });

export async function tryIt() {
  const text = kit.plugin('greeter').greet('Ada'); // typed by the plugin's `declare module`
  const answer = await kit.request<string>({ method: 'greeter_hello', params: ['Ada'] }); // no wallet prompt
  kit.open({ view: 'Greeter' });
  return [text, answer, kit.getState().plugins.greeter?.greeted];
}

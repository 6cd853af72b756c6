/** What the page reads from /runtime-config.json (written by the test for its local stack). */
export interface RuntimeConfig {
  projectId: string;
  cloudUrl: string;
  chain: { chainId: number; rpcUrl: string; name: string };
}

export async function loadConfig(): Promise<RuntimeConfig> {
  const res = await fetch('./runtime-config.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`runtime-config.json: HTTP status code ${res.status}`);
  return (await res.json()) as RuntimeConfig;
}

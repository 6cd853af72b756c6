/** The plugin's one piece of logic, shared by its API, its RPC method and its view. */
export function greet(greeting: string, name: string): string {
  return `${greeting}, ${name}! (Acme greeter)`;
}

/** `acme_greet` takes `[name]`; anything else greets a stranger rather than failing the dapp. */
export function nameFrom(params: unknown): string {
  const first = Array.isArray(params) ? params[0] : undefined;
  return typeof first === 'string' && first.trim() ? first.trim().slice(0, 64) : 'stranger';
}

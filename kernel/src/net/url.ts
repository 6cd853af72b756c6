/** A client's URL for `path`: its base, its fixed query (SPEC §7: projectId, st, sv) and the call's. */
export function buildUrl(options: { baseUrl: string; query?: Record<string, string | undefined> }, path: string, query?: Record<string, string | number | boolean | undefined>): string {
  const u = new URL(options.baseUrl.replace(/\/+$/, '') + path);
  for (const [k, v] of Object.entries({ ...options.query, ...query })) if (v !== undefined) u.searchParams.set(k, String(v));
  return u.toString();
}

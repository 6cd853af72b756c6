/** The namespaces with a page runtime. */
export declare const RUNTIME_NAMESPACES: readonly string[];
/** Bundles one browser entry into an IIFE string (minified, `source` condition). */
export declare function bundleIife(entry: string): Promise<string>;
/** The page runtime of one namespace, as an IIFE string. */
export declare function buildRuntime(namespace: string): Promise<string>;

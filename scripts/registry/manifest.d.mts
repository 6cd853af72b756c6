// Types of manifest.mjs (plain JavaScript so that npm can run it as a prepack script without a loader).
export declare const BACKUP: string;
export declare function publishableManifest<T extends Record<string, unknown>>(pkg: T): T;
export declare function strip(dir: string): void;
export declare function restore(dir: string): void;

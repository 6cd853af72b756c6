// The Bitcoin page runtime as an IIFE string. In this repo (source mode) it is built on demand; the
// package build replaces this module with the prebuilt string (build/rollup-plugin.mjs).
import { buildRuntime } from '../../build/runtimes.mjs';

/** Resolves with the runtime's code. */
export const loadRuntime = (): Promise<string> => buildRuntime('bitcoin');

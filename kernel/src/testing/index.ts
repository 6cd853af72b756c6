// The one test kit and its fixtures, for every package's tests (`@latchkey/test-harness/kit`).
export * from './fixtures';
export * from './kit';
export * from './networks';
export * from './standIns';

export * from './KitError';

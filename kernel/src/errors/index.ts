export * from './KitError';
export * from './flowErrors';

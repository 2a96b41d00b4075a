export * from './lifecycle';
export * from './public-fields';
export * from './rules';

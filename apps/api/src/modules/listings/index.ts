export * from './lifecycle';
export * from './missing';
export * from './public-fields';
export * from './rules';

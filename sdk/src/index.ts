export * from './catalog/index';
export * from './core/index';

// The pure game rules of AZUMA / ZUMA: one import for the statecharts, bots and tools.
export * from './cards';
export * from './deal';
export * from './editions';
export * from './hand';
export * from './options';
export * from './pass';
export * from './record';
export * from './referee';
export * from '../../../lib/rng';
export * from './score';
export * from './scorebook';
export * from './setup';
export * from './sheet-json';

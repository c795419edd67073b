// The web's layout, split into modules in ./requirement-layout/ (see its index.ts).
export * from './requirement-layout/index.js';
export * from './requirement-layout/callouts.js';

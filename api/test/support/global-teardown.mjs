// See global-setup.mjs.
import './typescript-hooks.mjs';

export default async (...args) => (await import('./global-teardown.ts')).default(...args);

// Jest's global setup runs in its main process, outside the workers: the same TypeScript hooks,
// then the setup itself (imported after them, so that they compile it).
import './typescript-hooks.mjs';

export default async (...args) => (await import('./global-setup.ts')).default(...args);

import type { DataProvider } from 'react-admin';
import type { RegistryDataProvider } from './data-provider';

let loading: Promise<RegistryDataProvider> | undefined;
const load = () => (loading ??= import('./data-provider').then((module) => module.dataProvider));

/**
 * The data provider (ra-data-json-server and the registry's own calls) as a chunk loaded at its
 * first call (issue 24 §6): the sign-in screen never calls it, so it is not part of the first
 * download. react-admin reads methods by name from the provider (useDataProvider's proxy);
 * every name forwards to the real provider once loaded. `then` stays undefined so that the object
 * is not taken for a promise, and `supportAbortSignal` is the real provider's (it has none).
 */
export const lazyDataProvider = new Proxy({} as DataProvider, {
  get(_target, name) {
    if (typeof name !== 'string' || name === 'then' || name === 'supportAbortSignal') return undefined;
    return async (...args: unknown[]) => {
      const provider = (await load()) as unknown as Record<string, (...a: unknown[]) => unknown>;
      return provider[name]!(...args);
    };
  },
});

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A screen loaded when first shown (issue 24 §6): its module becomes a chunk of its own, so the
 * sign-in screen never downloads the lists, forms and case file. react-admin's layout renders
 * the routes inside a `<Suspense>`; the chunk's named export is the component.
 */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType<any>> {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType<any> })));
}

import { lazy, memo, Suspense, type ComponentType, type NamedExoticComponent } from 'react';

/** On the server: the deferred components' code, loaded before the first page is rendered. */
const serverLoads: Promise<unknown>[] = [];

/** Resolves once the server has the code of every deferred component of the modules imported so far (entry-server.tsx). */
export const deferredComponentsLoaded = (): Promise<unknown> => Promise.all(serverLoads);

/**
 * A part of a server-rendered page whose code the page does not need to become usable: a heavy
 * widget further down a form (an autocomplete with its popper and chips). The server renders it
 * as any other part (its code loaded once, before the first page); the browser hydrates the rest
 * of the page without waiting for its code, shows the server's HTML for it meanwhile, and
 * hydrates it when its chunk arrives (React hydrates a Suspense boundary on its own; a click on it
 * before then is replayed). On a client-side navigation `Fallback` shows until the code arrives.
 *
 * `load` must write its import as `import(/* after hydration *\/ '…')`: vite.config.ts's
 * `trackDynamicImports` then leaves it out of the chunks the page announces in its HTML.
 *
 * Memoised: a boundary still waiting for its code must not receive new props (React would then
 * draw it afresh on the client, dropping the server's HTML), so give it props that keep their
 * identity across renders (state and its setters, constants).
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, Fallback: ComponentType<P>): NamedExoticComponent<P> {
  if (import.meta.env.SSR) {
    let loaded: ComponentType<P> | undefined;
    serverLoads.push(load().then((component) => (loaded = component)));
    return memo(function Deferred(props: P) {
      const Component = loaded ?? Fallback;
      return (
        <Suspense fallback={<Fallback {...props} />}>
          <Component {...props} />
        </Suspense>
      );
    });
  }
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return memo(function Deferred(props: P) {
    return (
      <Suspense fallback={<Fallback {...props} />}>
        <Lazy {...props} />
      </Suspense>
    );
  });
}

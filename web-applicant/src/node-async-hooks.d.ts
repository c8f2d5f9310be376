// The one Node API the server's renderer (entry-server.tsx) uses, declared here so that the
// portal's browser code is not type-checked against Node's globals.
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}

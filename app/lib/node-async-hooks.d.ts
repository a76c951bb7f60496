// The one Node API the web Worker uses (workerd provides it under nodejs_compat). Declared here rather than
// pulling all of @types/node into code that also runs in the browser.
declare module "node:async_hooks" {
  export class AsyncLocalStorage<T> {
    run<R>(store: T, callback: () => R): R;
    getStore(): T | undefined;
  }
}

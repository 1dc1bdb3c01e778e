import { type ComponentType, lazy } from 'react';

/**
 * A screen's code as a lazy component that does not suspend once the code is in (docs/decisions.md#187).
 * React shows a suspended screen's fallback and then holds the screen back until 300 ms after that
 * fallback appeared (its fallback throttle): a first visit whose screen code had already arrived with the
 * app still waited a quarter of a second. `load` asks for the code once (again after a failure); the
 * component answers React's lazy with a thenable that settles at once when the code is already here.
 */
export function lazyScreen<M, P extends object>(importer: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const load = (): Promise<M> =>
    (loading ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Screen = lazy<ComponentType<P>>(() => {
    if (!loaded) return load().then((module) => ({ default: pick(module) }));
    const ready = { default: pick(loaded) };
    // React's lazy reads a thenable's result as soon as `then` calls back: a promise would call back a tick later.
    return { then: (resolve: (value: typeof ready) => void) => resolve(ready) } as unknown as Promise<typeof ready>;
  });
  return { load, Screen };
}

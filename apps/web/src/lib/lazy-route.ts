import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/** A route's screen loaded with its own chunk; `load` asks for the code ahead (app/prefetch.ts). */
export type LazyRoute<M> = LazyExoticComponent<ComponentType> & { load: () => Promise<M> };

/**
 * A screen's code as a lazy component, named by its module's export, that does not suspend once the code
 * is in (docs/decisions.md#187). React shows a suspended screen's fallback and then holds the screen back
 * until 300 ms after that fallback appeared (its fallback throttle): a first visit whose screen code had
 * already arrived with the app still waited a quarter of a second. `load` asks for the code once (again
 * after a failure); the component answers React's lazy with a thenable that settles at once when the code
 * is already here.
 */
export function lazyRoute<K extends string, M extends Record<K, ComponentType>>(
  importer: () => Promise<M>,
  name: K,
): LazyRoute<M> {
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
  const Screen = lazy<ComponentType>(() => {
    if (!loaded) return load().then((module) => ({ default: module[name] }));
    const ready = { default: loaded[name] };
    // React's lazy reads a thenable's result as soon as `then` calls back: a promise would call back a tick later.
    return { then: (resolve: (value: typeof ready) => void) => void resolve(ready) } as unknown as Promise<
      typeof ready
    >;
  });
  return Object.assign(Screen, { load });
}

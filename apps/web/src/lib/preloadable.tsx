import { type ComponentProps, type ComponentType, lazy, useState } from 'react';
import { whileLoadingCode } from './after-first-page';

// biome-ignore lint/suspicious/noExplicitAny: a component of any props; each keeps its own.
type AnyComponent = ComponentType<any>;

/**
 * `preloadable(() => import('./x'), 'X')`: a component whose code loads the first time it renders (it suspends
 * meanwhile) or earlier with `preload()`; once loaded it renders at once, unlike `React.lazy`, which suspends on its
 * first render even when the code is already there. Work deferred until after the first page waits while it loads
 * (`useAfterFirstPage`). Call it once, at module level, like `React.lazy`.
 */
export function preloadable<M extends { [P in K]: AnyComponent }, K extends keyof M>(load: () => Promise<M>, name: K) {
  let loaded: M[K] | undefined;
  let loading: Promise<M[K]> | undefined;
  const preload = () =>
    (loading ??= whileLoadingCode(load()).then(
      (module) => {
        loaded = module[name];
        return loaded;
      },
      (error: unknown) => {
        loading = undefined; // a later preload() tries again
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per component at module level, as React.lazy is.
  function Preloadable(props: ComponentProps<M[K]>) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount it and lose its state.
    const [Component] = useState<AnyComponent>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}

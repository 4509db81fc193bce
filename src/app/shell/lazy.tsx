import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/**
 * A screen whose code loads only when it is first shown, so Home starts with less JavaScript.
 * While loading it says so; if the file cannot be loaded (an old version's file gone after an
 * update, or no network before the app was ever cached) it says why and offers Reload, never a
 * blank screen.
 */
export function lazyScreen<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  return function LazyScreen(props: P) {
    // A function passed to useState is called as an initializer: wrap the component so it is kept, not called.
    const [screen, setScreen] = useState<ComponentType<P> | null>(() => loaded);
    const [error, setError] = useState<string | null>(null);
    useEffect(() => {
      if (screen) return;
      let live = true;
      pending ??= load();
      pending.then(
        (c) => {
          loaded = c;
          if (live) setScreen(() => c);
        },
        (e: unknown) => {
          pending = null;
          if (live) setError(e instanceof Error ? e.message : String(e));
        },
      );
      return () => {
        live = false;
      };
    }, [screen]);
    if (error !== null) {
      return (
        <div class="error-bar" role="alert">
          <span>
            The {name} screen could not be loaded ({error}).
          </span>
          <button type="button" class="btn" onClick={() => location.reload()}>
            Reload
          </button>
        </div>
      );
    }
    if (!screen) return <p aria-busy="true">Loading…</p>;
    const Screen = screen;
    return <Screen {...props} />;
  };
}

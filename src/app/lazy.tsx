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

/**
 * A part of a screen whose code loads after the screen's first frame: a panel below the fold, or
 * one shown only now and then, so Home starts with less JavaScript. Nothing is shown until it has
 * loaded; should its file fail to load, nothing at all (the screens around it say why and offer
 * Reload, see {@link lazyScreen}).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  return function LazyPart(props: P) {
    const [part, setPart] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (part) return;
      let live = true;
      pending ??= load();
      pending.then(
        (c) => {
          loaded = c;
          if (live) setPart(() => c);
        },
        () => {
          pending = null;
        },
      );
      return () => {
        live = false;
      };
    }, [part]);
    if (!part) return null;
    const Part = part;
    return <Part {...props} />;
  };
}

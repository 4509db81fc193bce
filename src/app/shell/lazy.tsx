import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { messageOf } from '../../engine/errors';

/**
 * A hook that loads a component once for every place that shows it: the component once loaded
 * (null before), and the message of the error that stopped it (null while none). A failed load is
 * tried again the next time a place showing it is mounted.
 */
function loader<P extends object>(load: () => Promise<ComponentType<P>>): () => [ComponentType<P> | null, string | null] {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  return function useLoaded() {
    // A function passed to useState is called as an initializer: wrap the component so it is kept, not called.
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [error, setError] = useState<string | null>(null);
    useEffect(() => {
      if (component) return;
      let live = true;
      pending ??= load();
      pending.then(
        (c) => {
          loaded = c;
          if (live) setComponent(() => c);
        },
        (e: unknown) => {
          pending = null;
          if (live) setError(messageOf(e));
        },
      );
      return () => {
        live = false;
      };
    }, [component]);
    return [component, error];
  };
}

/**
 * A screen whose code loads only when it is first shown, so Home starts with less JavaScript.
 * While loading it says so; if the file cannot be loaded (an old version's file gone after an
 * update, or no network before the app was ever cached) it says why and offers Reload, never a
 * blank screen.
 */
export function lazyScreen<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const useLoaded = loader(load);
  return function LazyScreen(props: P) {
    const [Screen, error] = useLoaded();
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
    if (!Screen) return <p aria-busy="true">Loading…</p>;
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
  const useLoaded = loader(load);
  return function LazyPart(props: P) {
    const [Part] = useLoaded();
    return Part ? <Part {...props} /> : null;
  };
}

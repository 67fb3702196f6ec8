import { Subscribable } from '@stillpoint/sdk/core';
import { Component, lazy, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

/** A part's code that did not arrive: the connection dropped before it loaded, or the app was updated meanwhile. */
class PartNotLoaded extends Error {
  constructor(cause: unknown) {
    super('A part of the page could not be loaded', { cause });
    this.name = 'PartNotLoaded';
  }
}

/**
 * Holds a part whose code did not load in its place, empty or with its `notLoaded` stand-in (until its key changes
 * with the part's next try). Any other error goes on to the route's error page, as it would without this boundary.
 */
class PartBoundary extends Component<{ readonly children: ReactNode; readonly notLoaded: ReactNode }, { readonly error: unknown }> {
  override state: { readonly error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    if (this.state.error instanceof PartNotLoaded) return this.props.notLoaded;
    // Rethrown as it was caught, whatever was thrown.
    throw this.state.error as Error;
  }
}

/**
 * React.lazy for a part of a page that the page can show without (a section below the first screen, a banner, a
 * dialog not yet opened): when its code cannot be fetched, as when the connection drops on a first visit before the
 * service worker has kept the app, the part stays empty and loads once the connection returns, and the rest of the
 * page stays. A plain lazy component would throw to the route's error page, whose own code could not load either:
 * a blank page under the product's name. The page's main content stays a plain lazy component. `NotLoaded`, given the
 * part's props, stands in for it meanwhile (a dialog asked for says why it does not open).
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, NotLoaded?: ComponentType<P>): ComponentType<P> {
  // Shared by every place the part is shown. React.lazy keeps a failed load for good, so once the connection returns
  // after one, a new one takes its place, as a new generation: every place showing the part renders again with a
  // boundary keyed by it, whether it was holding the part empty or was mounted by the same event a moment before the
  // new try was made (the app's own `online` listeners may run first). A part loaded is never replaced, so none
  // shown is mounted again.
  let generation = 0;
  const renewed = new Subscribable();
  const currentGeneration = () => generation;
  const make = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        window.addEventListener('online', renew, { once: true });
        throw new PartNotLoaded(error);
      }),
    );
  let Loaded = make();
  const renew = () => {
    generation += 1;
    Loaded = make();
    renewed.notify();
  };
  function Part(props: P) {
    const tried = useSyncExternalStore(renewed.subscribe, currentGeneration, currentGeneration);
    return (
      <PartBoundary key={tried} notLoaded={NotLoaded ? <NotLoaded {...props} /> : null}>
        <Loaded {...props} />
      </PartBoundary>
    );
  }
  return Part;
}

import { Component, lazy, useReducer, type ComponentType, type ReactNode } from 'react';

/** A part's code that did not arrive: the connection dropped before it loaded, or the app was updated meanwhile. */
class PartNotLoaded extends Error {
  constructor(cause: unknown) {
    super('A part of the page could not be loaded', { cause });
    this.name = 'PartNotLoaded';
  }
}

interface BoundaryProps {
  readonly children: ReactNode;
  /** Called once the connection returns after the part's code failed to load. */
  readonly onRetry: () => void;
}

/**
 * Holds a part whose code did not load in its place, empty, until the connection returns. Any other error goes
 * on to the route's error page, as it would without this boundary.
 */
class PartBoundary extends Component<BoundaryProps, { readonly error: unknown }> {
  override state: { readonly error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  private readonly retry = () => this.props.onRetry();

  override componentDidCatch(error: unknown) {
    if (error instanceof PartNotLoaded) window.addEventListener('online', this.retry, { once: true });
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    if (this.state.error instanceof PartNotLoaded) return null;
    // Rethrown as it was caught, whatever was thrown.
    throw this.state.error as Error;
  }
}

/**
 * React.lazy for a part of a page that the page can show without (a section below the first screen, a banner, a
 * dialog not yet opened): when its code cannot be fetched, as when the connection drops on a first visit before the
 * service worker has kept the app, the part stays empty and loads once the connection returns, and the rest of the
 * page stays. A plain lazy component would throw to the route's error page, whose own code could not load either:
 * a blank page under the product's name. The page's main content stays a plain lazy component.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  // Shared by every place the part is shown. React.lazy keeps a failed load for good, so once the connection returns
  // after one, a new one takes its place. It does so first, in the capture phase: before the app's own listeners
  // (a screen shown again as the connection returns, a boundary holding the part empty) render the part again.
  // A part loaded is never replaced, so none shown is mounted again.
  const make = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        window.addEventListener('online', renew, { once: true, capture: true });
        throw new PartNotLoaded(error);
      }),
    );
  // Each new load is a new generation: a boundary that held the part empty is replaced (by its key) once the part
  // is rendered again, whatever renders it (the boundary itself hearing the connection return, the screen around it).
  let generation = 0;
  const renew = () => {
    generation += 1;
    Loaded = make();
  };
  let Loaded = make();
  function Part(props: P) {
    const [, renderAgain] = useReducer((n: number) => n + 1, 0);
    return (
      <PartBoundary key={generation} onRetry={renderAgain}>
        <Loaded {...props} />
      </PartBoundary>
    );
  }
  return Part;
}

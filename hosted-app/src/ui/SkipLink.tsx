/**
 * "Skip to content": the first thing a keyboard reaches on every page, hidden until focused. Every page's
 * <main> is `#main` (focusable with tabIndex -1), so the link works as a plain anchor before any script runs.
 */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Skip to content
    </a>
  );
}

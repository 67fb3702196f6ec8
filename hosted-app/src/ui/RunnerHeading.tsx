import { useEffect, useRef } from 'react';

/**
 * A running session's heading: the page's one <h1> while the runner fills the place of the page (axe's
 * page-has-heading-one), read but not shown (the runner shows the practice's name), and where focus goes
 * as the runner opens, so a keyboard or screen-reader user starts inside the session and not on <body>.
 */
export function RunnerHeading({ children }: { readonly children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h1 ref={heading} className="sr-only" tabIndex={-1}>
      {children}
    </h1>
  );
}

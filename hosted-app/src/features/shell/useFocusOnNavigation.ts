import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Whether the user has pressed a key or pointed since the page loaded. Until then the screen is the page
 * load's own (redirects included): focus keeps the browser's start, so the first Tab reaches the skip link.
 */
let acted = false;
const markActed = () => {
  acted = true;
};

/**
 * After the app moves to another screen on its own (a session ended, a dialog sent the user on), the control
 * that had focus is gone and focus falls to <body>: it goes to the new screen's heading instead, so a
 * keyboard or screen-reader user is told where they are and goes on from there. Focus a user placed stays.
 */
export function useFocusOnNavigation() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.addEventListener('keydown', markActed, { once: true, capture: true });
    window.addEventListener('pointerdown', markActed, { once: true, capture: true });
  }, []);
  useEffect(() => {
    if (!acted) return;
    let frame = 0;
    let tries = 0;
    const place = () => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      // The screen may still be loading its chunk or data: look again for a while (about a second).
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) {
        if ((tries += 1) < 60) frame = requestAnimationFrame(place);
        return;
      }
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
    };
    frame = requestAnimationFrame(place);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

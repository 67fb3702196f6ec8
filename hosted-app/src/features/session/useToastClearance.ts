import { useEffect, type RefObject } from 'react';

/** The room kept between a toast and the runner's lowest line (the controls), in px. */
const GAP_PX = 12;

/** The CSS property session.css adds to the runner's bottom padding. */
export const TOAST_CLEARANCE = '--sp-toast-clearance';

type Box = Pick<DOMRect, 'left' | 'top' | 'right' | 'bottom'>;

const sideBySide = (a: Box, b: Box) => a.right <= b.left || b.right <= a.left;

/**
 * How much bottom padding the runner needs so no open toast covers its column: the runner centres its column,
 * so padding P raises it by P/2. Nothing when the toast stands beside the column (a desktop's corner) or below
 * it already; never more than the column's room above, so it does not leave the top of the screen.
 */
function clearanceFor(runner: HTMLElement): number {
  const toasts = [...document.querySelectorAll('.toast[data-state="open"]')].map((toast) => toast.getBoundingClientRect());
  const style = getComputedStyle(runner);
  // The padding the column already sits above (this function's last answer, or a step of its transition).
  const current = Math.max(0, parseFloat(style.paddingBottom) - parseFloat(style.paddingTop));
  if (toasts.length === 0) return 0;
  const column = [...runner.children]
    .filter((child) => !child.matches('.sp-sr-only, .sp-dim, style'))
    .map((child) => child.getBoundingClientRect())
    .filter((box) => box.height > 0)
    // Where the column would be without the padding.
    .map((box) => ({ left: box.left, right: box.right, top: box.top + current / 2, bottom: box.bottom + current / 2 }));
  if (column.length === 0) return 0;
  const top = Math.min(...column.map((box) => box.top));
  let rise = 0;
  for (const toast of toasts) {
    const under = column.filter((box) => !sideBySide(box, toast));
    if (under.length > 0) rise = Math.max(rise, Math.max(...under.map((box) => box.bottom)) + GAP_PX - toast.top);
  }
  const room = top - runner.getBoundingClientRect().top - GAP_PX;
  return Math.round(2 * Math.max(0, Math.min(rise, room)));
}

/**
 * Keeps a toast over the running session off the runner's guidance, timer and controls (a phone's full-width toast
 * at the foot of the screen, the longest several lines): where the toast would cover the column, the column
 * rises just enough to clear it, and settles back when the toast goes. Where it does not (most toasts at most
 * sizes, any toast beside a desktop's column) nothing moves. The toast is not made to shrink or wait: it says what
 * the user must know now ("Storage full or not allowed").
 *
 * Watched: toasts opening and closing, the runner's lines coming and going (a guidance card), the window's size.
 * Not the clock's text, which never changes a line's size.
 */
export function useToastClearance(screen: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = screen.current;
    if (!active || !element) return;
    let frame = 0;
    let applied = 0;
    const update = () => {
      frame = 0;
      const runner = element.querySelector<HTMLElement>('[part="runner"]');
      const clearance = runner ? clearanceFor(runner) : 0;
      if (clearance === applied) return;
      applied = clearance;
      element.style.setProperty(TOAST_CLEARANCE, `${clearance}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-state'] });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      element.style.removeProperty(TOAST_CLEARANCE);
    };
  }, [screen, active]);
}

import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { en } from '../catalog/messages/en';
import { runnerStyles } from './styles';
import { canAdoptStyles, useAdoptedStyles } from './useAdoptedStyles';
import { useWords } from './WordsContext';

/** The words shown while the screen is dimmed after a while without a tap. */
export const DIMMED_TEXT = en['runner.dimmed'];

/** Props of RunnerFrame. */
export interface RunnerFrameProps {
  /** Accessible name of the runner region ("Box Breathing", "10 min Meditation"). */
  label: string;
  /** Extra class on the root, e.g. the runner kind, for host styling. */
  className?: string;
  /** Dim the screen and show the "Tap to brighten" note. */
  dimmed?: boolean;
  /** The latest phase announcement, read out politely by screen readers. */
  announcement?: string;
  /** Any tap or key press inside the runner (brightens, shows zen controls, retries a refused wake lock). */
  onInteract?: () => void;
  /** The view inside the frame. */
  children?: ReactNode;
}

/**
 * The shell every runner shares: its stylesheet, the polite live region for phase changes, and the dimmed
 * overlay. Dimming only lowers the picture: the live region keeps speaking, and any tap or key brightens it.
 * The tap that brightens does nothing else: nothing under the dim layer receives it.
 *
 * The stylesheet travels with the runner, so it also works inside a shadow root: adopted by the document or
 * shadow root as a constructable stylesheet where the browser can (a strict Content-Security-Policy, as the
 * hosted app's, refuses inline `<style>`), else rendered in a `<style>` (older browsers, server rendering).
 */
export function RunnerFrame({ label, className, dimmed = false, announcement = '', onInteract, children }: RunnerFrameProps) {
  const words = useWords();
  const root = useRef<HTMLElement>(null);
  const [adopt] = useState(canAdoptStyles);
  useAdoptedStyles(root, runnerStyles, adopt);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab' || event.key === 'Shift') return;
    // Dimmed, a key only brightens: Enter or Space on a focused control under the dim does not press it.
    if (dimmed && (event.key === 'Enter' || event.key === ' ')) event.preventDefault();
    onInteract?.();
  };
  // Dimmed, the dim layer takes the whole press and brightens on its click, the press's last event: were it
  // to go on the way down, the rest of a finger's tap (its click comes after the finger lifts) would land on
  // the control it uncovered, End Session among them.
  const onPointerDown = dimmed ? undefined : onInteract;
  return (
    <section
      ref={root}
      className={`sp-runner${className ? ` ${className}` : ''}${dimmed ? ' sp-dimmed' : ''}`}
      part="runner"
      aria-label={label}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    >
      {adopt ? null : <style>{runnerStyles}</style>}
      {children}
      <p className="sp-sr-only" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {dimmed ? (
        // A press that turns into a scroll ends in pointercancel, not a click: it brightens too.
        <button type="button" className="sp-dim" part="dim" onClick={onInteract} onPointerCancel={onInteract}>
          {words.t('runner.dimmed')}
        </button>
      ) : null}
    </section>
  );
}

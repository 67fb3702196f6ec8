import { RunnerFrame, useWords } from '@stillpoint/sdk/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { describeAttributeErrors, type AttributeError } from './attributes';
import { emit } from './events';
import type { SessionSlot } from './sessionSlot';

/** Each element's number among the elements of its tag that could not start, in the order they first failed. */
const ordinals = new WeakMap<HTMLElement, number>();
const failedSoFar = new Map<string, number>();

/**
 * The frame's accessible name: the label for the first element of a tag that cannot start, then
 * "Breathing session 2", "Breathing session 3"...: each region on a page needs a name of its own
 * (two regions of one name cannot be told apart in a screen reader's landmark list).
 */
function distinctLabel(tag: string, label: string, host: HTMLElement): string {
  let ordinal = ordinals.get(host);
  if (ordinal === undefined) {
    ordinal = (failedSoFar.get(tag) ?? 0) + 1;
    failedSoFar.set(tag, ordinal);
    ordinals.set(host, ordinal);
  }
  return ordinal === 1 ? label : `${label} ${ordinal}`;
}


export interface WidgetErrorProps {
  readonly tag: string;
  /** Accessible name of the frame ("Breathing session"). */
  readonly label: string;
  readonly errors: readonly AttributeError[];
  readonly host: HTMLElement;
  readonly session: SessionSlot;
}

/**
 * Attributes that cannot be used: a short, calm message in the runner's frame for the visitor, and
 * the whole detail, every attribute named, for the page's developer: once in the console and in a
 * session-error event (a re-render with the same problems repeats neither).
 */
export function WidgetError({ tag, label, errors, host, session }: WidgetErrorProps) {
  const words = useWords();
  const message = describeAttributeErrors(tag, errors);
  useLayoutEffect(() => {
    session.markInvalid(true);
    return () => session.markInvalid(false);
  }, [session]);
  const problems = useRef(errors);
  useEffect(() => {
    problems.current = errors;
  });
  useEffect(() => {
    console.error(`[stillpoint] ${message}`);
    emit(host, 'session-error', { message, problems: problems.current });
    // Keyed on the text (the problems are read through a ref): the same problems are reported once.
  }, [host, message]);
  return (
    <RunnerFrame label={distinctLabel(tag, words.text(label), host)} className="sp-error">
      <p className="sp-widget-error" role="alert" part="error">
        {/* What a visitor reads when the page's attributes cannot make a session: no attribute names, no code. */}
        {words.t('runner.cannotStart')}
      </p>
    </RunnerFrame>
  );
}

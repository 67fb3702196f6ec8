/**
 * JSX typings for Preact: `<breath-session technique="box" onsession-complete={...} />` type-checks,
 * attribute values and event details included. Types only; bring them in once in the app:
 *
 *     import type {} from '@stillpoint/widgets/jsx-preact';
 */
import type { JSX as PreactJSX } from 'preact';
import type { BreathSessionElement } from './breath-session/breath-session.component';
import type {
  BreathSessionAttributes,
  FlagAttribute,
  MeditationTimerAttributes,
  NumberAttribute,
  LanguageAttributes,
  SessionAttributes,
  SessionEventProps,
} from './elementAttributes';
import type { MeditationTimerElement } from './meditation-timer/meditation-timer.component';

// Preact's own attribute names that ours narrow (its `type` and `pattern` are plain strings) are
// replaced rather than intersected.
type ElementProps<E extends HTMLElement, A> = Omit<PreactJSX.HTMLAttributes<E>, keyof A> & A & LanguageAttributes & SessionEventProps;

declare module 'preact' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Preact's JSX namespace is extended this way
  namespace JSX {
    interface IntrinsicElements {
      'breath-session': ElementProps<BreathSessionElement, BreathSessionAttributes>;
      'meditation-timer': ElementProps<MeditationTimerElement, MeditationTimerAttributes>;
    }
  }
}

// The package's types too, so those the attributes and events use can be imported from here.
export type * from './index';
export type { BreathSessionAttributes, FlagAttribute, MeditationTimerAttributes, NumberAttribute, SessionAttributes, SessionEventProps };

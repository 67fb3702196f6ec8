/**
 * JSX typings for React 19: `<breath-session technique="box" onsession-complete={...} />` type-checks,
 * attribute values and event details included. Types only; bring them in once in the app:
 *
 *     import type {} from '@stillpoint/widgets/jsx-react';
 *
 * A separate entry because it augments `react`, which a page without React does not have.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
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

type ElementProps<E extends HTMLElement, A> = DetailedHTMLProps<HTMLAttributes<E>, E> & A & LanguageAttributes & SessionEventProps;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX namespace is extended this way
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

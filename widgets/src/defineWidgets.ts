import { BreathSessionElement } from './breath-session/breath-session.component';
import { defineElement } from './define';
import { MeditationTimerElement } from './meditation-timer/meditation-timer.component';

/** Registers <breath-session>; safe to call any number of times, and on a server (it does nothing there). */
export function defineBreathSession(): boolean {
  return defineElement('breath-session', BreathSessionElement);
}

/** Registers <meditation-timer>; safe to call any number of times, and on a server (it does nothing there). */
export function defineMeditationTimer(): boolean {
  return defineElement('meditation-timer', MeditationTimerElement);
}

/** Registers both elements. */
export function defineWidgets(): void {
  defineBreathSession();
  defineMeditationTimer();
}

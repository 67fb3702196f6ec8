import { BreathSessionElement } from './breath-session/breath-session.component';
import { defineElement } from './define';
import { MeditationTimerElement } from './meditation-timer/meditation-timer.component';
import { config as configureValidation } from 'zod/mini';

/**
 * Host pages often forbid eval in their Content-Security-Policy. The config schemas would otherwise
 * probe `new Function` once, which such a page reports as a policy violation even though it is caught.
 */
function avoidEval(): void {
  configureValidation({ jitless: true });
}

/** Registers <breath-session>; safe to call any number of times, and on a server (it does nothing there). */
export function defineBreathSession(): boolean {
  avoidEval();
  return defineElement('breath-session', BreathSessionElement);
}

/** Registers <meditation-timer>; safe to call any number of times, and on a server (it does nothing there). */
export function defineMeditationTimer(): boolean {
  avoidEval();
  return defineElement('meditation-timer', MeditationTimerElement);
}

/** Registers both elements. */
export function defineWidgets(): void {
  defineBreathSession();
  defineMeditationTimer();
}

declare global {
  interface HTMLElementTagNameMap {
    'breath-session': BreathSessionElement;
    'meditation-timer': MeditationTimerElement;
  }
}

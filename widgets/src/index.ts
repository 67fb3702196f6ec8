/**
 * @stillpoint/widgets: <breath-session> and <meditation-timer>. Importing this entry registers
 * nothing; call `defineWidgets()` (or import '@stillpoint/widgets/breath-session.js' and
 * '@stillpoint/widgets/meditation-timer.js', which register on import).
 */
export { BreathSessionBase, BreathSessionElement } from './breath-session/breath-session.component';
export { MeditationTimerBase, MeditationTimerElement } from './meditation-timer/meditation-timer.component';
export type { BreathSessionProperties, MeditationTimerProperties, PatternAttribute, SessionProperties } from './elementAttributes';
export { defineBreathSession, defineMeditationTimer, defineWidgets } from './defineWidgets';
export {
  BREATH_SESSION_ATTRIBUTES,
  parseBreathSessionAttributes,
  type BreathSessionAttribute,
  type BreathSessionSettings,
} from './breath-session/breath-session.attributes';
export {
  MEDITATION_TIMER_ATTRIBUTES,
  parseMeditationTimerAttributes,
  type MeditationTimerAttribute,
  type MeditationTimerSettings,
} from './meditation-timer/meditation-timer.attributes';
export type { AttributeError, AttributeResult, AttributeValues, WidgetSettings } from './attributes';
export {
  DEPRECATED_EVENT_NAMES,
  SESSION_EVENTS,
  type PhaseChangeDetail,
  type SessionEndDetail,
  type SessionErrorDetail,
  type SessionEventDetails,
  type SessionEventMap,
  type SessionEventName,
  type DeprecatedEventName,
  type SessionStartDetail,
  type SessionStopDetail,
  type SessionStopReason,
} from './events';
export type { WidgetElement, WidgetElementClass, WidgetElementEventMap, WidgetStatus } from './widgetElement';

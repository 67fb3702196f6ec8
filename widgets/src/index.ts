/**
 * @stillpoint/widgets: <breath-session> and <meditation-timer>. Importing this entry registers
 * nothing; call `defineWidgets()` (or import '@stillpoint/widgets/breath-session.js' and
 * '@stillpoint/widgets/meditation-timer.js', which register on import).
 */
export { BreathSessionBase, BreathSessionElement } from './breath-session/breath-session.component';
export { MeditationTimerBase, MeditationTimerElement } from './meditation-timer/meditation-timer.component';
export type {
  BreathSessionAttributes,
  BreathSessionProperties,
  FlagAttribute,
  MeditationTimerAttributes,
  MeditationTimerProperties,
  NumberAttribute,
  PatternAttribute,
  SessionAttributes,
  SessionProperties,
} from './elementAttributes';
export type { ElementProperties, PropertyKind, PropertyName, PropertyValue } from './elementProperties';
export { THEMES, type Theme } from './themes';
export { defineBreathSession, defineMeditationTimer, defineWidgets } from './defineWidgets';
export {
  BREATH_SESSION_ATTRIBUTES,
  BREATH_SESSION_PROPERTIES,
  parseBreathSessionAttributes,
  type BreathSessionAttribute,
  type BreathSessionSettings,
} from './breath-session/breath-session.attributes';
export {
  MEDITATION_TIMER_ATTRIBUTES,
  MEDITATION_TIMER_PROPERTIES,
  parseMeditationTimerAttributes,
  type MeditationTimerAttribute,
  type MeditationTimerSettings,
} from './meditation-timer/meditation-timer.attributes';
export { loadProgramCheck } from './meditation-timer/programAttribute';
export type { AttributeError, AttributeResult, AttributeValues, WidgetSettings } from './attributes';
export {
  DEPRECATED_EVENT_NAMES,
  MEDITATION_TIMER_EVENTS,
  SESSION_EVENTS,
  type PhaseChangeDetail,
  type ProgramBellKind,
  type SessionBellDetail,
  type SessionCompleteDetail,
  type SessionEndDetail,
  type SessionErrorDetail,
  type SessionEventDetails,
  type SessionEventMap,
  type SessionEventName,
  type DeprecatedEventName,
  type SessionRecordDetail,
  type SessionStartDetail,
  type SessionStopDetail,
  type SessionStopReason,
} from './events';
export type { WidgetElement, WidgetElementClass, WidgetElementEventMap, WidgetStatus } from './widgetElement';

import type { BreathingConfig } from '@stillpoint/sdk/catalog';
import { BreathingPlanSession } from '@stillpoint/sdk/react';
import { widgetBase } from '../widgetBase';
import type { BreathSessionProperties } from '../elementAttributes';
import type { WidgetKind } from '../SessionView';
import type { WidgetElementClass } from '../widgetElement';
import { BREATH_SESSION_PROPERTIES, parseBreathSessionAttributes } from './breath-session.attributes';
import { breathSessionStyles } from './breath-session.styles';

/** What makes a <breath-session>: its attributes' parser, its runner and its stylesheet (the view is SessionView). */
const BREATH_SESSION: WidgetKind<BreathingConfig> = {
  tag: 'breath-session',
  label: 'Breathing session',
  parse: parseBreathSessionAttributes,
  Runner: BreathingPlanSession,
  // A breathing preset's id is its technique's (box, 4-7-8...); a pattern of one's own is custom.
  presetOf: (config) => config.technique,
  css: breathSessionStyles,
};

// Typed by name, so the declarations point at widgetElement.ts (no React) rather than spell out
// widgetBase's return type.
/**
 * The class BreathSessionElement extends: {@link WidgetElement} and the element's reflecting properties
 * ({@link BreathSessionProperties}). Exported for its type; extend or instantiate BreathSessionElement, not this.
 */
export const BreathSessionBase: WidgetElementClass<BreathSessionProperties> = widgetBase<BreathSessionProperties, BreathingConfig>(BREATH_SESSION, BREATH_SESSION_PROPERTIES);

/**
 * A breathing session runner: a visual guide (circle, lungs or wave), the countdown, the phase,
 * "Round X of Y", Pause/Resume and "End Session" ("Release & Breathe" during the deep-reset hold).
 * It starts when it is added to the page (or on its Start button, with autostart="off").
 * Attributes that cannot be used show visitors a short "This session can't start" (role="alert");
 * every problem, by attribute, goes to the console and to a session-error event.
 *
 * @tag breath-session
 * @summary A breathing session runner for any page.
 *
 * @attr preset - A breathing preset id (the catalog's presets, e.g. "box", "4-7-8"); its whole config is the starting point.
 * @attr technique - Or a technique: box, 4-7-8, coherent, 1-2-ratio, physiological-sigh, step-down, tidal, humming-exhale, deep-reset, custom. Not together with preset.
 * @attr pattern - Seconds as inhale-hold-exhale-hold after exhale ("4-7-8-0"), inhale-hold-exhale ("4-7-8") or inhale-exhale ("5-5"); each 1-20 s (holds 0-20 s). Alone it makes a custom technique.
 * @attr rounds - Length in rounds, 1-20. Not together with minutes.
 * @attr minutes - Length in minutes, 1-30: as many whole rounds as fit.
 * @attr visual-guide - circle, lungs or wave.
 * @attr ambient - An ambient bed: none, sauna_loop, sea_loop, forest_loop, rain_loop, cafe_loop, lake_wind, outside_night, spring_forest, daytime_bonfire, summer_forest, warm_afternoon, pine_trees.
 * @attr cue-sound - The sound of the breathing cues' transitions: bell_chime, bell_ping, bowl_long, gong_soft, gong_deep.
 * @attr sound - Play cues and ambient sound (present, "on" or "true"). Off by default; the audio engine is downloaded only when on.
 * @attr sound-base-url - URL of the folder holding assets.json and the sound files. Default: the sounds/ folder beside the script-tag build, else /sounds/ on the page's host.
 * @attr autostart - Start as soon as the element is on the page, or, with autostart="off", wait for its Start button. Default on.
 * @attr time-scale - Accelerated clock for demos and tests: session seconds per real second (60 runs a minute a second), above 0 and at most 3600. Default 1.
 * @attr settle-in - Seconds of "Get comfortable" between the start and the first phase (no cue, bell or time counted until it ends), a whole number from 0 to 60. Default 0.
 * @attr {'dark' | 'light' | 'auto'} theme - The palette: dark, light, or auto to follow the visitor's colour scheme (prefers-color-scheme). A page's --sp-* colours win over either. Default dark.
 * @attr messages - A host's own wording as JSON text, by message key: {"button.start":"Begin"}; any key of the SDK's catalog (sdk/src/catalog/messages/en.ts), over the words of the element's language. The element speaks its own lang, else the nearest lang around it, else the page's (English, German, Dutch, French, Spanish; English for any other), and follows a change of it. As a property it reads as the object and takes an object or its JSON text.
 * @attr sounds - Deprecated: the former name of sound-base-url, still read (sound-base-url wins); it goes in 1.0.
 *
 * @event session-start - The session started. detail: { kind, title, total } (ms).
 * @event session-phase-change - A phase began. detail: { phase, label, round, rounds, start, duration } (ms).
 * @event phase-change - Deprecated: the same event as session-phase-change, dispatched after it under its former name; it stops in 1.0.
 * @event session-pause - The session paused (its Pause button or pause()). detail: { kind, title, elapsed, total } (ms).
 * @event session-resume - The session resumed. detail: { kind, title, elapsed, total } (ms).
 * @event session-complete - The session ran to its end. detail: { kind, title, elapsed, total } (ms), and the sit's record: preset (its preset or technique id), config (the whole session config) and startedAt (ISO 8601).
 * @event session-stop - The session ended early. detail: { kind, title, elapsed, total, preset, config, startedAt, reason }: reason "user" (End Session), "method" (stop()), "attributes" (an attribute changed the session; a new one takes its place) or "removed" (the element left the page).
 * @event session-error - The attributes cannot make a session. detail: { message, problems: [{ attribute, message }] }.
 *
 * @csspart runner - The runner's frame (a section named after the session).
 * @csspart title - The session's name.
 * @csspart guide - The visual guide.
 * @csspart countdown - The seconds left in the phase.
 * @csspart phase - The phase label ("Inhale", "Hold", "Exhale").
 * @csspart round - "Round X of Y".
 * @csspart controls - The row of buttons.
 * @csspart button - Every button; each also has its own part (below).
 * @csspart start - The Start button (with autostart="off").
 * @csspart pause - The Pause button.
 * @csspart resume - The Resume button.
 * @csspart end - The End Session button (it asks to confirm: its end-now and keep-going buttons).
 * @csspart release - The "Release & Breathe" button that ends an open-ended hold.
 * @csspart restart - The "Start again" button once a session completed or ended.
 * @csspart end-now - The confirmation's "End now" button.
 * @csspart keep-going - The confirmation's "Keep going" button.
 * @csspart dim - The "Tap to brighten" overlay of idle dimming.
 * @csspart error - The message shown when an attribute cannot be used.
 *
 * @cssproperty --sp-bg - Background. Default #0f1724. Light theme #f8fafc.
 * @cssproperty --sp-fg - Text. Default #f1f5f9. Light theme #0f1724.
 * @cssproperty --sp-muted - Secondary text. Default #b4bfcf. Light theme #475569.
 * @cssproperty --sp-accent - Guide, progress and primary button. Default #7dd3c0. Light theme #0f766e.
 * @cssproperty --sp-accent-soft - Button hover. Default #2c6e63. Light theme #ccfbf1.
 * @cssproperty --sp-on-accent - Text of the primary button. Default: near-black on a light accent, white on a dark one.
 * @cssproperty --sp-accent-hover - Primary button hover. Default: the accent a step further from its text.
 * @cssproperty --sp-surface - Buttons and cards. Default #1c2738. Light theme #e2e8f0.
 * @cssproperty --sp-focus - Keyboard focus ring. Default #fbbf24. Light theme #b45309.
 * @cssproperty --sp-radius - Corner radius. Default 12px.
 * @cssproperty --sp-guide-size - Size of the guide. Default min(60vmin, 280px).
 * @cssproperty --sp-font - Font family. Default the system UI font.
 * @cssproperty --sp-min-height - Minimum height of the element. Default 24em (of the element's font size, 16px unless set on the element).
 */
export class BreathSessionElement extends BreathSessionBase {}

declare global {
  // Here, with the class, so that importing any entry that registers the tag (the package's index,
  // '@stillpoint/widgets/breath-session.js', the script build) types `document.querySelector('breath-session')`.
  interface HTMLElementTagNameMap {
    'breath-session': BreathSessionElement;
  }
}

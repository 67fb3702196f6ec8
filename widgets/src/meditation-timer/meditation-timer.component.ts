import type { MeditationConfig } from '@stillpoint/sdk/catalog';
import { widgetBase } from '../widgetBase';
import type { MeditationTimerProperties } from '../elementAttributes';
import type { WidgetKind } from '../SessionView';
import type { WidgetElementClass } from '../widgetElement';
import { MEDITATION_TIMER_PROPERTIES } from './meditation-timer.attributes';
import { meditationSettings } from './meditationSettings';
import { loadProgramCheck, needsProgramCheck } from './programAttribute';
import { loadZenRunner, MeditationRunner, needsZenRunner } from './meditationRunner';
import { meditationTimerStyles } from './meditation-timer.styles';

/**
 * What makes a <meditation-timer>: its attributes' parser (and the chunks it loads first: a program's
 * checker, the zen view), its runner and its stylesheet (the view is SessionView).
 */
const MEDITATION_TIMER: WidgetKind<MeditationConfig> = {
  tag: 'meditation-timer',
  label: 'Meditation session',
  parse: meditationSettings,
  prepare: (values) => {
    if (needsProgramCheck(values)) return loadProgramCheck();
    return needsZenRunner(meditationSettings(values)) ? loadZenRunner() : undefined;
  },
  Runner: MeditationRunner,
  presetOf: (config) => config.preset ?? 'custom',
  css: meditationTimerStyles,
};

// Typed by name, so the declarations point at widgetElement.ts (no React) rather than spell out
// widgetBase's return type.
/**
 * The class MeditationTimerElement extends: {@link WidgetElement} and the element's reflecting properties
 * ({@link MeditationTimerProperties}). Exported for its type; extend or instantiate MeditationTimerElement, not this.
 */
export const MeditationTimerBase: WidgetElementClass<MeditationTimerProperties> = widgetBase<MeditationTimerProperties, MeditationConfig>(MEDITATION_TIMER, MEDITATION_TIMER_PROPERTIES);

/**
 * A meditation timer: an mm:ss countdown ring with the phase (Pranayama Breathing, the meditation,
 * or a program's segment, Gentle Transition, Session Complete), guidance cards for guided types and "End Session"; or, with
 * `zen`, the zen view (after 180 s the timer fades to a breathing circle; a tap shows it for 3 s).
 * It starts when it is added to the page (or on its Start button, with autostart="off").
 * Attributes that cannot be used show visitors a short "This session can't start" (role="alert");
 * every problem, by attribute, goes to the console and to a session-error event.
 *
 * @tag meditation-timer
 * @summary A meditation timer for any page.
 *
 * @attr program - A meditation program as JSON text: {"segments":[{"kind":"sit","minutes":25},{"kind":"walk","minutes":5,"bells":{"at":[2]}},{"kind":"sit","minutes":25,"bells":{"every":5,"random":{"count":2}}}]}. Segments are sit, walk or settle, 1-60 minutes each, 1-12 of them and at most 180 minutes in all; a segment's bells ring at chosen minutes (at), every N minutes (every) and at random moments (random: out of its first and last minute, a minute apart); a bell opens each segment and ends the sit. Beside segments: ambient, bells.type, zenMode, transitions. Not together with preset, minutes, type, bells, bell-interval, bell-type, ambient or zen.
 * @attr preset - A meditation preset: tm, zen, quick, body-scan, anchor-switching, emotion-surfing, mental-labeling, gaze-meditation, open-awareness, walking-meditation, custom. Default, and custom: the builder's defaults (15 min basic timer).
 * @attr minutes - Length of the meditation in minutes, 1-60.
 * @attr type - basic-timer, micro-reset, body-scan, anchor-switching, emotion-surfing, mental-labeling, gaze-meditation, open-awareness, walking-meditation.
 * @attr bells - Ring bells (present, "on" or "off"). On fills in a tibetan-bowl start, a zen-gong end and no interval bells.
 * @attr bell-interval - Minutes between interval bells, 0-15 (0: none). Turns bells on unless bells="off".
 * @attr bell-type - none, tibetan-bowl, crystal-bell, nature-chime, zen-gong, soft-tone. Turns bells on unless bells="off".
 * @attr ambient - An ambient bed: none, sauna_loop, sea_loop, forest_loop, rain_loop, cafe_loop, lake_wind, outside_night, spring_forest, daytime_bonfire, summer_forest, warm_afternoon, pine_trees.
 * @attr zen - Use the zen view (present, "on" or "off").
 * @attr sound - Play bells and ambient sound (present, "on" or "true"). Off by default; the audio engine is downloaded only when on.
 * @attr sound-base-url - URL of the folder holding assets.json and the sound files. Default: the sounds/ folder beside the script-tag build, else /sounds/ on the page's host.
 * @attr autostart - Start as soon as the element is on the page, or, with autostart="off", wait for its Start button. Default on.
 * @attr time-scale - Accelerated clock for demos and tests: session seconds per real second (60 runs a minute a second), above 0 and at most 3600. Default 1.
 * @attr settle-in - Seconds of "Get comfortable" between the start and the first phase (no cue, bell or time counted until it ends), a whole number from 0 to 60. Default 0.
 * @attr {'dark' | 'light' | 'auto'} theme - The palette: dark, light, or auto to follow the visitor's colour scheme (prefers-color-scheme). A page's --sp-* colours win over either. Default dark.
 * @attr messages - A host's own wording as JSON text, by message key: {"button.start":"Begin"}; any key of the SDK's catalog (sdk/src/catalog/messages/en.ts), over the words of the element's language. The element speaks its own lang, else the nearest lang around it, else the page's (English, German, Dutch, French, Spanish; English for any other), and follows a change of it. As a property it reads as the object and takes an object or its JSON text.
 * @attr sounds - Deprecated: the former name of sound-base-url, still read (sound-base-url wins); it goes in 1.0.
 *
 * @event session-start - The session started. detail: { kind, title, total } (ms).
 * @event session-phase-change - A phase began (pranayama, meditation, transition; in a program, each segment). detail: { phase, label, round, rounds, start, duration } (ms), and in a program segment (0-based) and kind (sit, walk, settle).
 * @event session-bell - A bell rang. detail: { at, segment, kind, bell }: at, its session time in ms from the start (pauses excluded); segment (0-based) and kind of the program segment it rang in (a meditation without a program is one sit); bell: segment-start, at, every, random or end.
 * @event phase-change - Deprecated: the same event as session-phase-change, dispatched after it under its former name; it stops in 1.0.
 * @event session-pause - The session paused (its Pause button or pause()). detail: { kind, title, elapsed, total } (ms).
 * @event session-resume - The session resumed. detail: { kind, title, elapsed, total } (ms).
 * @event session-complete - The session ran to its end. detail: { kind, title, elapsed, total } (ms), and the sit's record: preset (its preset or technique id), config (the whole session config) and startedAt (ISO 8601).
 * @event session-stop - The session ended early. detail: { kind, title, elapsed, total, preset, config, startedAt, reason }: reason "user" (End Session), "method" (stop()), "attributes" (an attribute changed the session; a new one takes its place) or "removed" (the element left the page).
 * @event session-error - The attributes cannot make a session. detail: { message, problems: [{ attribute, message }] }.
 *
 * @csspart runner - The runner's frame (a section named after the session).
 * @csspart title - The session's name.
 * @csspart ring - The countdown ring.
 * @csspart time - The mm:ss time inside the ring.
 * @csspart phase - The phase label.
 * @csspart guidance - The guidance card of guided types.
 * @csspart zen-label - The "Zen Mode" label of the zen view.
 * @csspart zen-timer - The zen view's timer, before it fades to the breathing circle.
 * @csspart progress - The zen view's progress bar.
 * @csspart guide - The zen view's breathing circle.
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
 * @cssproperty --sp-accent - Ring, progress and primary button. Default #7dd3c0. Light theme #0f766e.
 * @cssproperty --sp-accent-soft - Button hover. Default #2c6e63. Light theme #ccfbf1.
 * @cssproperty --sp-on-accent - Text of the primary button. Default: near-black on a light accent, white on a dark one.
 * @cssproperty --sp-accent-hover - Primary button hover. Default: the accent a step further from its text.
 * @cssproperty --sp-surface - Buttons, ring track and cards. Default #1c2738. Light theme #e2e8f0.
 * @cssproperty --sp-focus - Keyboard focus ring. Default #fbbf24. Light theme #b45309.
 * @cssproperty --sp-radius - Corner radius. Default 12px.
 * @cssproperty --sp-guide-size - Size of the ring and the zen circle. Default min(60vmin, 280px).
 * @cssproperty --sp-font - Font family. Default the system UI font.
 * @cssproperty --sp-min-height - Minimum height of the element. Default 24em (of the element's font size, 16px unless set on the element).
 */
export class MeditationTimerElement extends MeditationTimerBase {}

declare global {
  // Here, with the class, so that importing any entry that registers the tag (the package's index,
  // '@stillpoint/widgets/meditation-timer.js', the script build) types `document.querySelector('meditation-timer')`.
  interface HTMLElementTagNameMap {
    'meditation-timer': MeditationTimerElement;
  }
}

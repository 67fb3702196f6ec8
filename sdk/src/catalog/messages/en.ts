import type { Message } from './formatMessage';

/**
 * The SDK's and the elements' words in English: the source of every key (the other catalogs are typed
 * against this one, so a missing key fails the type check) and the fallback of every other language.
 * Keys are flat and the values plain strings or plural objects, so a host can override any of them with
 * JSON (`messages` on a runner or an element). Placeholders are `{name}`; numbers go through `Intl`.
 */
export const en = {
  // Phase names, as the runner shows them over the guide.
  'phase.settle': 'Settle In',
  'phase.inhale': 'Inhale',
  'phase.secondInhale': 'Second Inhale',
  'phase.hold': 'Hold',
  'phase.exhale': 'Exhale',
  'phase.hum': 'Hum',
  'phase.rapidBreathing': 'Rapid Breathing',
  'phase.breathHold': 'Breath Hold',
  'phase.recoveryBreath': 'Recovery Breath',
  'phase.rest': 'Rest',
  'phase.restBetweenSets': 'Rest Between Sets',
  'phase.pranayama': 'Pranayama Breathing',
  'phase.meditation': 'Meditation',
  'phase.transition': 'Gentle Transition',
  'session.complete': 'Session Complete',
  'session.ended': 'Session Ended',

  // Session titles.
  'technique.box': 'Box Breathing',
  'technique.478': '4-7-8 Breathing',
  'technique.coherent': 'Coherent Breathing',
  'technique.ratio12': '1:2 Ratio Breathing',
  'technique.physiologicalSigh': 'Physiological Sigh',
  'technique.stepDown': 'Step-Down Breathing',
  'technique.tidal': 'Tidal Breathing',
  'technique.hummingExhale': 'Humming Exhale',
  'technique.deepReset': 'Deep Reset',
  'technique.custom': 'Custom Breathing',
  'title.silentTimer': 'Silent Timer',
  'title.meditation': '{minutes} min Meditation',
  'title.meditationPranayama': '{minutes} min Meditation + Pranayama',

  // Meditation types and a program's segments, as the phase label shows them.
  'meditationType.microReset': 'Micro Reset',
  'meditationType.bodyScan': 'Body Scan',
  'meditationType.anchorSwitching': 'Anchor Switching',
  'meditationType.emotionSurfing': 'Emotion Surfing',
  'meditationType.mentalLabeling': 'Mental Labeling',
  'meditationType.gazeMeditation': 'Gaze Meditation',
  'meditationType.openAwareness': 'Open Awareness',
  'meditationType.walkingMeditation': 'Walking Meditation',
  'segment.settle': 'Settle',
  'segment.sit': 'Sit',
  'segment.walk': 'Walk',

  // The runner's state and lines.
  'runner.ready': 'Ready',
  'runner.paused': 'Paused',
  'runner.resumed': 'Resumed',
  'runner.settleIn': 'Get comfortable',
  'runner.beginsIn': 'Begins in {seconds} s',
  'runner.round': 'Round {round} of {rounds}',
  'runner.breath': 'Breath {breath} of {breaths}',
  'runner.heldFor': 'Held for {duration}',
  'runner.breatheIn': 'Breathe in',
  'runner.breatheOut': 'Breathe out',
  'runner.remaining': '{duration} remaining',
  'runner.soFar': '{duration} so far',
  'runner.after': 'After {duration}',
  'runner.rounds': { one: '{count} round', other: '{count} rounds' },
  'runner.segmentLeft': '{segment} · {time} left',
  'runner.zenMode': 'Zen Mode',
  'runner.dimmed': 'Screen dimmed to save battery • Tap to brighten',
  'runner.sessionLabel.breathing': 'Breathing session',
  'runner.sessionLabel.meditation': 'Meditation session',
  'runner.cannotStart': "This session can't start",
  'runner.needsConfig.breathing': 'A breathing session needs a config or a plan.',
  'runner.needsConfig.meditation': 'A meditation session needs a config or a plan.',

  // Buttons.
  'button.start': 'Start',
  'button.pause': 'Pause',
  'button.resume': 'Resume',
  'button.restart': 'Start again',
  'button.end': 'End Session',
  'button.release': 'Release & Breathe',
  'button.endNow': 'End now',
  'button.keepGoing': 'Keep going',
  'runner.endQuestion': 'End this session?',

  // What a screen reader hears.
  'announce.breathHold': '{phase}. Press Release & Breathe when you need to breathe.',
  'announce.round': '{phase}, round {round}',
  'announce.segment': '{segment}, part {part} of {parts}, {duration}',

  // Guidance prompts of each guided meditation type, in order.
  'prompt.microReset.1': 'Drop your shoulders and unclench your jaw.',
  'prompt.microReset.2': 'Take one slow breath, longer on the way out.',
  'prompt.microReset.3': 'Notice where your feet meet the floor.',
  'prompt.microReset.4': 'Let your eyes soften.',
  'prompt.microReset.5': 'Ask: what do I need in the next hour?',
  'prompt.bodyScan.1': 'Bring your attention to the top of your head.',
  'prompt.bodyScan.2': 'Soften your forehead, eyes and jaw.',
  'prompt.bodyScan.3': 'Notice your neck and shoulders, and let them settle.',
  'prompt.bodyScan.4': 'Feel your arms and hands, all the way to the fingertips.',
  'prompt.bodyScan.5': 'Notice the rise and fall of your chest and belly.',
  'prompt.bodyScan.6': 'Move your attention through your hips and legs.',
  'prompt.bodyScan.7': 'Rest your attention in your feet.',
  'prompt.bodyScan.8': 'Now feel the whole body breathing at once.',
  'prompt.anchorSwitching.1': 'Rest your attention on the breath at your nostrils.',
  'prompt.anchorSwitching.2': 'Shift your attention to the sounds around you.',
  'prompt.anchorSwitching.3': 'Move your attention to the feeling of your hands.',
  'prompt.anchorSwitching.4': 'Return to the breath, wherever you feel it most.',
  'prompt.anchorSwitching.5': 'Notice the contact of your body with the seat.',
  'prompt.anchorSwitching.6': 'Let the breath be your anchor again.',
  'prompt.emotionSurfing.1': 'Notice what you are feeling right now, without changing it.',
  'prompt.emotionSurfing.2': 'Where do you feel it in your body?',
  'prompt.emotionSurfing.3': 'Let it rise like a wave. You do not have to act on it.',
  'prompt.emotionSurfing.4': 'Breathe with it, and watch it change shape.',
  'prompt.emotionSurfing.5': 'Notice the wave beginning to pass.',
  'prompt.mentalLabeling.1': 'When a thought arises, silently note "thinking".',
  'prompt.mentalLabeling.2': 'When you hear something, note "hearing".',
  'prompt.mentalLabeling.3': 'When you feel something in the body, note "feeling".',
  'prompt.mentalLabeling.4': 'Label gently, then return to the breath.',
  'prompt.mentalLabeling.5': 'No label is wrong. Just note, and let go.',
  'prompt.gazeMeditation.1': 'Rest your gaze softly on one point in front of you.',
  'prompt.gazeMeditation.2': 'Let your eyes relax; no need to stare.',
  'prompt.gazeMeditation.3': 'If your eyes wander, gently bring them back.',
  'prompt.gazeMeditation.4': 'Notice the edges of your vision without moving your eyes.',
  'prompt.gazeMeditation.5': 'Close your eyes and see the afterimage fade.',
  'prompt.openAwareness.1': 'Let your attention open to everything at once.',
  'prompt.openAwareness.2': 'Sounds, sensations, thoughts: let them come and go.',
  'prompt.openAwareness.3': 'Rest as the awareness in which everything appears.',
  'prompt.openAwareness.4': 'No need to hold on to anything.',
  'prompt.walkingMeditation.1': 'Walk slowly, and feel each foot lift, move and land.',
  'prompt.walkingMeditation.2': 'Notice the shift of weight from one leg to the other.',
  'prompt.walkingMeditation.3': 'Let your arms hang loose and your gaze rest ahead.',
  'prompt.walkingMeditation.4': 'When your mind wanders, return to the soles of your feet.',
  'prompt.walkingMeditation.5': 'Feel the air on your skin as you move.',
  'prompt.default.1': 'Let your breath settle into its own rhythm.',
  'prompt.default.2': 'When your mind wanders, gently come back.',
  'prompt.default.3': 'Rest here, just as you are.',
} as const satisfies Readonly<Record<string, Message>>;

/** A key of the SDK's catalog. */
export type MessageKey = keyof typeof en;
/** A whole catalog of the SDK's words in one language: every key of the English one. */
export type Messages = Readonly<Record<MessageKey, Message>>;


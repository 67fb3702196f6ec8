/**
 * The CalmKit guide's own words in English: every heading, paragraph and label of its six chapters and its page
 * furniture. Each other language's file has the same keys, in the same order, and says `satisfies GuideWords`.
 *
 * What the guide says about each technique and style (names, patterns, phases, notes) is not here: it is the app's own
 * translated catalog's, so the guide and the app never disagree.
 *
 * - `{box}`, `{4-7-8}`, `{quick}`… in a text stand for that technique's or style's name, as the app names it in the
 *   language (the catalog's preset ids); write them where the name goes in the sentence.
 * - A function of a number is a text with a count in it, so each language can say the count its own way.
 * - A list of pairs is a list of points with a lead set in bold: `[lead, text]`.
 * - Straight quotes (" and ') are set as English curly quotes; write the language's own quotation marks where they differ.
 */
export const en = {
  title: 'CalmKit',
  subtitle: 'An essential guide to breathing and meditation, from Stillpoint',
  notice:
    'This guide is general information about breathing and meditation practice. It is not medical advice and does not replace care from a doctor or therapist. Stop any exercise that makes you feel unwell, and ask a doctor before starting if you have a heart or lung condition, epilepsy, or are pregnant.',
  /** The label over the list of chapters on the title page. */
  inside: 'Inside',
  contents: 'Contents',
  chapter: (number: number) => `Chapter ${number}`,
  /** Under the notice on the title page: `{date}` is the edition's month and year, as the language writes them. */
  edition: 'Edition of {date}',
  /** What a screen reader says for the link back to the site: `{host}` is the site's address (stillpoint.app). */
  siteLink: 'Stillpoint at {host}',

  /** A technique's facts, over its notes. */
  pattern: 'Pattern',
  session: 'Session',
  level: 'Level',
  /** The phases of a round, as in "Inhale 4 s · Hold 7 s · Exhale 8 s". */
  inhale: 'Inhale',
  hold: 'Hold',
  exhale: 'Exhale',
  seconds: (count: number) => `${count} s`,
  /** A session's length: a technique's minutes or rounds, a style's minutes (beside its subtitle). */
  minutes: (count: number) => `${count} min`,
  rounds: (count: number) => (count === 1 ? '1 round' : `${count} rounds`),
  /** The short titled paragraphs of a technique or style, as the app's detail dialogs show them. */
  howToPractise: 'How to practise',
  whyItMayHelp: 'Why it may help',
  whenToUseIt: 'When to use it',
  theEvidence: 'The evidence',

  breathing: {
    title: 'Breathing Techniques',
    summary: (count: number) => `The ${count} techniques of the breathing builder: patterns, practice and evidence`,
    intro:
      "Breathing is the one part of the body's automatic rhythm you can also steer by choice. Each technique below is one of the breathing builder's presets, with the same pattern and the same notes you find in the app.",
    readingHeading: 'Reading a pattern',
    reading:
      'A pattern is four numbers of seconds: breathe in, hold with the lungs full, breathe out, hold with the lungs empty. So 4-7-8-0 means in for 4, hold for 7, out for 8, and straight into the next breath. A zero is a phase the technique leaves out.',
    readingPoints: [
      'Sit or lie comfortably, with your shoulders loose. Breathe through the nose unless a technique says otherwise.',
      'The counts are a guide, not a test. If a hold feels long, keep the same shape at a quicker count, or skip the hold.',
      'Stop and breathe normally if you feel dizzy, light-headed or unwell.',
    ],
  },

  meditation: {
    title: 'Meditation Fundamentals',
    summary: 'Posture, attention, the wandering mind, and the styles of the meditation builder',
    intro:
      'Meditation here means something plain: resting attention on one thing, noticing when it has wandered, and bringing it back, again and again. Nothing has to be emptied, reached or felt.',
    sittingHeading: 'Sitting down',
    sitting: [
      'Choose a position you can keep still in without strain: a chair with both feet on the floor, a cushion, or lying down for a body scan. Let the back be upright but not stiff, the hands resting, the jaw soft.',
      'Close your eyes, or let them rest half-open on the floor a little way ahead. Either is fine; eyes open can help when you feel sleepy.',
    ],
    anchorHeading: 'Choosing an anchor',
    anchor: 'An anchor is the one thing attention returns to. Pick one and keep it for the whole sit:',
    anchorPoints: [
      ['The breath', 'at the nostrils, the chest or the belly, wherever it is easiest to feel.'],
      ['The body', 'the weight of the body on the chair, or each part in turn, as in a body scan.'],
      ['Sounds', 'heard as they come and go, without naming their sources.'],
      ['A word', 'repeated silently, as in mantra meditation.'],
      ['A point', 'for the eyes to rest on, or the feeling of each step when walking.'],
    ],
    wanderingHeading: 'When the mind wanders',
    wandering: [
      'It will, often within a few breaths. That is not a failure: noticing that you have drifted and coming back is the exercise itself, the way lifting and lowering is the exercise with a weight. Some people note the drift with a soft word, "thinking", before returning.',
      'Come back kindly. Scolding yourself is one more thought to return from.',
    ],
    howLongHeading: 'How long, and how often',
    howLong: [
      'Five to ten minutes is a good start. A short sit you keep every day tends to do more than a long one you keep putting off; lengthen it when it starts to feel easy. The same time and place each day make it a habit rather than a decision.',
      'A timer frees you from checking the clock. Stillpoint can ring a bell to begin, at intervals and to end, and in Zen mode hides the countdown altogether.',
    ],
    stylesHeading: 'The styles in Stillpoint',
    styles: (count: number) => `The meditation builder offers ${count} styles. Each gives the timing, bells and prompts; the practice is yours.`,
  },

  daily: {
    title: 'Daily Integration',
    summary: 'Small, regular practice that fits into the day you already have',
    intro:
      'A practice helps most when it is part of an ordinary day rather than an event. The aim is not more time on a cushion but a few moments, often, that you would miss if they were gone.',
    smallerHeading: 'Start smaller than you think',
    smaller:
      'Two minutes of {box} or a ten-minute {quick} is enough to begin. Keep it that short for the first weeks, until you notice that you look forward to it; then add a few minutes if you like.',
    tieHeading: 'Tie it to something you already do',
    tie: 'A new habit holds better when it follows an old one. Pick a moment that happens every day anyway:',
    tiePoints: [
      'after the first coffee or tea, before opening the laptop;',
      'on the train or bus, as a passenger (any technique but {deep-reset});',
      'before a meeting or a phone call you are not looking forward to;',
      'after brushing your teeth at night, before the phone goes on the nightstand.',
    ],
    dayHeading: 'A day, as an example',
    dayPoints: [
      ['Morning:', '{coherent} for five to ten minutes, or {deep-reset} if you want energy and it is safe for you.'],
      ['Before something demanding:', 'two minutes of {box}.'],
      ['In a tense moment:', 'one to three rounds of the {physiological-sigh}.'],
      ['After work:', '{walking-meditation} on the way home, or a {quick} before the evening starts.'],
      ['Evening:', '{4-7-8}, a {body-scan} or the {humming-exhale} to wind down.'],
    ],
    day: 'This is a menu, not a schedule. One of these a day is a practice.',
    noAppHeading: 'Moments that need no app',
    noAppPoints: [
      'Three slow breaths, each exhale longer than the inhale, while a page loads or the kettle boils.',
      'Feeling both feet on the floor while you wait in a queue.',
      'Noticing one sound, one colour and one sensation before you stand up from your desk.',
    ],
    trackHeading: 'Keeping track without keeping score',
    track:
      'Stillpoint can show a streak of days with a completed session and your totals for the past month; both can be turned off in your preferences, and reminders come only if you ask for them. A streak is a reminder, not a grade: when you miss a day, simply begin again the next one.',
  },

  stress: {
    title: 'Stress Management',
    summary: 'What to do in the moment, before a hard day, after it, and at night',
    intro:
      'Stress is the body getting ready to meet a demand: a faster heart, quicker breath, narrower attention. It is useful in short bursts and wearing when it does not switch off. Breathing is one of the few parts of that response you can steer on purpose.',
    momentHeading: 'In the moment',
    momentPoints: [
      ['Sigh it out.', 'One to three rounds of the {physiological-sigh}: a full inhale, a short second sip, a long slow exhale.'],
      ['Lengthen the exhale.', 'Breathe out for about twice as long as you breathe in, as in {1-2-ratio}.'],
      ['Name it.', 'Saying to yourself "this is stress" or "I feel anxious" can take a little of the heat out of the feeling.'],
      ['Find the ground.', 'Feel your feet, the chair, your hands; look around and name a few things you see.'],
    ],
    beforeHeading: 'Before a known challenge',
    before:
      'Two to five minutes of {box} before an exam, a talk or a difficult conversation gives the mind one simple thing to do while the body settles. Practise it on calm days too, so that it is familiar when you need it.',
    afterHeading: 'After a hard day',
    after:
      'Ten minutes of {coherent}, a {walking-meditation}, or a {body-scan} to notice where the day has settled in the body. If one feeling keeps returning, {emotion-surfing} is a way to stay with it without being carried off.',
    nightHeading: 'At night',
    night:
      '{4-7-8}, the {humming-exhale} or {tidal} in bed. If sleep does not come, let the practice be rest in itself rather than a way to force sleep; trying hard to relax rarely works.',
    safelyHeading: 'Practise safely',
    safelyPoints: [
      'Stop any technique and breathe normally if you feel dizzy, light-headed, tingling or short of breath. Holds are always optional.',
      'Practise {deep-reset} only sitting or lying down: never in water, while driving or standing. Skip it if you are pregnant or have epilepsy, a heart condition or high blood pressure.',
      'Meditation sometimes brings up difficult memories or feelings. If that happens, open your eyes, shorten the session, or move to a breathing practice or a walk.',
    ],
    reachOutHeading: 'When to reach out',
    reachOut:
      'Breathing and meditation are ways to look after yourself; they are not a treatment. If stress, anxiety, low mood or poor sleep last for weeks or get in the way of daily life, talk to a doctor or a mental health professional. If you ever think about harming yourself, contact your local emergency number or a crisis line now.',
  },

  philosophy: {
    title: 'Philosophy',
    summary: 'Minimalist, distraction-free, evidence-based and private: what each means in practice',
    intro:
      'Stillpoint is a timer for breathing and meditation, and tries to be nothing more. Four principles decide what goes into it, and mostly what stays out.',
    minimalistHeading: 'Minimalist',
    minimalist:
      'A practice needs a pattern, a length and perhaps a sound. Anything more is a choice to make before you can begin, so every technique and style starts from settings that work: you can press start without changing anything, and the options are there when you want them.',
    distractionFreeHeading: 'Distraction-free',
    distractionFreePoints: [
      'No feed, no ads, no badges and nothing to scroll through before you start.',
      'During a session the screen holds the guide, the phase and the time, and in Zen mode only a breathing circle.',
      'A session ends quietly, with a line saying how long it ran, not a suggestion to do more.',
    ],
    evidenceHeading: 'Evidence-based',
    evidence: [
      'The notes on each technique say what it may do and what kind of evidence stands behind it: a randomized trial, a small lab study, a tradition, or the lack of trials. They say "may" rather than "will", name studies rather than inventing numbers, and promise no treatment.',
      'Nothing in Stillpoint or in this guide is medical advice.',
    ],
    privateHeading: 'Private',
    privatePoints: [
      'You can practise on the technique pages without an account.',
      'An account keeps what it needs to work: your name and e-mail address, your preferences and subscription, the sessions you save and the log of sessions you complete, which your streak and monthly figures are counted from.',
      'Passwords are stored only as a slow one-way hash (argon2id).',
      "The app's pages load nothing from other sites, so no third-party tracker runs on them. Payments are handled on the payment provider's own page.",
      'You can download everything stored about you, or delete your account and all its data, from your profile at any time.',
    ],
    freeHeading: 'Why this guide is free',
    free: 'Everything in it works without the app: a pattern can be counted in your head and a sit can be timed with any clock. If the app helps you keep the practice, it is there; if the guide is all you need, that is a good outcome too.',
  },

  design: {
    title: 'Design',
    summary: 'Why the app looks and behaves as it does',
    intro: 'The screen you practise with should ask for as little attention as possible. Each design choice below comes from that one idea.',
    quietHeading: 'Quiet to look at',
    quiet: [
      'Generous space, plain type and one accent colour, a deep teal, in light or dark as your system is set. The same colours and shapes run through the app, the session screens and the technique pages, so moving between them asks nothing new of you.',
      'Movement is slow and follows the breath. If your system asks for reduced motion, nothing grows or moves: the guide brightens and dims with the breath instead. Colours meet the WCAG AA contrast levels, and controls are sized for a relaxed thumb.',
    ],
    guidesHeading: 'Guides you can follow without reading',
    guides:
      'A circle grows as you breathe in, rests while you hold and shrinks as you breathe out. Lungs and a wave are there for those who prefer them. The phase name and the seconds left stay on screen for the moments you want them, and soft sounds can mark each change so you can close your eyes.',
    timeHeading: 'Time you can trust',
    time: "A session's state is worked out from the time that has passed, not counted up tick by tick, so a phone that slows the page down in the background catches up exactly, and a sixty-minute sit ends on the second it should. Bells and cues are scheduled on the audio clock ahead of time, so they stay on time while the page is in the background.",
    outOfTheWayHeading: 'Out of the way while you practise',
    outOfTheWayPoints: [
      'The screen stays awake during a session, and dims after two minutes without a touch to save battery; a tap brightens it.',
      'In Zen mode the countdown and controls fade away; a tap shows the End Session button for a few seconds.',
      'A deep breath hold ends when you choose, with a Release & Breathe button rather than a timer.',
    ],
    whereYouAreHeading: 'Works where you are',
    whereYouAre:
      'Stillpoint installs on a phone or computer like an app and works offline. A session you complete without a connection is kept on the device and sent once you are back online, so your history has no gaps.',
    thisGuideHeading: 'This guide',
    thisGuide:
      'The guide follows the same rules: one accent colour, room around the text, and every pattern and note taken from the same catalog the app runs on, so the two never disagree.',
  },
};

/** The shape of the guide's words in every language: the English catalog's. */
export type GuideWords = typeof en;

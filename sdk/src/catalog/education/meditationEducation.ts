import type { Education, MeditationStylePresetId } from '../presetTypes';

/*
 * The detail dialog's text for each meditation style. Same rules as the breathing text: "may",
 * the kind of evidence named, no promises of treatment.
 */
/** Each meditation style's detail-dialog text, by style id. */
export const MEDITATION_EDUCATION: Readonly<Record<MeditationStylePresetId, Education>> = {
  tm: {
    how: 'Two minutes of slow breathing, then sit comfortably with eyes closed and silently repeat a simple, soothing word. When you notice you have drifted, return to it without effort. At the end, sit quietly for a minute or two before opening your eyes.',
    why: 'A repeated sound gives the mind an easy resting place, so effort can drop away; many people find this style restful.',
    when: 'Twice a day, before breakfast and in the late afternoon, is the traditional rhythm.',
    science:
      'Transcendental Meditation is a trademarked technique taught by certified teachers; this preset only gives its timing. Meta-analyses of TM trials report modest drops in blood pressure, and a 2013 American Heart Association statement said it may be considered as an add-on.',
  },
  zen: {
    how: 'Sit upright and still, eyes half-open and resting on the floor ahead. Count breaths from one to ten and start again when you lose count. The last five minutes are a gentle transition before you get up.',
    why: 'A stable posture and a simple count may train you to notice wandering sooner and come back, again and again.',
    when: 'A daily sit, ideally at the same time and place; Zen mode hides the timer so nothing pulls at your attention.',
    science:
      'Zazen is the seated practice of Zen Buddhism. Studies of experienced Zen practitioners (e.g. Pagnoni et al., 2008) found they returned to rest faster after distracting thoughts; evidence for beginners is limited.',
  },
  quick: {
    how: 'Sit comfortably, close your eyes and rest your attention on the breath at the nostrils or belly. When the mind wanders, notice it and come back. That is the whole practice.',
    why: 'Ten minutes is long enough to settle and short enough to do every day, and a regular habit may matter more than a long sit.',
    when: 'A lunch break, between tasks, or whenever a full session does not fit.',
    science:
      'Brief mindfulness sessions of around 10 minutes improved attention in some lab studies (e.g. Norris et al., 2018), and short daily practice was linked to better mood in app-based trials.',
  },
  'body-scan': {
    how: 'Lie or sit comfortably. Move your attention slowly from your toes to the top of your head, noticing each area without trying to change it. Prompts guide you along the way.',
    why: 'Paying close attention to sensations can release tension you had not noticed and trains a calm, curious kind of attention.',
    when: 'In the evening or before sleep, after a long day at a desk, or when you feel disconnected from your body.',
    science:
      'The body scan is a core practice of Mindfulness-Based Stress Reduction (MBSR). Meta-analyses of MBSR report moderate reductions in stress and anxiety; the scan on its own has been studied less.',
  },
  'anchor-switching': {
    how: 'Rest your attention on one anchor (breath, sounds or the body) and, when the prompt asks, move it deliberately to the next. Each switch is a chance to notice where the mind was.',
    why: 'Choosing where attention goes, and moving it on purpose, may exercise the same control you need to let go of a distraction.',
    when: 'Before focused work, or when your mind feels scattered.',
    science:
      'It draws on attention-training research, which separates holding attention from shifting it. Studies of mindfulness training show small improvements in attention tasks; this exact exercise has not been tested on its own.',
  },
  'emotion-surfing': {
    how: 'Bring to mind a feeling that is present now, notice where it shows up in the body, and watch it rise, peak and fall like a wave, without pushing it away or following the story.',
    why: 'Feelings tend to pass more easily when they are noticed rather than fought, and naming them can take some of the heat out.',
    when: 'When an emotion feels strong but manageable. If it feels overwhelming, choose a breathing practice or reach out to someone you trust.',
    science:
      'It is adapted from "urge surfing" in Mindfulness-Based Relapse Prevention. Lab studies of affect labeling (e.g. Lieberman et al., 2007) found that putting feelings into words reduced activity in the brain\'s threat response.',
  },
  'mental-labeling': {
    how: 'As experiences arise, note them with a soft word: "thinking", "hearing", "feeling", "planning". Then return to the breath until the next thing appears.',
    why: 'A quiet label creates a little distance between you and a thought, which may make it easier to let it go.',
    when: 'When thoughts are busy or sticky, or to add structure to a sit.',
    science:
      'Noting comes from the Burmese Mahasi tradition of insight meditation. Studies of affect labeling suggest naming an experience can reduce its emotional pull; research on noting itself is small.',
  },
  'gaze-meditation': {
    how: 'Rest your eyes softly on a single point, such as a candle flame or a mark on the wall, without straining. Blink when you need to. When the mind wanders, return to the point.',
    why: 'An outward visual anchor can help people who find closed-eye practice sleepy or restless stay present.',
    when: 'When you feel drowsy, or when you want to practise with eyes open.',
    science:
      'It resembles Trataka, a yogic gazing practice. A few small studies report better attention or sleep after Trataka training, but the evidence is preliminary.',
  },
  'open-awareness': {
    how: 'Sit quietly and let attention rest wide open: sounds, sensations, thoughts. Notice whatever arises and let it pass, without choosing a single anchor.',
    why: 'Instead of focusing, you practise simply being aware, which can make you less caught up in any one thought.',
    when: 'After some experience with focused practices, or at the end of a longer sit.',
    science:
      'Researchers call this "open monitoring" and distinguish it from focused attention (Lutz et al., 2008). Studies link it with more flexible attention, though most involve experienced meditators.',
  },
  'walking-meditation': {
    how: 'Walk slowly in a quiet space, noticing the lift, move and placement of each foot. When the mind wanders, return to the feeling of your feet and the ground.',
    why: 'Movement keeps you alert and can make it easier to bring mindfulness into everyday life.',
    when: 'When sitting feels restless or sleepy, after a long time at a desk, or outdoors.',
    science:
      'Walking meditation is practised in many Buddhist traditions. Small trials report benefits for mood and, in older adults, for balance; larger studies are still needed.',
  },
};

/** The three library meditations that are not also style presets. */
export const LIBRARY_MEDITATION_EDUCATION = {
  mbsr: {
    how: 'Sit comfortably and rest attention on the breath. When a bell rings every 10 minutes, check where your attention is and gently come back.',
    why: 'Bringing attention back to the present, without judging yourself for wandering, is the basic skill of mindfulness, and practice may make it easier in daily life.',
    when: 'A regular daily sit, at a time you can protect.',
    science:
      'Mindfulness-Based Stress Reduction is an 8-week course developed by Jon Kabat-Zinn in 1979. Meta-analyses (e.g. Khoury et al., 2015) report moderate reductions in stress, anxiety and low mood in healthy adults.',
  },
  metta: {
    how: 'Silently offer kind wishes ("may you be safe, may you be well") in turn to yourself, a loved one, a neutral person, someone difficult and all beings. A bell marks each 5-minute stage.',
    why: 'Deliberately practising goodwill may strengthen warm feelings toward yourself and others.',
    when: 'When you feel self-critical, irritable or disconnected from people.',
    science:
      'Loving-kindness comes from Buddhist practice. A 2015 meta-analysis (Zeng et al.) found it increased positive emotions; studies are mostly small.',
  },
  'yoga-nidra': {
    how: 'Lie down, cover yourself and follow the stages: settle, scan the body, follow the breath, picture a calm place, then slowly return. Stay awake if you can, but drifting off is fine.',
    why: 'Deep rest with a guided structure can let the body relax while the mind stays gently occupied.',
    when: 'An afternoon recharge or before sleep. It is sometimes called non-sleep deep rest (NSDR).',
    science:
      'Yoga nidra is a guided relaxation practice from yoga. Small studies report better sleep quality and lower stress, and one small PET study (Kjaer et al., 2002) observed dopamine release during it.',
  },
} as const satisfies Record<string, Education>;

import { paragraph, points, type GuideChapter } from './guideChapter';
import { styleName, techniqueName } from './presetNames';

export const STRESS_MANAGEMENT_CHAPTER: GuideChapter = {
  title: 'Stress Management',
  summary: 'What to do in the moment, before a hard day, after it, and at night',
  intro:
    'Stress is the body getting ready to meet a demand: a faster heart, quicker breath, narrower attention. It is useful in short bursts and wearing when it does not switch off. Breathing is one of the few parts of that response you can steer on purpose.',
  sections: [
    {
      heading: 'In the moment',
      blocks: [
        points(
          { lead: 'Sigh it out.', text: `One to three rounds of the ${techniqueName('physiological-sigh')}: a full inhale, a short second sip, a long slow exhale.` },
          { lead: 'Lengthen the exhale.', text: `Breathe out for about twice as long as you breathe in, as in ${techniqueName('1-2-ratio')}.` },
          { lead: 'Name it.', text: 'Saying to yourself "this is stress" or "I feel anxious" can take a little of the heat out of the feeling.' },
          { lead: 'Find the ground.', text: 'Feel your feet, the chair, your hands; look around and name a few things you see.' },
        ),
      ],
    },
    {
      heading: 'Before a known challenge',
      blocks: [
        paragraph(
          `Two to five minutes of ${techniqueName('box')} before an exam, a talk or a difficult conversation gives the mind one simple thing to do while the body settles. Practise it on calm days too, so that it is familiar when you need it.`,
        ),
      ],
    },
    {
      heading: 'After a hard day',
      blocks: [
        paragraph(
          `Ten minutes of ${techniqueName('coherent')}, a ${styleName('walking-meditation')}, or a ${styleName('body-scan')} to notice where the day has settled in the body. If one feeling keeps returning, ${styleName('emotion-surfing')} is a way to stay with it without being carried off.`,
        ),
      ],
    },
    {
      heading: 'At night',
      blocks: [
        paragraph(
          `${techniqueName('4-7-8')}, the ${techniqueName('humming-exhale')} or ${techniqueName('tidal')} in bed. If sleep does not come, let the practice be rest in itself rather than a way to force sleep; trying hard to relax rarely works.`,
        ),
      ],
    },
    {
      heading: 'Practise safely',
      blocks: [
        points(
          'Stop any technique and breathe normally if you feel dizzy, light-headed, tingling or short of breath. Holds are always optional.',
          `Practise ${techniqueName('deep-reset')} only sitting or lying down: never in water, while driving or standing. Skip it if you are pregnant or have epilepsy, a heart condition or high blood pressure.`,
          'Meditation sometimes brings up difficult memories or feelings. If that happens, open your eyes, shorten the session, or move to a breathing practice or a walk.',
        ),
      ],
    },
    {
      heading: 'When to reach out',
      blocks: [
        paragraph(
          'Breathing and meditation are ways to look after yourself; they are not a treatment. If stress, anxiety, low mood or poor sleep last for weeks or get in the way of daily life, talk to a doctor or a mental health professional. If you ever think about harming yourself, contact your local emergency number or a crisis line now.',
        ),
      ],
    },
  ],
};

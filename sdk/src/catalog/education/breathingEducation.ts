import type { Education } from '../presetTypes';
import type { BreathingPresetId } from '../presetTypes';

/*
 * The detail dialog's text for each breathing technique. Written to be true: what a technique is
 * thought to do is said with "may", the kind of evidence is named (a randomized trial, a small lab
 * study, a tradition), and nothing is promised as a treatment.
 */
/** Each breathing technique's detail-dialog text, by preset id. */
export const BREATHING_EDUCATION: Readonly<Record<BreathingPresetId, Education>> = {
  box: {
    how: 'Breathe in through your nose for 4 seconds, hold for 4, breathe out for 4, hold for 4. Keep the breath soft and follow the circle around its four sides.',
    why: 'Equal, slow counts take the pace of breathing down to about four breaths a minute and give the mind a simple task, which may ease a racing, anxious feeling.',
    when: 'Before a meeting, an exam or a hard conversation, or whenever you want to steady yourself and stay alert.',
    science:
      'Box breathing is taught in some military and first-responder training. In a 2023 randomized study (Balban et al., Cell Reports Medicine), five minutes a day for a month improved mood and lowered anxiety, though cyclic sighing did a little better.',
  },
  '4-7-8': {
    how: 'Breathe in quietly through your nose for 4 seconds, hold for 7, then breathe out slowly through your mouth for 8. If the hold feels too long, keep the same ratio at a quicker count.',
    why: 'The exhale is twice as long as the inhale; breathing out slowly is when the heart naturally slows, so long exhales may help you wind down.',
    when: 'In bed at night, or when you want to let go of tension. Stop and breathe normally if you feel light-headed.',
    science:
      'Popularised by Dr Andrew Weil from yogic breathing. Evidence is mostly small lab studies of slow breathing with long exhales, which show short-term drops in heart rate and blood pressure; the method itself has had few trials.',
  },
  coherent: {
    how: 'Breathe in for 5 seconds and out for 5, without pausing, through the nose if you can. Let the breath be smooth and only as deep as is comfortable.',
    why: 'Six breaths a minute is close to the rate at which heart rhythm and breathing tend to swing together most strongly (resonance), which may support a calmer, steadier state.',
    when: 'Daily practice for 10 to 20 minutes, or to settle down after a stressful stretch of the day.',
    science:
      'Heart-rate-variability biofeedback at about six breaths a minute has been studied for decades (Lehrer and colleagues). A 2017 meta-analysis (Goessl et al.) found a moderate reduction in self-reported stress and anxiety.',
  },
  '1-2-ratio': {
    how: 'Breathe in for 4 seconds and out for 8, gently, as if through a straw. There is no hold.',
    why: 'Making the exhale twice as long as the inhale leans on the part of each breath when the heart slows, which may help the body shift toward rest.',
    when: 'When you feel wound up, after exercise, or as a short wind-down before sleep.',
    science:
      'The heart speeds up slightly on each inhale and slows on each exhale (respiratory sinus arrhythmia). Small lab studies suggest longer exhales relative to inhales increase this calming swing; large trials of the ratio itself are lacking.',
  },
  'physiological-sigh': {
    how: 'Breathe in through your nose, then take a second short sip of air on top, and let it all out in a long, slow exhale through your mouth. Rest briefly and repeat.',
    why: 'The second inhale re-opens collapsed air sacs in the lungs and the long exhale clears carbon dioxide, which may bring a quick sense of relief.',
    when: 'In the middle of a stressful moment, when you need to calm down fast. One to three sighs is often enough.',
    science:
      'People and other mammals sigh spontaneously every few minutes. In a 2023 randomized study (Balban et al.), five minutes a day of cyclic sighing improved mood and lowered breathing rate more than mindfulness meditation did.',
  },
  'step-down': {
    how: 'Start with an 8-second inhale and an 8-second exhale. Every two rounds both get a second shorter, down to 4 seconds. Follow the guide and do not force the length.',
    why: 'Starting long and easing off lets you settle into slow breathing first and finish at a relaxed, natural pace, which may make a slow-breathing session feel easier.',
    when: 'When you want a gentle, structured wind-down, for example between work and evening.',
    science:
      'No trials have tested this exact sequence. It builds on slow-breathing research, which links breathing at around six breaths a minute or slower with higher heart-rate variability and lower self-reported stress.',
  },
  tidal: {
    how: 'Breathe in for 3 seconds and out for 3, at an easy, normal depth. There is nothing to achieve: just notice each breath as it comes and goes.',
    why: 'Quiet, regular breathing close to your resting rhythm gives your attention a steady anchor without any strain, which may help the mind settle.',
    when: 'Any time, especially if held or very slow breathing feels uncomfortable, or as a first step into meditation.',
    science:
      'Tidal breathing is the ordinary resting breath. Attending to it is the core of mindfulness of breathing, and mindfulness programmes show modest reductions in stress in meta-analyses.',
  },
  'humming-exhale': {
    how: 'Breathe in through your nose for 4 seconds, then breathe out for 6 while humming softly with your lips closed. Feel the vibration in your face and chest.',
    why: 'A hummed exhale is naturally long and slow, and the sound gives the mind something to rest on, which may help you relax.',
    when: 'When your thoughts are busy, before sleep, or whenever a gentle, soothing practice appeals.',
    science:
      'It draws on Bhramari, a yogic "bee breath". Humming raised nasal nitric oxide about fifteen-fold in a 2002 study (Weitzberg and Lundberg); small studies of Bhramari report lower heart rate, but the evidence is still limited.',
  },
  'deep-reset': {
    how: 'Take 30 full, quick breaths, in through the nose and out through the mouth. After the last exhale, hold your breath as long as is comfortable, tap "Release & Breathe", take a deep recovery breath and hold it for 15 seconds, then rest. Three rounds.',
    why: 'Fast breathing followed by a hold is a strong stimulus that may leave you feeling alert and clear; many people use it to wake up.',
    when: 'In the morning or when you want energy, sitting or lying down. Never in water, while driving or standing, and skip it if you are pregnant or have epilepsy, a heart condition or high blood pressure.',
    science:
      'This is cyclic hyperventilation with breath retention, as in the Wim Hof method. In a 2014 lab study (Kox et al., PNAS) trained volunteers showed an altered immune response, and a 2023 randomized study found it improved daily mood; it can cause tingling or light-headedness.',
  },
};

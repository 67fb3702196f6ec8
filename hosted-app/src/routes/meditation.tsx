import type { MetaArgs } from 'react-router';
import { MeditationPage } from '../features/public/MeditationPage';
import { translatedMeta } from '../features/public/translatedMeta';
import { meditationWords } from '../features/public/words/meditationWords';

export const meta = ({ location }: MetaArgs) => translatedMeta('/meditation', location.pathname, meditationWords.wordsIn);

/** The silent timer, at /meditation and in each language (/de/meditation…). */
export default function Meditation() {
  return <MeditationPage />;
}

import { useParams, type MetaArgs } from 'react-router';
import { MeditationPage } from '../features/public/MeditationPage';
import { NotFoundPage } from '../features/public/NotFoundPage';
import { namesNoLanguage } from '../features/public/translatedPath';
import { translatedMeta } from '../features/public/translatedMeta';
import { meditationWords } from '../features/public/words/meditationWords';

export const meta = ({ location, params }: MetaArgs) => translatedMeta('/meditation', location.pathname, params.lang, meditationWords.wordsIn);

/** The silent timer, at /meditation and in each language (/de/meditation…). */
export default function Meditation() {
  return namesNoLanguage(useParams().lang) ? <NotFoundPage /> : <MeditationPage />;
}

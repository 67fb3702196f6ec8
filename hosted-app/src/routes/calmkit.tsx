import { useParams, type MetaArgs } from 'react-router';
import { CalmKitPage } from '../features/public/CalmKitPage';
import { NotFoundPage } from '../features/public/NotFoundPage';
import { namesNoLanguage } from '../features/public/translatedPath';
import { translatedMeta } from '../features/public/translatedMeta';
import { calmkitWords } from '../features/public/words/calmkitWords';

export const meta = ({ location, params }: MetaArgs) => translatedMeta('/calmkit', location.pathname, params.lang, calmkitWords.wordsIn);

/** The free guide's page, at /calmkit and in each language (/de/calmkit…). */
export default function CalmKit() {
  return namesNoLanguage(useParams().lang) ? <NotFoundPage /> : <CalmKitPage />;
}

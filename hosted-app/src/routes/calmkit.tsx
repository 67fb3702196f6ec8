import type { MetaArgs } from 'react-router';
import { CalmKitPage } from '../features/public/CalmKitPage';
import { translatedMeta } from '../features/public/translatedMeta';
import { calmkitWords } from '../features/public/words/calmkitWords';
import { STATIC_PAGE } from '../lib/pageHandle';

/** The prerendered page with no app (lib/pageHandle.ts): its Download and View Online are links, its prices chosen inline (CalmKitPage.tsx). */
export const handle = STATIC_PAGE;

export const meta = ({ location }: MetaArgs) => translatedMeta('/calmkit', location.pathname, calmkitWords.wordsIn);

/** The free guide's page, at /calmkit and in each language (/de/calmkit…). */
export default function CalmKit() {
  return <CalmKitPage />;
}

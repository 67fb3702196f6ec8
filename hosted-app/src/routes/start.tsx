import type { MetaArgs } from 'react-router';
import { StartPage } from '../features/public/StartPage';
import { translatedMeta } from '../features/public/translatedMeta';
import { startWords } from '../features/public/words/startWords';
import { STATIC_PAGE } from '../lib/pageHandle';

/** Links and text only: the prerendered page, with no app (lib/pageHandle.ts). */
export const handle = STATIC_PAGE;

export const meta = ({ location }: MetaArgs) => translatedMeta('/start', location.pathname, startWords.wordsIn);

/** The start guide, at /start and in each language (/de/start…). */
export default function Start() {
  return <StartPage />;
}

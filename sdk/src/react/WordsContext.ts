import { createContext, useContext } from 'react';
import { createTranslator, type Translator } from '../catalog/messages/createTranslator';

/** The words a runner's views show, in its reader's language: English unless a runner (or a host) provides another. */
export const WordsContext = createContext<Translator>(createTranslator('en'));

/** The words of the runner this view is in. */
export function useWords(): Translator {
  return useContext(WordsContext);
}

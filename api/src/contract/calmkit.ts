import { LOCALES, type Locale } from '@stillpoint/sdk/catalog';
import * as z from 'zod';

/**
 * The free guide (commercial.md, the /calmkit page) in each of the site's languages: the hosted app's build typesets
 * one PDF per language into its client folder, the API answers it at /api/calmkit/download and /view, and the
 * /calmkit page links to it. The three agree on the names here.
 */

/** `?lang=` of /api/calmkit/download and /view: absent (or `en`) is English. */
export const calmkitQuery = z.object({
  lang: z.enum(LOCALES, `must be one of ${LOCALES.join(', ')}`).optional(),
});

/** Where the build writes the guide in `language`, under its client folder. */
export const calmkitBuildFile = (language: Locale): string => (language === 'en' ? 'calmkit/stillpoint-calmkit.pdf' : `calmkit/stillpoint-calmkit.${language}.pdf`);

/** The name a browser saves the guide in `language` under. */
export const calmkitFileName = (language: Locale): string => (language === 'en' ? 'stillpoint-calmkit.pdf' : `stillpoint-calmkit-${language}.pdf`);

/** The API's address of the guide in `language`: `download` saves it, `view` opens it in the browser. */
export const calmkitAddress = (answer: 'download' | 'view', language: Locale): string => `/api/calmkit/${answer}${language === 'en' ? '' : `?lang=${language}`}`;

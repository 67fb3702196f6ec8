import { formatMessage, type MessageValues } from '@stillpoint/sdk/catalog';
import { en, type AppMessageKey } from './en';

/** How pure text functions get their words: `t` from useMessages, or English where no language is chosen. */
export type TextOf = (key: AppMessageKey, values?: MessageValues) => string;

/** The English catalog's text: the default of pure text functions, and their tests' reference. */
export const englishText: TextOf = (key, values) => formatMessage('en', en[key], values);

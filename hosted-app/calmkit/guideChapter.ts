/**
 * The CalmKit guide as data: chapters of sections of blocks, with no notion of pages or fonts, so the
 * content can be read and tested apart from its typesetting (calmkitPdf.ts).
 */

/** A bulleted point; `lead`, when given, is set in bold before the text. */
export interface GuidePoint {
  readonly lead?: string;
  readonly text: string;
}

/** One row of a small label/value table (a technique's pattern, length and level). */
export interface GuideFact {
  readonly label: string;
  readonly value: string;
}

export type GuideBlock =
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'points'; readonly points: readonly GuidePoint[] }
  | { readonly kind: 'facts'; readonly facts: readonly GuideFact[] }
  /** A short titled paragraph, as the app's detail dialogs show them ("How to practise", "The evidence"). */
  | { readonly kind: 'labelled'; readonly label: string; readonly text: string };

export interface GuideSection {
  readonly heading: string;
  /** A line under the heading, in italics. */
  readonly tagline?: string;
  readonly blocks: readonly GuideBlock[];
}

export interface GuideChapter {
  readonly title: string;
  /** One line for the contents page. */
  readonly summary: string;
  /** The opening paragraph, under the title. */
  readonly intro: string;
  readonly sections: readonly GuideSection[];
}

export const paragraph = (text: string): GuideBlock => ({ kind: 'paragraph', text });
export const paragraphs = (texts: readonly string[]): GuideBlock[] => texts.map(paragraph);
export const points = (items: readonly (GuidePoint | string)[]): GuideBlock => ({ kind: 'points', points: items.map((item) => (typeof item === 'string' ? { text: item } : item)) });

/** Points with a bold lead, from the words' `[lead, text]` pairs (a pair of any other length is a mistake in the words). */
export function ledPoints(pairs: readonly (readonly string[])[]): GuideBlock {
  return points(
    pairs.map((pair) => {
      const [lead, text] = pair;
      if (pair.length !== 2 || lead === undefined || text === undefined) throw new Error(`ledPoints: [lead, text] expected, not ${JSON.stringify(pair)}`);
      return { lead, text };
    }),
  );
}

import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

export interface PdfPage {
  /** Everything the page says, as plainText gives it. */
  readonly text: string;
  /** What the page sets in its largest type: its title, or its headings when it has several. */
  readonly heading: string;
  /** The last text drawn on the page. */
  readonly last: string;
}

/**
 * Text as a reader copies it, made comparable with the catalog's: curly quotes and dashes made plain,
 * runs of white space one space, and a word broken after its hyphen at a line end joined again.
 */
export function plainText(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u2013/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/- /g, '-')
    .trim();
}

const sizeOf = (item: TextItem) => Math.hypot(item.transform[0] as number, item.transform[1] as number);

/** Reads a PDF as a reader would (PDF.js, the engine of Firefox's viewer): its pages' text, in order. */
export async function pdfPages(bytes: Uint8Array): Promise<PdfPage[]> {
  // PDF.js takes the buffer over: it gets a copy.
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: VerbosityLevel.ERRORS, isEvalSupported: false }).promise;
  try {
    const pages: PdfPage[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      const items = content.items.filter((item): item is TextItem => 'str' in item && item.str.trim() !== '');
      const largest = Math.max(...items.map(sizeOf));
      pages.push({
        text: plainText(items.map((item) => item.str).join(' ')),
        heading: plainText(items.filter((item) => sizeOf(item) === largest).map((item) => item.str).join(' ')),
        last: plainText(items.at(-1)?.str ?? ''),
      });
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

/** A PDF as PDF.js reads it, for a test to look into its structure, metadata and links; the caller destroys it. */
export function openPdf(bytes: Uint8Array) {
  return getDocument({ data: new Uint8Array(bytes), verbosity: VerbosityLevel.ERRORS, isEvalSupported: false }).promise;
}

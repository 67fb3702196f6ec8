import { BREATHING_PRESETS, createTranslator, loadMessages, patternText } from '@stillpoint/sdk/catalog';
import { openPdf, pdfPages, plainText, type PdfPage } from '@stillpoint/test-support/pdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { calmkitDocument, type CalmkitDocument } from './calmkitDocument';
import { calmkitPdf } from './calmkitPdf';
import { winAnsi } from './winAnsi';
import { paragraph } from './guideChapter';
import { guidePresets } from './guidePresets';
import { GUIDE_WORDS } from './guideWords';
import { en } from './words/en';

const SITE = 'https://stillpoint.example';

/** Typesetting the whole guide and reading it back takes a second or two; on a loaded machine, many more. */
const TYPESETTING_MS = 60_000;

/** The six topics of the /calmkit page (commercial.md, "Guide page"). */
const TOPICS = ['Breathing Techniques', 'Meditation Fundamentals', 'Daily Integration', 'Stress Management', 'Philosophy', 'Design'];

let bytes: Buffer;
let pages: PdfPage[];

beforeAll(async () => {
  bytes = await calmkitPdf(await calmkitDocument(SITE, 'en'));
  pages = await pdfPages(bytes);
}, TYPESETTING_MS);

describe('the CalmKit guide in English', () => {
  it('is a PDF file', () => {
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('opens on a title page that says what the guide is and that it is not medical advice, then the contents', () => {
    expect(pages[0]!.heading).toBe('CalmKit');
    expect(pages[0]!.text).toMatch(/not medical advice/);
    expect(pages[0]!.text).toContain('Edition of November 2026');
    expect(pages[1]!.heading).toBe('Contents');
    for (const topic of TOPICS) expect(pages[1]!.text).toContain(topic);
  });

  it('gives each of the six topics a page of its own, headed by its title, in the order of the guide page', () => {
    expect(pages.length).toBeGreaterThanOrEqual(7);
    const opening = TOPICS.map((topic) => pages.findIndex((page) => page.heading === topic));
    expect(opening.every((index) => index > 1), JSON.stringify(opening)).toBe(true);
    expect([...opening].sort((a, b) => a - b)).toEqual(opening);
    expect(new Set(opening).size).toBe(TOPICS.length);
  });

  it("lists every breathing technique of the catalog with its pattern, phase by phase, and the app's notes on it", () => {
    const all = pages.map((page) => page.text).join(' ');
    for (const technique of BREATHING_PRESETS) {
      const { inhale, hold, exhale } = technique.config.customPattern;
      const page = pages.find((candidate) => candidate.text.includes(technique.name) && candidate.text.includes(patternText(technique.config.customPattern)));
      expect(page, technique.name).toBeDefined();
      expect(page!.text, technique.name).toContain(`Inhale ${inhale} s`);
      expect(page!.text, technique.name).toContain(`Exhale ${exhale} s`);
      if (hold > 0) expect(page!.text, technique.name).toContain(`Hold ${hold} s`);
      for (const note of Object.values(technique.education)) expect(all, technique.name).toContain(plainText(note));
    }
  });

  it('names techniques and styles in its prose as the catalog does', () => {
    const all = pages.map((page) => page.text).join(' ');
    expect(all).toContain('Two minutes of Box Breathing or a ten-minute Quick Sit is enough to begin.');
    expect(all).not.toMatch(/\{[\w-]+\}/);
  });

  it('is tagged for screen readers, in English, and links back to the site: PDF.js reads its structure, language and link', async () => {
    const pdf = await openPdf(bytes);
    try {
      // /MarkInfo << /Marked true >> and a /StructTreeRoot whose elements hold the text: headings, paragraphs, lists.
      expect(await pdf.getMarkInfo()).toMatchObject({ Marked: true });
      const info = (await pdf.getMetadata()).info as unknown as Record<string, unknown>;
      expect(info['Language']).toBe('en-GB');
      expect(info['Title']).toBe('CalmKit: An essential guide to breathing and meditation, from Stillpoint');
      const roles = new Set<string>();
      const collect = (node: { role?: string; children?: unknown[] }) => {
        if (node.role) roles.add(node.role);
        for (const child of node.children ?? []) collect(child as typeof node);
      };
      for (const number of [1, 2, 3, 4]) {
        const tree = await (await pdf.getPage(number)).getStructTree();
        expect(tree, `page ${number}`).toBeTruthy();
        collect(tree);
      }
      for (const role of ['Document', 'H1', 'H2', 'P', 'L', 'LI', 'Link']) expect(roles, role).toContain(role);
      // The title page links to the site it came from (the app's origin), as a link a reader can follow.
      const links = (await (await pdf.getPage(1)).getAnnotations()).filter((annotation) => annotation.subtype === 'Link');
      expect(links.map((link) => link.url as string)).toContain(`${SITE}/`);
    } finally {
      await pdf.destroy();
    }
  });

  it('numbers every page after the title page at its foot', () => {
    pages.slice(1).forEach((page, index) => expect(page.last).toBe(String(index + 2)));
  });

  it('has the same bytes in every build: another typesetting of the same words and site is identical', async () => {
    expect((await calmkitPdf(await calmkitDocument(SITE, 'en'))).equals(bytes)).toBe(true);
  }, TYPESETTING_MS);
});

describe('the CalmKit guide in German', () => {
  const de = GUIDE_WORDS.de;
  let german: PdfPage[];
  let germanBytes: Buffer;

  beforeAll(async () => {
    germanBytes = await calmkitPdf(await calmkitDocument(SITE, 'de'));
    german = await pdfPages(germanBytes);
  }, TYPESETTING_MS);

  it('opens on a title page and contents in the German words (words/de.ts), with the German medical notice', () => {
    expect(german[0]!.heading).toBe(plainText(de.title));
    expect(german[0]!.text).toContain(plainText(de.subtitle));
    expect(german[0]!.text).toContain(plainText(de.notice));
    expect(german[0]!.text).toContain(plainText(de.edition.replace('{date}', 'November 2026')));
    expect(german[1]!.heading).toBe(plainText(de.contents));
    for (const chapter of [de.breathing, de.meditation, de.daily, de.stress, de.philosophy, de.design]) expect(german[1]!.text).toContain(plainText(chapter.title));
  });

  it("sets the 4-7-8 technique in German: the app's German name, phases and notes, and the guide's German labels", async () => {
    const presets = await guidePresets('de');
    const preset = BREATHING_PRESETS.find((candidate) => candidate.id === '4-7-8')!;
    const technique = presets.technique(preset);
    expect(technique.name).toBe(createTranslator('de', await loadMessages('de')).t('technique.478'));
    expect(technique.phases[0]![0]).toBe('Einatmen');
    const section = german.filter((page) => page.text.includes(plainText(technique.name))).map((page) => page.text).join(' ');
    expect(section).toContain(`${de.inhale} ${de.seconds(4)} · ${de.hold} ${de.seconds(7)} · ${de.exhale} ${de.seconds(8)}`);
    expect(section).toContain('Einatmen: 4 s, leise durch die Nase');
    for (const note of Object.values(technique.education)) expect(section).toContain(plainText(note));
  });

  it('is tagged as German', async () => {
    const pdf = await openPdf(germanBytes);
    try {
      expect(((await pdf.getMetadata()).info as unknown as Record<string, unknown>)['Language']).toBe('de-DE');
    } finally {
      await pdf.destroy();
    }
  });
});

describe('the typesetter', () => {
  /** A one-chapter guide whose opening paragraph is `text`. */
  const documentSaying = (text: string): CalmkitDocument => ({
    language: 'fr',
    words: en,
    title: 'CalmKit',
    subtitle: 'Guide',
    edition: new Date('2026-11-26T00:00:00Z'),
    notice: 'Notice',
    chapters: [{ title: 'Chapitre', summary: 'Résumé', intro: 'Introduction', sections: [{ heading: 'Section', blocks: [paragraph(text)] }] }],
    site: SITE,
  });

  it('sets the narrow no-break space French puts before « » : ; ? ! as a no-break space, which reads back as a space', async () => {
    const [, , chapter] = await pdfPages(await calmkitPdf(documentSaying('Il est 10\u202fh\u00a0: «\u202fRespirez\u202f», „ruhig“ et l\u2011essentiel')));
    expect(chapter!.text).toContain('Il est 10 h : « Respirez », „ruhig" et l-essentiel');
  }, TYPESETTING_MS);

  it('stops at a character the standard fonts cannot show, naming it, rather than set another', () => {
    expect(winAnsi('Größe, œuvre, €, «\u202f»')).toBe('Größe, œuvre, €, «\u00a0»');
    expect(() => winAnsi('Istanbul \u0131')).toThrow(/U\+0131/);
  });
});

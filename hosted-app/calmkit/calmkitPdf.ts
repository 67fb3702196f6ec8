import type { Locale } from '@stillpoint/sdk/catalog';
import PDFDocument from 'pdfkit';
import type { CalmkitDocument } from './calmkitDocument';
import type { GuideBlock, GuideChapter, GuideFact, GuidePoint, GuideSection } from './guideChapter';
import type { GuideWords } from './words/en';

type Pdf = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

// The app's light palette (hosted-app/src/ui/tokens.css): ink, muted text, rules and its one accent.
const INK = '#17222d';
const MUTED = '#4f5b67';
const LINE = '#d5d1c8';
const ACCENT = '#1d6f62';
const ACCENT_SOFT = '#eaf3f0';

// The standard PDF fonts: every reader has them, so nothing is embedded or fetched.
const SERIF = 'Times-Roman';
const SERIF_ITALIC = 'Times-Italic';
const SERIF_BOLD = 'Times-Bold';
const SANS = 'Helvetica';
const SANS_BOLD = 'Helvetica-Bold';

const PAGE = { width: 595.28, height: 841.89 }; // A4
const MARGIN = { top: 78, bottom: 84, left: 84, right: 84 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const BOTTOM = PAGE.height - MARGIN.bottom;

const BODY_SIZE = 11;
const BODY_GAP = 3.6;
const AFTER_BLOCK = 9;
const BULLET_INDENT = 16;
const FACT_LABEL_WIDTH = 70;
const FACT_PADDING = 9;

/**
 * The characters beyond ASCII and Latin-1 that WinAnsi, the standard fonts' encoding, has (its 0x80-0x9F): € ‚ ƒ „ …
 * † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ.
 */
const WIN_ANSI_EXTRA = new Set('\u20ac\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u017d\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u017e\u0178');

/**
 * What the words and Intl write that WinAnsi lacks, as its nearest WinAnsi character: the narrow and figure no-break
 * spaces (French "10\u202fh", « bonjour ») as the no-break space, the other spaces of fixed width as a space, the
 * typographic hyphens and the minus sign as a hyphen, and a zero-width space as nothing.
 */
const WIN_ANSI_NEAREST: Readonly<Record<string, string>> = {
  '\u202f': '\u00a0',
  '\u2007': '\u00a0',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2004': ' ',
  '\u2005': ' ',
  '\u2006': ' ',
  '\u2008': ' ',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u2010': '-',
  '\u2011': '-',
  '\u2212': '-',
  '\u200b': '',
};

const inWinAnsi = (character: string) => character === '\n' || (character >= ' ' && character <= '~') || (character >= '\u00a0' && character <= '\u00ff') || WIN_ANSI_EXTRA.has(character);

/**
 * Text as the standard fonts can show it: every character WinAnsi has as it is, the ones above as their nearest. Any
 * other character would print as something else, so it stops the build, naming it, rather than the guide say it wrong.
 */
export function winAnsi(text: string): string {
  return Array.from(text, (character) => {
    if (inWinAnsi(character)) return character;
    const nearest = WIN_ANSI_NEAREST[character];
    if (nearest === undefined) throw new Error(`calmkitPdf: U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} is not in the standard fonts (in "${text}")`);
    return nearest;
  }).join('');
}

/** Text as the guide sets it: straight quotes and dashes as a typesetter sets them (the words are typed plainly), in WinAnsi. */
function typographic(text: string): string {
  return winAnsi(
    text
      .replace(/(^|[\s(])"/g, '$1\u201c')
      .replace(/"/g, '\u201d')
      .replace(/(^|[\s(])'/g, '$1\u2018')
      .replace(/'/g, '\u2019')
      .replace(/ - /g, ' \u2013 '),
  );
}

const bodyOptions = (width = WIDTH): PDFKit.Mixins.TextOptions => ({ width, lineGap: BODY_GAP });

/** Starts a new page unless `height` points still fit above the bottom margin. */
function keepSpace(doc: Pdf, height: number): void {
  if (doc.y + height > BOTTOM) doc.addPage();
}

function measure(doc: Pdf, font: string, size: number, text: string, options: PDFKit.Mixins.TextOptions): number {
  return doc.font(font).fontSize(size).heightOfString(typographic(text), options);
}

/** A small label in spaced capitals, over a block of text or beside a value. */
function label(doc: Pdf, text: string, x: number, y: number, color = ACCENT): void {
  doc.font(SANS_BOLD).fontSize(7.5).fillColor(color).text(typographic(text.toUpperCase()), x, y, { characterSpacing: 1.1, lineBreak: false });
}
const LABEL_HEIGHT = 13;

function pointText(point: GuidePoint): string {
  return point.lead ? `${point.lead} ${point.text}` : point.text;
}

function factsHeight(doc: Pdf, facts: readonly GuideFact[]): number {
  return facts.reduce((sum, fact) => sum + measure(doc, SANS, 9.5, fact.value, { width: WIDTH - FACT_LABEL_WIDTH - 2 * FACT_PADDING, lineGap: 2 }) + 5, 2 * FACT_PADDING - 5);
}

/** The height `block` takes, as drawBlock sets it (for keeping sections together). */
function blockHeight(doc: Pdf, block: GuideBlock): number {
  switch (block.kind) {
    case 'paragraph':
      return measure(doc, SERIF, BODY_SIZE, block.text, bodyOptions()) + AFTER_BLOCK;
    case 'labelled':
      return LABEL_HEIGHT + measure(doc, SERIF, BODY_SIZE, block.text, bodyOptions()) + AFTER_BLOCK;
    case 'points':
      return block.points.reduce((sum, point) => sum + measure(doc, SERIF, BODY_SIZE, pointText(point), bodyOptions(WIDTH - BULLET_INDENT)) + 3, AFTER_BLOCK - 3);
    case 'facts':
      return factsHeight(doc, block.facts) + AFTER_BLOCK + 4;
  }
}

/**
 * Draws what `draw` sets as a structure element of `type` under `parent`: the tagged PDF's logical structure, which
 * screen readers read (a heading, a paragraph, a list item) in the order the elements are added.
 */
function tagged(doc: Pdf, parent: Struct, type: string, draw: () => void): void {
  parent.add(doc.struct(type, {}, [draw]));
}

/** Draws what is decoration only (rules, panels, the mark, page numbers): marked so screen readers pass it by. */
function artifact(doc: Pdf, draw: () => void, type?: 'Pagination' | 'Layout'): void {
  doc.markContent('Artifact', type ? { type } : undefined);
  draw();
  doc.endMarkedContent();
}

function drawParagraph(doc: Pdf, parent: Struct, text: string): void {
  tagged(doc, parent, 'P', () => doc.font(SERIF).fontSize(BODY_SIZE).fillColor(INK).text(typographic(text), MARGIN.left, doc.y, bodyOptions()));
}

function drawBlock(doc: Pdf, parent: Struct, block: GuideBlock): void {
  switch (block.kind) {
    case 'paragraph':
      keepSpace(doc, 3 * (BODY_SIZE + BODY_GAP));
      drawParagraph(doc, parent, block.text);
      break;
    case 'labelled':
      // A label never ends a page: it goes over with at least two lines of its text.
      keepSpace(doc, LABEL_HEIGHT + 2 * (BODY_SIZE + BODY_GAP));
      tagged(doc, parent, 'H3', () => label(doc, block.label, MARGIN.left, doc.y));
      doc.y += LABEL_HEIGHT;
      drawParagraph(doc, parent, block.text);
      break;
    case 'points': {
      const list = doc.struct('L');
      parent.add(list);
      for (const point of block.points) {
        keepSpace(doc, 2 * (BODY_SIZE + BODY_GAP));
        const y = doc.y;
        const item = doc.struct('LI');
        list.add(item);
        tagged(doc, item, 'Lbl', () => doc.font(SERIF).fontSize(BODY_SIZE).fillColor(ACCENT).text('\u2022', MARGIN.left + 3, y, { lineBreak: false }));
        const at = { ...bodyOptions(WIDTH - BULLET_INDENT) };
        tagged(doc, item, 'LBody', () => {
          if (point.lead) {
            doc.font(SERIF_BOLD).fillColor(INK).text(`${typographic(point.lead)} `, MARGIN.left + BULLET_INDENT, y, { ...at, continued: true });
            doc.font(SERIF).text(typographic(point.text), at);
          } else {
            doc.font(SERIF).fillColor(INK).text(typographic(point.text), MARGIN.left + BULLET_INDENT, y, at);
          }
        });
        item.end();
        doc.y += 3;
      }
      list.end();
      doc.y -= 3;
      break;
    }
    case 'facts': {
      const height = factsHeight(doc, block.facts);
      keepSpace(doc, height + 4);
      const top = doc.y + 2;
      artifact(doc, () => doc.rect(MARGIN.left, top, WIDTH, height).fill(ACCENT_SOFT), 'Layout');
      // Read as a list of label and value: "Pattern: 4-4-4-4".
      const list = doc.struct('L');
      parent.add(list);
      let y = top + FACT_PADDING;
      for (const fact of block.facts) {
        const item = doc.struct('LI');
        list.add(item);
        tagged(doc, item, 'Lbl', () => label(doc, fact.label, MARGIN.left + FACT_PADDING, y + 1.5, MUTED));
        tagged(doc, item, 'LBody', () =>
          doc.font(SANS).fontSize(9.5).fillColor(INK).text(typographic(fact.value), MARGIN.left + FACT_PADDING + FACT_LABEL_WIDTH, y, { width: WIDTH - FACT_LABEL_WIDTH - 2 * FACT_PADDING, lineGap: 2 }),
        );
        item.end();
        y = doc.y + 5;
      }
      list.end();
      doc.y = top + height + 4;
      break;
    }
  }
  doc.y += AFTER_BLOCK;
}

const HEADING_SIZE = 14;
const TAGLINE_SIZE = 11.5;

function headingHeight(doc: Pdf, section: GuideSection): number {
  const heading = measure(doc, SANS_BOLD, HEADING_SIZE, section.heading, { width: WIDTH }) + 4;
  return section.tagline ? heading + measure(doc, SERIF_ITALIC, TAGLINE_SIZE, section.tagline, { width: WIDTH }) + 8 : heading + 4;
}

/**
 * A section that fits on a page is never split: it starts a new page when the rest of this one is too
 * short. A longer one starts where it is, its heading kept with the start of its first block.
 */
function drawSection(doc: Pdf, parent: Struct, section: GuideSection, outline: PDFKit.PDFOutline): void {
  const head = headingHeight(doc, section);
  const whole = head + section.blocks.reduce((sum, block) => sum + blockHeight(doc, block), 0);
  const space = 18;
  if (whole <= BOTTOM - MARGIN.top) keepSpace(doc, space + whole);
  else keepSpace(doc, space + head + 4 * (BODY_SIZE + BODY_GAP));
  if (doc.y > MARGIN.top) doc.y += space;
  outline.addItem(section.heading);
  const sect = doc.struct('Sect');
  parent.add(sect);
  tagged(doc, sect, 'H2', () => doc.font(SANS_BOLD).fontSize(HEADING_SIZE).fillColor(INK).text(typographic(section.heading), MARGIN.left, doc.y, { width: WIDTH }));
  doc.y += 4;
  if (section.tagline) {
    const tagline = section.tagline;
    tagged(doc, sect, 'P', () => doc.font(SERIF_ITALIC).fontSize(TAGLINE_SIZE).fillColor(MUTED).text(typographic(tagline), MARGIN.left, doc.y, { width: WIDTH }));
    doc.y += 8;
  } else {
    doc.y += 4;
  }
  for (const block of section.blocks) drawBlock(doc, sect, block);
  sect.end();
}

function rule(doc: Pdf, y: number, width = 36): void {
  artifact(doc, () => doc.rect(MARGIN.left, y, width, 2).fill(ACCENT));
}

/** Opens a chapter on a page of its own (its number, title, a short rule and the opening paragraph), then sets its sections; answers the opening page's number. */
function drawChapter(doc: Pdf, parent: Struct, words: GuideWords, chapter: GuideChapter, number: number): number {
  doc.addPage();
  const opening = doc.bufferedPageRange().count;
  const outline = doc.outline.addItem(chapter.title);
  const sect = doc.struct('Sect');
  parent.add(sect);
  tagged(doc, sect, 'P', () => label(doc, words.chapter(number), MARGIN.left, MARGIN.top + 40));
  tagged(doc, sect, 'H1', () => doc.font(SANS).fontSize(30).fillColor(INK).text(typographic(chapter.title), MARGIN.left, MARGIN.top + 58, { width: WIDTH }));
  rule(doc, doc.y + 14);
  tagged(doc, sect, 'P', () => doc.font(SERIF_ITALIC).fontSize(13.5).fillColor(MUTED).text(typographic(chapter.intro), MARGIN.left, doc.y + 34, { width: WIDTH, lineGap: 4.5 }));
  doc.y += 14;
  for (const section of chapter.sections) drawSection(doc, sect, section, outline);
  sect.end();
  return opening;
}

/** Stillpoint's mark (hosted-app/src/ui/Brand.tsx): a track, an open accent ring and a centre point. */
function drawMark(doc: Pdf, x: number, y: number, radius: number): void {
  const scale = radius / 10.5;
  artifact(doc, () => {
    doc.lineWidth(2.6 * scale);
    doc.circle(x, y, radius).stroke(LINE);
    doc.lineCap('round').dash(48 * scale, { space: 18 * scale }).circle(x, y, radius).stroke(ACCENT).undash().lineCap('butt');
    doc.circle(x, y, 3 * scale).fill(ACCENT);
  });
}

/** The language tag of the PDF (what a screen reader speaks it in), and of the edition's date. */
const LANGUAGE_TAGS: Readonly<Record<Locale, string>> = { en: 'en-GB', de: 'de-DE', nl: 'nl-NL', fr: 'fr-FR', es: 'es-ES' };

function editionText(document: CalmkitDocument): string {
  const date = document.edition.toLocaleDateString(LANGUAGE_TAGS[document.language], { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return document.words.edition.replace('{date}', date);
}

/** The title page: the guide's name, what it holds, what it is not, its edition and the site it comes from (a link). */
function drawTitlePage(doc: Pdf, parent: Struct, document: CalmkitDocument): void {
  doc.addPage();
  const sect = doc.struct('Sect');
  parent.add(sect);
  drawMark(doc, MARGIN.left + 30, 200, 30);
  tagged(doc, sect, 'H1', () => doc.font(SANS).fontSize(48).fillColor(INK).text(typographic(document.title), MARGIN.left, 262, { width: WIDTH }));
  tagged(doc, sect, 'P', () => doc.font(SERIF_ITALIC).fontSize(17).fillColor(MUTED).text(typographic(document.subtitle), MARGIN.left, doc.y + 6, { width: WIDTH * 0.8, lineGap: 3 }));
  rule(doc, doc.y + 22);
  let y = doc.y + 52;
  tagged(doc, sect, 'H2', () => label(doc, document.words.inside, MARGIN.left, y));
  y += LABEL_HEIGHT + 4;
  const inside = doc.struct('L');
  sect.add(inside);
  for (const chapter of document.chapters) {
    const at = y;
    tagged(doc, inside, 'LI', () => doc.font(SANS).fontSize(11).fillColor(INK).text(typographic(chapter.title), MARGIN.left, at, { width: WIDTH, lineBreak: false }));
    y += 19;
  }
  inside.end();
  const noticeOptions = { width: WIDTH, lineGap: 2.5 };
  const noticeTop = BOTTOM - measure(doc, SERIF, 9.5, document.notice, noticeOptions) - 48;
  artifact(doc, () => doc.rect(MARGIN.left, noticeTop - 14, WIDTH, 0.6).fill(LINE));
  tagged(doc, sect, 'P', () => doc.font(SERIF).fontSize(9.5).fillColor(MUTED).text(typographic(document.notice), MARGIN.left, noticeTop, noticeOptions));
  tagged(doc, sect, 'P', () => doc.font(SANS).fontSize(8.5).fillColor(MUTED).text(typographic(`Stillpoint \u00b7 ${editionText(document)}`), MARGIN.left, doc.y + 14, { width: WIDTH, lineBreak: false }));
  // The way back to the site, for a reader who found the file elsewhere: its address, followed as a link.
  const site = new URL(document.site);
  const linkY = doc.y + 4;
  const paragraph = doc.struct('P');
  sect.add(paragraph);
  paragraph.add(doc.struct('Link', { alt: document.words.siteLink.replace('{host}', site.host) }, [() => doc.font(SANS).fontSize(8.5).fillColor(ACCENT).text(site.host, MARGIN.left, linkY, { link: site.href, lineBreak: false })]));
  paragraph.end();
  sect.end();
}

/** The contents page, written once the chapters are set and their pages known, into its place in the structure. */
function drawContents(doc: Pdf, sect: Struct, words: GuideWords, chapters: readonly GuideChapter[], pages: readonly number[]): void {
  tagged(doc, sect, 'H1', () => doc.font(SANS).fontSize(30).fillColor(INK).text(typographic(words.contents), MARGIN.left, MARGIN.top + 58, { width: WIDTH }));
  rule(doc, doc.y + 14);
  let y = doc.y + 48;
  const list = doc.struct('L');
  sect.add(list);
  chapters.forEach((chapter, index) => {
    const item = doc.struct('LI');
    list.add(item);
    const at = y;
    tagged(doc, item, 'Lbl', () => doc.font(SANS_BOLD).fontSize(11).fillColor(ACCENT).text(String(index + 1), MARGIN.left, at, { lineBreak: false }));
    tagged(doc, item, 'LBody', () => {
      doc.font(SANS).fontSize(13).fillColor(INK).text(typographic(chapter.title), MARGIN.left + 24, at - 1.5, { width: WIDTH - 64, lineBreak: false });
      doc.font(SANS).fontSize(11).fillColor(MUTED).text(String(pages[index]), MARGIN.left, at, { width: WIDTH, align: 'right', lineBreak: false });
      doc.font(SERIF_ITALIC).fontSize(10.5).fillColor(MUTED).text(typographic(chapter.summary), MARGIN.left + 24, at + 17, { width: WIDTH - 64, lineGap: 2 });
    });
    item.end();
    y = doc.y + 20;
  });
  list.end();
  sect.end();
}

/** Page numbers (and the guide's name) at the foot of every page but the title page: pagination, not content. */
function drawFooters(doc: Pdf, title: string): void {
  const { count } = doc.bufferedPageRange();
  for (let index = 1; index < count; index++) {
    doc.switchToPage(index);
    // Text below the bottom margin would start a new page: the margin is lifted while the footer is set.
    doc.page.margins.bottom = 0;
    const y = PAGE.height - MARGIN.bottom + 34;
    artifact(
      doc,
      () => {
        doc.font(SANS).fontSize(8).fillColor(MUTED);
        doc.text(typographic(`Stillpoint ${title}`), MARGIN.left, y, { lineBreak: false });
        doc.text(String(index + 1), MARGIN.left, y, { width: WIDTH, align: 'right', lineBreak: false });
      },
      'Pagination',
    );
    doc.page.margins.bottom = MARGIN.bottom;
  }
}

/**
 * Typesets the guide as an A4 PDF: a title page, the contents, then each chapter from a page of its own.
 * The same document gives the same bytes: the dates are the edition's and nothing else varies (PDFKit
 * derives the file ID from the document info).
 *
 * It is a tagged PDF (PDF/UA's checklist in PDFKit's accessibility guide): marked, in its language, titled by its
 * title, every text in a structure element (headings, paragraphs, lists, the link) and every decoration an artifact.
 */
export function calmkitPdf(document: CalmkitDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: MARGIN,
    autoFirstPage: false,
    bufferPages: true,
    pdfVersion: '1.5',
    tagged: true,
    lang: LANGUAGE_TAGS[document.language],
    displayTitle: true,
    info: {
      Title: `${document.title}: ${document.subtitle}`,
      Author: 'Stillpoint',
      Subject: document.chapters.map((chapter) => chapter.title).join(', '),
      Creator: 'Stillpoint',
      CreationDate: document.edition,
      ModDate: document.edition,
    },
  });
  const chunks: Uint8Array[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  drawTitlePage(doc, root, document);
  doc.addPage();
  const contentsPage = doc.bufferedPageRange().count - 1;
  // The contents come second in reading order, though they are written last.
  const contents = doc.struct('Sect');
  root.add(contents);
  const chapterPages = document.chapters.map((chapter, index) => drawChapter(doc, root, document.words, chapter, index + 1));
  doc.switchToPage(contentsPage);
  drawContents(doc, contents, document.words, document.chapters, chapterPages);
  drawFooters(doc, document.title);
  root.end();
  doc.end();
  return done;
}

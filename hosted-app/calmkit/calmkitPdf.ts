import type { Locale } from '@stillpoint/sdk/catalog';
import PDFDocument from 'pdfkit';
import type { CalmkitDocument } from './calmkitDocument';
import { drawChapter } from './drawChapter';
import type { GuideChapter } from './guideChapter';
import { artifact, BOTTOM, drawMark, INK, label, LABEL_HEIGHT, LINE, MARGIN, measure, MUTED, PAGE, rule, SANS, SANS_BOLD, SERIF, SERIF_ITALIC, tagged, WIDTH, ACCENT, type Pdf, type Struct } from './pdfLayout';
import { typographic } from './winAnsi';
import type { GuideWords } from './words/en';

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

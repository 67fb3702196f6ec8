import type { GuideBlock, GuideChapter, GuideFact, GuidePoint, GuideSection } from './guideChapter';
import { ACCENT, ACCENT_SOFT, AFTER_BLOCK, artifact, BODY_GAP, BODY_SIZE, bodyOptions, BOTTOM, BULLET_INDENT, FACT_LABEL_WIDTH, FACT_PADDING, INK, keepSpace, label, LABEL_HEIGHT, MARGIN, measure, MUTED, rule, SANS, SANS_BOLD, SERIF, SERIF_BOLD, SERIF_ITALIC, tagged, WIDTH, type Pdf, type Struct } from './pdfLayout';
import { typographic } from './winAnsi';
import type { GuideWords } from './words/en';

// A chapter of the CalmKit guide: its opening page, then its sections and their blocks, kept together where they fit.

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

/** Opens a chapter on a page of its own (its number, title, a short rule and the opening paragraph), then sets its sections; answers the opening page's number. */
export function drawChapter(doc: Pdf, parent: Struct, words: GuideWords, chapter: GuideChapter, number: number): number {
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

import { typographic } from './winAnsi';

// The CalmKit guide's page: A4, its palette and fonts, and the drawing primitives each part of it is set with.

export type Pdf = PDFKit.PDFDocument;
export type Struct = PDFKit.PDFStructureElement;

// The app's light palette (hosted-app/src/ui/tokens.css): ink, muted text, rules and its one accent.
export const INK = '#17222d';
export const MUTED = '#4f5b67';
export const LINE = '#d5d1c8';
export const ACCENT = '#1d6f62';
export const ACCENT_SOFT = '#eaf3f0';

// The standard PDF fonts: every reader has them, so nothing is embedded or fetched.
export const SERIF = 'Times-Roman';
export const SERIF_ITALIC = 'Times-Italic';
export const SERIF_BOLD = 'Times-Bold';
export const SANS = 'Helvetica';
export const SANS_BOLD = 'Helvetica-Bold';

export const PAGE = { width: 595.28, height: 841.89 }; // A4
export const MARGIN = { top: 78, bottom: 84, left: 84, right: 84 };
export const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
export const BOTTOM = PAGE.height - MARGIN.bottom;

export const BODY_SIZE = 11;
export const BODY_GAP = 3.6;
export const AFTER_BLOCK = 9;
export const BULLET_INDENT = 16;
export const FACT_LABEL_WIDTH = 70;
export const FACT_PADDING = 9;

export const bodyOptions = (width = WIDTH): PDFKit.Mixins.TextOptions => ({ width, lineGap: BODY_GAP });

/** Starts a new page unless `height` points still fit above the bottom margin. */
export function keepSpace(doc: Pdf, height: number): void {
  if (doc.y + height > BOTTOM) doc.addPage();
}

export function measure(doc: Pdf, font: string, size: number, text: string, options: PDFKit.Mixins.TextOptions): number {
  return doc.font(font).fontSize(size).heightOfString(typographic(text), options);
}

/** A small label in spaced capitals, over a block of text or beside a value. */
export function label(doc: Pdf, text: string, x: number, y: number, color = ACCENT): void {
  doc.font(SANS_BOLD).fontSize(7.5).fillColor(color).text(typographic(text.toUpperCase()), x, y, { characterSpacing: 1.1, lineBreak: false });
}
export const LABEL_HEIGHT = 13;

/**
 * Draws what `draw` sets as a structure element of `type` under `parent`: the tagged PDF's logical structure, which
 * screen readers read (a heading, a paragraph, a list item) in the order the elements are added.
 */
export function tagged(doc: Pdf, parent: Struct, type: string, draw: () => void): void {
  parent.add(doc.struct(type, {}, [draw]));
}

/** Draws what is decoration only (rules, panels, the mark, page numbers): marked so screen readers pass it by. */
export function artifact(doc: Pdf, draw: () => void, type?: 'Pagination' | 'Layout'): void {
  doc.markContent('Artifact', type ? { type } : undefined);
  draw();
  doc.endMarkedContent();
}

export function rule(doc: Pdf, y: number, width = 36): void {
  artifact(doc, () => doc.rect(MARGIN.left, y, width, 2).fill(ACCENT));
}

/** Stillpoint's mark (hosted-app/src/ui/Brand.tsx): a track, an open accent ring and a centre point. */
export function drawMark(doc: Pdf, x: number, y: number, radius: number): void {
  const scale = radius / 10.5;
  artifact(doc, () => {
    doc.lineWidth(2.6 * scale);
    doc.circle(x, y, radius).stroke(LINE);
    doc.lineCap('round').dash(48 * scale, { space: 18 * scale }).circle(x, y, radius).stroke(ACCENT).undash().lineCap('butt');
    doc.circle(x, y, 3 * scale).fill(ACCENT);
  });
}

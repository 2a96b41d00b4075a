import { visualRuns } from './bidi';
import type { FontFace } from './fonts';

/** Where a box sits, measured from the page's start edge (the left in English, the right in Arabic). */
export interface Box {
  /** From the start margin. */
  start: number;
  y: number;
  width: number;
}

export interface TextStyle {
  face?: FontFace;
  size?: number;
  color?: string;
  /** Within the box: 'start' (left in English, right in Arabic) or 'end'. */
  align?: 'start' | 'end';
  /**
   * The line's own direction when it is not the page's: 'ltr' for a value that always reads from
   * the left (an e-mail, a phone number, an IBAN), 'auto' for what a person typed.
   */
  dir?: 'ltr' | 'auto';
}

const LINE_GAP = 1.35;

/**
 * Arabic runs are laid out without the font's kerning: pdfkit draws a kerned right-to-left glyph
 * (an x offset) one advance off, and the space after it disappears. Shaping (joined forms,
 * ligatures, marks) is untouched.
 */
const RTL_FEATURES = { features: { kern: false } } as unknown as PDFKit.Mixins.TextOptions;

/**
 * Draws on one pdfkit page in the reading direction: a layout names boxes from the start edge
 * and text aligned to a box's start or end, and in Arabic the page is mirrored. Each line goes
 * through the bidirectional algorithm (bidi.ts), so Arabic reads from the right while numbers and
 * Latin names keep reading from the left.
 */
export class InvoiceCanvas {
  readonly width: number;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly direction: 'ltr' | 'rtl',
    readonly margin: number,
  ) {
    this.width = doc.page.width - 2 * margin;
  }

  /** The page's x of a box's left edge. */
  private left({ start, width }: Pick<Box, 'start' | 'width'>): number {
    return this.direction === 'ltr'
      ? this.margin + start
      : this.doc.page.width - this.margin - start - width;
  }

  private use({ face = 'regular', size = 10, color = '#1f2933' }: TextStyle) {
    this.doc.font(face).fontSize(size).fillColor(color);
  }

  /** How wide a line is in a style. */
  measure(line: string, style: TextStyle = {}): number {
    this.use(style);
    return this.doc.widthOfString(line);
  }

  /** The height of one line in a style. */
  lineHeight(style: TextStyle = {}): number {
    return (style.size ?? 10) * LINE_GAP;
  }

  /** One line, not wrapped, aligned in its box; the y below it. */
  line(text: string, box: Box, style: TextStyle = {}): number {
    this.use(style);
    const runs = visualRuns(text, style.dir ?? this.direction).map((run) => ({
      ...run,
      width: this.doc.widthOfString(run.text, run.rtl ? RTL_FEATURES : {}),
    }));
    const total = runs.reduce((sum, run) => sum + run.width, 0);
    const atLeft =
      (style.align ?? 'start') === 'start' ? this.direction === 'ltr' : this.direction === 'rtl';
    let x = this.left(box) + (atLeft ? 0 : box.width - total);
    for (const run of runs) {
      this.doc.text(run.text, x, box.y, { lineBreak: false, ...(run.rtl ? RTL_FEATURES : {}) });
      x += run.width;
    }
    return box.y + this.lineHeight(style);
  }

  /** Text wrapped at spaces to the box's width, line by line; the y below it. */
  paragraph(text: string, box: Box, style: TextStyle = {}): number {
    let y = box.y;
    for (const line of this.wrap(text, box.width, style)) y = this.line(line, { ...box, y }, style);
    return y;
  }

  private wrap(text: string, width: number, style: TextStyle): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = current ? `${current} ${word}` : word;
      if (current && this.measure(next, style) > width) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    if (current) lines.push(current);
    return lines;
  }

  /** A filled rectangle. */
  fill(box: Box, height: number, color: string): void {
    this.doc.rect(this.left(box), box.y, box.width, height).fill(color);
  }

  /** A horizontal rule across a box. */
  rule(box: Box, color = '#cbd2d9', thickness = 0.75): void {
    const x = this.left(box);
    this.doc
      .moveTo(x, box.y)
      .lineTo(x + box.width, box.y)
      .lineWidth(thickness)
      .strokeColor(color)
      .stroke();
  }
}

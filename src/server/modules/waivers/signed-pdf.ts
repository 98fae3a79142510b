import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import { formatLondonDateTime } from '../../../common/format';

// The signed waiver as a PDF (pdf-lib: pure JavaScript, no browser, no native code): the studio, the
// document as signed (title, version, body), the answers, the name as typed and the time in London.

export interface SignedDocument {
  studioName: string;
  title: string;
  version: number;
  body: string;
  /** Question and answer, in the document's order; undefined when withheld or erased (`answersNote`). */
  answers: { label: string; answer: string }[] | undefined;
  answersNote: string;
  fullName: string;
  signedAt: Date;
  signatureId: string;
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 };

export async function signedWaiverPdf(doc: SignedDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${doc.title} (version ${doc.version}), signed`);
  pdf.setCreator('Attune');
  pdf.setProducer('Attune');
  // A fixed date: the same signature makes the same bytes, whenever it is downloaded.
  pdf.setCreationDate(doc.signedAt);
  pdf.setModificationDate(doc.signedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const write = (text: string, font: PDFFont, size: number, gapAfter = 4) => {
    for (const line of wrap(printable(text, font), font, size, width)) {
      if (y - size < PAGE.margin) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      y -= size * 1.3;
      page.drawText(line, { x: PAGE.margin, y, size, font, color: rgb(0.1, 0.1, 0.1) });
    }
    y -= gapAfter;
  };

  write(doc.studioName, bold, 11, 10);
  write(doc.title, bold, 18, 2);
  write(`Version ${doc.version}`, regular, 10, 14);
  for (const paragraph of doc.body.split(/\n\s*\n/))
    write(paragraph.replace(/\s*\n\s*/g, ' '), regular, 10, 8);
  y -= 8;
  write('Health and intake answers', bold, 13, 6);
  if (doc.answers === undefined) write(doc.answersNote, regular, 10, 8);
  else if (doc.answers.length === 0) write('No questions were answered.', regular, 10, 8);
  else {
    for (const a of doc.answers) {
      write(a.label, bold, 10, 1);
      write(a.answer, regular, 10, 6);
    }
  }
  y -= 8;
  write('Signature', bold, 13, 6);
  write(`Signed as: ${doc.fullName}`, regular, 11, 2);
  write(`Signed on: ${formatLondonDateTime(doc.signedAt)}`, regular, 11, 2);
  write(`Signature reference: ${doc.signatureId}`, regular, 9, 2);
  return pdf.save();
}

/** The standard fonts carry Latin text only: any other character is shown as "?" rather than failing. */
function printable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text.replace(/\t/g, ' '))
    .map((ch) => (known.has(ch.codePointAt(0) ?? 0) ? ch : '?'))
    .join('');
}

/** Lines of at most `width` points, broken between words (a word too long alone is cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

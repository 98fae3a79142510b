import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

// CSV files for spreadsheets (docs/decisions/0059): RFC 4180 written by csv-stringify, not by hand.

export type CsvCell = string | number | null | undefined;

/**
 * A CSV file: a header row, then the rows; UTF-8 with a byte-order mark (without it Excel reads the
 * file as the system's code page and "Café" turns to "CafÃ©"), CRLF line ends, fields quoted where
 * they hold a comma, a quote or a line break. A text cell beginning with =, +, -, @, a tab or a
 * carriage return (or their full-width forms) is prefixed with ' so a spreadsheet shows it instead of
 * running it as a formula (OWASP's CSV injection advice).
 */
export function csvText(header: readonly string[], rows: readonly CsvCell[][]): string {
  return stringify([[...header], ...rows], {
    bom: true,
    record_delimiter: 'windows',
    escape_formulas: true,
  });
}

/** The OpenAPI entry of a CSV answer: Fastify sends the string as it is, not as JSON. */
export const csvFile = (description: string) => ({
  description,
  content: { 'text/csv': { schema: z.string() } },
});

/** A name with only letters, digits, dots and dashes: accents dropped, anything else a dash. */
function asciiName(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9.]+/g, '-')
      .replace(/-+\./g, '.')
      .replace(/^[-.]+|-+$/g, '') || 'export.csv'
  );
}

/** RFC 8187's encoding of a header parameter: percent-encoded UTF-8, with '()* encoded too. */
const extendedValue = (name: string) =>
  `UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/**
 * `attachment` with the file's name twice (RFC 6266): an ASCII-safe `filename` for old clients and
 * `filename*` with the real name in UTF-8, which browsers prefer.
 */
export function attachment(fileName: string): string {
  return `attachment; filename="${asciiName(fileName)}"; filename*=${extendedValue(fileName)}`;
}

/** Sends a CSV file as a download (no cache keeps a copy: every signed-in answer is no-store). */
export function sendCsv(reply: FastifyReply, fileName: string, text: string) {
  return reply.type('text/csv; charset=utf-8').header('content-disposition', attachment(fileName)).send(text);
}

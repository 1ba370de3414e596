/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A cell that a
 * spreadsheet would read as a formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, CRLF-terminated. */
export const csvRow = (cells: (string | number | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Reading an import file: UTF-8 text, its delimiter, the header and the product rows. */
import { CsvError, parse } from 'csv-parse/sync';
import type { MessageKey } from '../../errors';
import { readHeader, type Header } from './format';

/** One product row: its number as a spreadsheet numbers it (the header is 1) and its cells. */
export interface FileRow {
  line: number;
  cells: string[];
}

export interface ParsedFile {
  header: Header;
  rows: FileRow[];
}

/** Why a file cannot be read as the format; the params fill the message's placeholders. */
export interface FileProblem {
  problem: MessageKey;
  params?: Record<string, string | number>;
}

/** The delimiter the header line uses most: a comma, or a semicolon (spreadsheets in Serbian write those), or a tab. */
function delimiterOf(text: string): string {
  const end = text.search(/\r?\n/);
  const first = end < 0 ? text : text.slice(0, end);
  const counts = [',', ';', '\t'].map((delimiter) => ({ delimiter, count: first.split(delimiter).length }));
  return counts.sort((a, b) => b.count - a.count)[0]!.delimiter;
}

/** The file's text when it is UTF-8 without NUL characters (a spreadsheet, an image or a zip are not). */
export function decodeFile(bytes: Uint8Array): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return text.includes('\0') ? null : text;
  } catch {
    return null;
  }
}

/**
 * The header and the non-empty rows of a CSV text, or the first thing that keeps it from being read.
 * `maxRows` and `maxColumns` bound what an upload may hold (the text itself is bounded by the upload's size).
 */
export function parseFile(text: string, bounds: { maxRows: number; maxColumns: number }): ParsedFile | FileProblem {
  let records: { record: string[]; info: { records: number } }[];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      bom: true,
      relax_column_count: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) return { problem: 'importCsvSyntax', params: { line: (error as CsvError & { lines?: number }).lines ?? 1 } };
    throw error;
  }
  const [first, ...rest] = records;
  if (!first) return { problem: 'importEmpty' };
  if (first.record.length > bounds.maxColumns) return { problem: 'importTooManyColumns', params: { max: bounds.maxColumns } };
  const header = readHeader(first.record);
  if ('key' in header) return { problem: header.key, params: { column: header.column } };
  const rows = rest
    .filter(({ record }) => record.some((cell) => cell.trim() !== ''))
    .map(({ record, info }) => ({ line: info.records, cells: record }));
  if (rows.length === 0) return { problem: 'importEmpty' };
  if (rows.length > bounds.maxRows) return { problem: 'importTooManyRows', params: { max: bounds.maxRows } };
  return { header, rows };
}

/** Reading one cell of a row: texts within their bound, numbers, yes/no. Each failure is a stored problem. */
import { INT4_MAX, MONEY_MAX } from '../../db/column-limits';
import type { StoredProblem } from './tables';

/** A cell's value, or the problem that keeps it from being used. */
export type Cell<T> = { value: T } | { problem: StoredProblem };

export const problem = (column: string, key: string, params: Record<string, string | number> = {}): { problem: StoredProblem } => ({
  problem: { column, key, params },
});

/** A text of at most `max` characters (trimmed unless `raw`). */
export function textCell(column: string, cell: string, max: number, raw = false): Cell<string> {
  const value = raw ? cell : cell.trim();
  if ([...value].length > max) return problem(column, 'textTooLong', { field: column, max });
  return { value };
}

/** A number as people write it: 1299.90, 1299,90, 1 299,90. */
function readNumber(cell: string): number | null {
  const compact = cell.replace(/[\s\u00a0]/g, '');
  if (!/^\d+([.,]\d+)?$/.test(compact)) return null;
  return Number(compact.replace(',', '.'));
}

/** A price in RSD: above zero, at most what the column holds, rounded to the para. */
export function priceCell(column: string, cell: string): Cell<number> {
  const value = readNumber(cell);
  if (value === null) return problem(column, 'importNotNumber', { value: cell.trim().slice(0, 40) });
  if (value <= 0) return problem(column, 'invalidPrice');
  if (value > MONEY_MAX) return problem(column, 'numberOutOfRange', { field: column, min: '0,01', max: MONEY_MAX });
  return { value: Math.round(value * 100) / 100 };
}

/** Units in stock: a whole number from 0. */
export function stockCell(column: string, cell: string): Cell<number> {
  const compact = cell.replace(/[\s\u00a0]/g, '');
  if (!/^\d+$/.test(compact) || Number(compact) > INT4_MAX) return problem(column, 'invalidStock');
  return { value: Number(compact) };
}

const YES = new Set(['1', 'true', 'yes', 'da', 'y']);
const NO = new Set(['0', 'false', 'no', 'ne', 'n']);

/** Yes or no: 1/0, true/false, yes/no, da/ne. */
export function flagCell(column: string, cell: string): Cell<boolean> {
  const key = cell.trim().toLowerCase();
  if (YES.has(key)) return { value: true };
  if (NO.has(key)) return { value: false };
  return problem(column, 'importInvalidFlag', { value: cell.trim().slice(0, 40) });
}

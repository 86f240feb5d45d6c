/** Valid values of the checked string formats (test/cases/README.md), and the checks themselves. */
import { assertNever, type CheckedFormat } from '../../../generator/ir/types.js';
import { between, chance, pick, type Rng } from './rng.js';

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysIn(year: number, month: number): number {
  return [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] as number;
}

function randomDate(rng: Rng): string {
  const year = chance(rng, 0.2) ? pick(rng, [2000, 2024, 1900, 2100, 0, 9999, 1600]) : between(rng, 1, 9999);
  const month = between(rng, 1, 12);
  const day = chance(rng, 0.3) ? daysIn(year, month) : between(rng, 1, daysIn(year, month));
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function randomOffset(rng: Rng): string {
  if (chance(rng, 0.4)) return pick(rng, ['Z', 'z']);
  return `${pick(rng, ['+', '-'])}${pad(between(rng, 0, 23), 2)}:${pad(between(rng, 0, 59), 2)}`;
}

function randomTime(rng: Rng): string {
  if (chance(rng, 0.05)) return '23:59:60Z';
  const fraction = chance(rng, 0.4) ? `.${String(between(rng, 0, 999999999)).slice(0, between(rng, 1, 9))}` : '';
  return `${pad(between(rng, 0, 23), 2)}:${pad(between(rng, 0, 59), 2)}:${pad(between(rng, 0, 59), 2)}${fraction}${randomOffset(rng)}`;
}

function randomUuid(rng: Rng): string {
  const hex = (n: number): string =>
    Array.from({ length: n }, () => pick(rng, [...'0123456789abcdef'])).join('');
  const text = `${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`;
  return chance(rng, 0.3) ? text.toUpperCase() : text;
}

export function randomFormatted(rng: Rng, format: CheckedFormat): string {
  switch (format) {
    case 'date':
      return randomDate(rng);
    case 'time':
      return randomTime(rng);
    case 'date-time':
      return `${randomDate(rng)}${pick(rng, ['T', 't'])}${randomTime(rng)}`;
    case 'uuid':
      return randomUuid(rng);
    default:
      return assertNever(format);
  }
}

function dateOk(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m === null) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

function timeOk(text: string): boolean {
  const m = /^(\d{2}):(\d{2}):(\d{2})(\.\d+)?([zZ]|[+-](\d{2}):(\d{2}))$/.exec(text);
  if (m === null) return false;
  const ok = Number(m[1]) <= 23 && Number(m[2]) <= 59 && Number(m[3]) <= 60;
  return ok && (m[6] === undefined || (Number(m[6]) <= 23 && Number(m[7]) <= 59));
}

export function formatOk(format: CheckedFormat, text: string): boolean {
  switch (format) {
    case 'date':
      return dateOk(text);
    case 'time':
      return timeOk(text);
    case 'date-time': {
      const m = /^(.{10})[tT](.*)$/s.exec(text);
      return m !== null && dateOk(m[1] as string) && timeOk(m[2] as string);
    }
    case 'uuid':
      return /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(text);
    default:
      return assertNever(format);
  }
}

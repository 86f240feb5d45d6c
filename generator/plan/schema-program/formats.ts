/** The asserted string formats, as every runtime checks them (date, time, date-time, uuid). */
import type { AssertedFormat } from './program.js';

function digits(s: string, i: number, n: number): number | undefined {
  const part = s.slice(i, i + n);
  return part.length === n && /^[0-9]+$/.test(part) ? Number(part) : undefined;
}

function datePrefix(s: string): boolean {
  const y = digits(s, 0, 4);
  const m = digits(s, 5, 2);
  const d = digits(s, 8, 2);
  if (y === undefined || m === undefined || d === undefined || s[4] !== '-' || s[7] !== '-' || m < 1 || m > 12 || d < 1) return false;
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  const days = [0, 31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m] ?? 0;
  return d <= days;
}

/** A second 60 exists only at 23:59 UTC (local time minus the offset, in minutes). */
function leapSecondOK(h: number, m: number, sec: number, offset: number): boolean {
  return sec !== 60 || (((h * 60 + m - offset) % 1440) + 1440) % 1440 === 23 * 60 + 59;
}

function isTime(s: string): boolean {
  const h = digits(s, 0, 2);
  const m = digits(s, 3, 2);
  const sec = digits(s, 6, 2);
  if (h === undefined || m === undefined || sec === undefined || s[2] !== ':' || s[5] !== ':' || h > 23 || m > 59 || sec > 60) return false;
  let i = 8;
  if (s[i] === '.') {
    const start = ++i;
    while (i < s.length && s[i]! >= '0' && s[i]! <= '9') i++;
    if (i === start) return false;
  }
  if (s[i] === 'Z' || s[i] === 'z') return i + 1 === s.length && leapSecondOK(h, m, sec, 0);
  if (s[i] !== '+' && s[i] !== '-') return false;
  const oh = digits(s, i + 1, 2);
  const om = digits(s, i + 4, 2);
  if (oh === undefined || om === undefined || s[i + 3] !== ':' || oh > 23 || om > 59 || i + 6 !== s.length) return false;
  const offset = (oh * 60 + om) * (s[i] === '-' ? -1 : 1);
  return leapSecondOK(h, m, sec, offset);
}

export function formatHolds(format: AssertedFormat, s: string): boolean {
  switch (format) {
    case 'date':
      return s.length === 10 && datePrefix(s);
    case 'time':
      return isTime(s);
    case 'date-time':
      return s.length > 11 && datePrefix(s) && (s[10] === 'T' || s[10] === 't') && isTime(s.slice(11));
    case 'uuid':
      return /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(s);
  }
}

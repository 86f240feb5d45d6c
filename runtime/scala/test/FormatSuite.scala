package jsongen.runtime

import JsonGenRuntime.{isDate, isDateTime, isTime, isUuid}

/** The format checks: RFC 3339 full-date, full-time, date-time; RFC 4122 UUID text. */
class FormatSuite extends munit.FunSuite:
  test("date: four-digit year, month 1..12, day within the month, leap years"):
    for s <- List("2024-01-31", "2024-02-29", "2000-02-29", "1900-02-28", "0000-01-01", "9999-12-31", "2023-04-30") do assert(isDate(s), s)
    for s <- List("2023-02-29", "1900-02-29", "2024-04-31", "2024-13-01", "2024-00-10", "2024-01-00", "2024-1-01", "24-01-01",
        "2024/01/01", "2024-01-01T", "+2024-01-01", "2024-01-0a", "") do assert(!isDate(s), s)

  test("time: hours, minutes, seconds up to a leap second, fraction, required offset"):
    for s <- List("00:00:00Z", "23:59:60Z", "12:34:56z", "12:34:56.789Z", "12:34:56.1+05:30", "12:34:56-23:59", "00:00:00+00:00") do assert(isTime(s), s)
    for s <- List("24:00:00Z", "12:60:00Z", "12:00:61Z", "12:00:00", "12:00:00.Z", "12:00:00+24:00", "12:00:00+05:60", "12:00:00+0530",
        "1:00:00Z", "12:00:00ZZ", "12:00:00 Z", "") do assert(!isTime(s), s)

  test("date-time: a date, T (either case), a time"):
    for s <- List("2024-02-29T12:00:00Z", "2024-02-29t12:00:00.5+01:00", "1999-12-31T15:59:60-08:00") do assert(isDateTime(s), s)
    for s <- List("1999-12-31T23:59:60-08:00", "2024-02-29 12:00:00Z", "2023-02-29T12:00:00Z", "2024-02-29T12:00:00", "2024-02-29T", "2024-02-29") do assert(!isDateTime(s), s)

  test("uuid: 8-4-4-4-12 hex digits, either case"):
    for s <- List("123e4567-e89b-12d3-a456-426614174000", "00000000-0000-0000-0000-000000000000", "ABCDEF01-2345-6789-ABCD-EF0123456789") do assert(isUuid(s), s)
    for s <- List("123e4567e89b12d3a456426614174000", "123e4567-e89b-12d3-a456-42661417400", "123e4567-e89b-12d3-a456-4266141740000",
        "g23e4567-e89b-12d3-a456-426614174000", "123e4567-e89b-12d3-a456_426614174000", "{123e4567-e89b-12d3-a456-426614174000}") do assert(!isUuid(s), s)

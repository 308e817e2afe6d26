// The bookings of a date range as CSV (RFC 4180) for a spreadsheet. A cell a visitor typed could
// start with = + - @ (or a tab or carriage return) and run as a formula when the file is opened:
// such a cell gets a leading apostrophe, which spreadsheets show as text. A spreadsheet in a locale
// whose list separator is ';' (or one that splits at tabs) would cut an unquoted cell there and read
// what follows as a cell of its own, formula and all: a cell holding ';' or a tab is quoted whole.
import { formatUsPhone } from "#shop/booking-fields.ts";
import type { Booking } from "../booking/types.ts";
import { modelName, serviceName } from "../booking/describe.ts";
import { shopDate, timeOfDay } from "./shop-clock.ts";
import { STATE_WORDS } from "#shop/repair-states.ts";

export function csvCell(value: string | null | undefined): string {
  let cell = value ?? "";
  if (/^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return /[",;\t\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

export const CSV_HEADER = [
  "Reference",
  "Date",
  "Time",
  "Repair",
  "Model",
  "Name",
  "Phone",
  "Email",
  "Note",
  "State",
  "Taken by",
];

export function bookingsCsv(bookings: readonly Booking[]): string {
  const rows = bookings.map((b) => [
    b.reference,
    shopDate(b.start),
    timeOfDay(b.start),
    serviceName(b.service),
    modelName(b.model) ?? "",
    b.name,
    formatUsPhone(b.phone),
    b.email ?? "",
    b.notes ?? "",
    STATE_WORDS[b.state].desk,
    b.source === "owner" ? "shop" : "online",
  ]);
  // CRLF as RFC 4180 says; a BOM so Excel reads the UTF-8 names right.
  return `\ufeff${[CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

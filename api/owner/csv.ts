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
import { booking as rules } from "#shop/facts.ts";
import type { CheckinSummary, Signature } from "../checkin/store.ts";
import { languageLabel } from "./numbers-labels.ts";

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
  "Language",
  "Condition",
  "Photos",
  "Terms signed",
  "Pickup confirmed",
];

const LABELS = new Map(rules.checkIn.checklist.map((c) => [c.key, c.label]));

/** The check-in's cells: what was checked (never the photos, only how many), and who signed what, when and where. */
function checkinCells(c: CheckinSummary | undefined): string[] {
  if (!c) return ["", "", "", ""];
  const checked = c.condition
    .filter((line) => line.status !== "not checked")
    .map((line) => `${LABELS.get(line.item) ?? line.item}: ${line.status}${line.note ? ` (${line.note})` : ""}`);
  const signed = (s: Signature | undefined) =>
    s ? `${s.name}, ${shopDate(s.at)} ${timeOfDay(s.at)}, ${s.place}, version ${s.version}` : "";
  return [
    checked.join("; "),
    String(c.photos),
    signed(c.signatures.findLast((s) => s.kind === "terms")),
    signed(c.signatures.findLast((s) => s.kind === "pickup")),
  ];
}

export function bookingsCsv(
  bookings: readonly Booking[],
  checkins: ReadonlyMap<string, CheckinSummary> = new Map(),
): string {
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
    // The visitor's language, named as the desk names it: every message to them is in it.
    languageLabel(b.lang),
    ...checkinCells(checkins.get(b.id)),
  ]);
  // CRLF as RFC 4180 says; a BOM so Excel reads the UTF-8 names right.
  return `\ufeff${[CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

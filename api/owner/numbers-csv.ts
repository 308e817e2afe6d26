// The owner's numbers of a date range as CSV: one row per day, a column per count.
import { COUNTED, type NumbersReport } from "../numbers/report.ts";
import { csvCell } from "./csv.ts";
import { COUNT_LABELS } from "./numbers-labels.ts";

export function numbersCsv(report: NumbersReport): string {
  const header = ["Date", "Visitors", ...COUNTED.map((k) => COUNT_LABELS[k])];
  const rows = report.days.map((d) => [d.day, String(d.visitors), ...COUNTED.map((k) => String(d[k]))]);
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

// The live status line in Spanish, on a schedule of its own (not the shop's data), with the names the
// build gives the browser (Intl's, read here the same way) and labels of its own.
import { describe, expect, it } from "vitest";
import { monthNames, weekdayName } from "#shop/clock.ts";
import { formatTime } from "#shop/schedule.ts";
import { createSchedule, DAYS, type ScheduleInput } from "#shop/schedule.ts";
import { STATUS_EN, statusWordsEs } from "#shop/status-words.ts";

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;
const schedule: ScheduleInput = {
  timeZone: "America/New_York",
  hours: [
    { days: weekdays, opens: "09:00", closes: "12:00" },
    { days: weekdays, opens: "13:00", closes: "17:00" },
    { days: ["Saturday"], opens: "10:00", closes: "14:00" },
  ],
  specialHours: [
    { date: "2026-11-26", label: "Thanksgiving", closed: true },
    { date: "2026-12-24", label: "Christmas Eve", opens: "09:00", closes: "12:00" },
  ],
};
const es = statusWordsEs({
  weekdays: DAYS.map((day) => weekdayName(day, "es")),
  months: monthNames("es"),
  labels: { "2026-11-26": "Acción de Gracias", "2026-12-24": "Nochebuena" },
});
const s = createSchedule(schedule);

describe("the status line in Spanish", () => {
  it.each([
    ["2026-11-23T13:59:00Z", "Cerrado ahora · abre a las 9:00 a. m."],
    ["2026-11-23T14:00:00Z", "Abierto ahora · hasta las 12:00 p. m."],
    ["2026-11-23T17:00:00Z", "Cerrado ahora · vuelve a abrir a la 1:00 p. m."],
    ["2026-11-23T22:00:00Z", "Cerrado ahora · abre mañana a las 9:00 a. m."],
    ["2026-11-28T20:00:00Z", "Cerrado ahora · abre el lunes a las 9:00 a. m."],
    ["2026-11-26T15:00:00Z", "Cerrado hoy por Acción de Gracias · abre mañana a las 9:00 a. m."],
    ["2026-12-24T15:00:00Z", "Abierto ahora · hasta las 12:00 p. m. (horario de Nochebuena)"],
  ])("%s: %s", (iso, text) => {
    expect(s.statusText(new Date(iso), es)).toBe(text);
  });

  it("names a date beyond the week with its day and month, and its year when it is another", () => {
    expect(es.date("2026-12-07", 2026)).toBe(`el ${weekdayName("Monday", "es")} 7 de ${monthNames("es")[11]}`);
    expect(es.date("2027-01-04", 2026)).toMatch(/ 4 de .+ de 2027$/);
  });

  it("writes the times as the pages' Spanish hours do", () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
      const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
      expect(es.time(hhmm), hhmm).toBe(formatTime(hhmm, "es"));
    }
  });

  it("leaves the English line as it was", () => {
    expect(s.statusText(new Date("2026-11-23T17:00:00Z"), STATUS_EN)).toBe("Closed now · reopens at 1:00 PM");
  });
});

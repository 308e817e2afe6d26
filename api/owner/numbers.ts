// The owner's numbers on the desk (behind its sign-in, like every /owner/ address): the page
// (/owner/numbers), the CSV of a date range (/owner/numbers.csv) and the same figures as JSON
// (GET /owner/api/numbers?from=&to=, NumbersReportSchema), and deleting the totals up to a date.
import type { FastifyInstance, FastifyReply } from "fastify";
import { createElement as h } from "react";
import { addDays } from "#shop/clock.ts";
import { HttpError } from "../errors.ts";
import type { Numbers } from "../numbers/counter.ts";
import { NumbersReportSchema, reportOf } from "../numbers/report.ts";
import { queryDate } from "./forms.ts";
import { sendPage } from "./http.ts";
import { numbersCsv } from "./numbers-csv.ts";
import { NumbersPage } from "./views/Numbers.tsx";

/** The longest range a CSV or the JSON covers at once. */
const MAX_DAYS = 366;

export function numbersPages(scope: FastifyInstance, opts: { numbers: Numbers | undefined; now: () => Date }) {
  const need = (): Numbers => {
    if (!opts.numbers)
      throw new HttpError(
        503,
        "numbers_unavailable",
        "Nothing is counted on this server: counting is off (enabled in site/_data/numbers.ts) or there is no database (DATA_DIR or DATABASE_URL).",
      );
    return opts.numbers;
  };

  /** ?from=&to= as shop dates: the last seven days unless the query names a valid range. */
  const range = (numbers: Numbers, query: Record<string, unknown>) => {
    const today = numbers.today();
    const from = queryDate(query.from) ?? addDays(today, -6);
    const to = queryDate(query.to) ?? today;
    if (to < from) throw new HttpError(400, "bad_range", "The end date comes before the start date.");
    if (addDays(from, MAX_DAYS) <= to) throw new HttpError(400, "range_too_long", "Ask for at most a year at a time.");
    return { from, to };
  };

  scope.get("/owner/numbers", async (request, reply: FastifyReply) => {
    const numbers = need();
    const today = numbers.today();
    const start = addDays(today, -13);
    const lastEnd = addDays(today, -7);
    const rows = await numbers.totals(start, today);
    const deleted = Number((request.query as Record<string, unknown>).deleted);
    return sendPage(
      reply,
      h(NumbersPage, {
        csrf: reply.generateCsrf(),
        thisWeek: reportOf(addDays(today, -6), today, rows),
        lastWeek: reportOf(start, lastEnd, rows),
        fortnight: reportOf(start, today, rows),
        deleted: Number.isInteger(deleted) && deleted >= 0 ? deleted : undefined,
      }),
      opts.now(),
    );
  });

  scope.get("/owner/numbers.csv", async (request, reply) => {
    const numbers = need();
    const { from, to } = range(numbers, request.query as Record<string, unknown>);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="numbers-${from}-to-${to}.csv"`)
      .send(numbersCsv(await numbers.report(from, to)));
  });

  scope.get("/owner/api/numbers", async (request) => {
    const numbers = need();
    const { from, to } = range(numbers, request.query as Record<string, unknown>);
    return NumbersReportSchema.parse(await numbers.report(from, to));
  });

  scope.post("/owner/numbers/delete", async (request, reply) => {
    const numbers = need();
    const through = queryDate((request.body as Record<string, unknown> | undefined)?.through);
    if (!through) throw new HttpError(400, "bad_date", "Choose the last day to delete.");
    const deleted = await numbers.deleteThrough(through);
    return reply.redirect(`/owner/numbers?deleted=${deleted}`, 303);
  });
}

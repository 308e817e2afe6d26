// /owner/numbers behind the desk's sign-in: the page shows what the beacon reported (read from the
// page), each chart's table holds the chart's figures, the JSON follows its schema, the CSV has a row
// a day, the owner can delete the totals, and a shop of two languages sees the figures by language.
import * as cheerio from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NumbersReportSchema } from "../../../api/numbers/report.ts";
import { business, modelPath, models } from "#shop/facts.ts";
import { HIT_ENDPOINT, type Hit } from "#shop/numbers-contract.ts";
import { OwnerClient, ownerApp, type OwnerApp } from "../../helpers/owner-app.ts";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const host = new URL(business.siteUrl).host;
const modelPage = modelPath(models[0]!);

let desk: OwnerApp;
beforeAll(async () => {
  desk = await ownerApp({ booking: true });
});
afterAll(async () => desk?.close());

const hit = (body: Partial<Hit>, address: string) =>
  fetch(desk.base + HIT_ENDPOINT, {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": IPHONE, "x-forwarded-for": address },
    body: JSON.stringify({ k: "pageview", h: host, p: "/", ...body }),
  });

describe("the owner's numbers on the desk", () => {
  it("are for the owner alone", async () => {
    const stranger = new OwnerClient(desk.base);
    expect((await stranger.fetch("/owner/numbers")).status).toBe(303);
    expect((await stranger.fetch("/owner/api/numbers")).status).toBe(401);
    expect((await stranger.fetch("/owner/numbers.csv")).status).toBe(303);
  });

  it("show the week's visitors and taps, and each chart's table holds the chart's figures", async () => {
    for (const [address, page] of [
      ["203.0.113.10", "/"],
      ["203.0.113.10", modelPage],
      ["203.0.113.11", modelPage],
    ] as const)
      expect(
        (await hit({ p: page, r: "www.google.com", us: "google", um: "organic", uc: "gbp" }, address)).status,
      ).toBe(204);
    await hit({ k: "call", p: modelPage }, "203.0.113.10");
    await hit({ k: "directions", p: "/" }, "203.0.113.11");

    const owner = new OwnerClient(desk.base);
    await owner.signIn();
    const { res, html } = await owner.page("/owner/numbers");
    expect(res.status).toBe(200);
    const $ = cheerio.load(html);
    const week = (row: string) => Number($(`#week-table tr[data-count="${row}"] td`).first().text());
    expect(week("visitors")).toBe(2);
    expect(week("pageview")).toBe(3);
    expect(week("call")).toBe(1);
    expect(week("directions")).toBe(1);
    expect($("#pages + * , #pages ~ *").text()).toContain(modelPage);
    expect(html).toContain("google / organic / gbp");

    for (const chart of ["visitors", "actions"]) {
      const bars = $(`svg[data-chart="${chart}"] rect[data-value]`).toArray();
      expect(bars.length).toBeGreaterThanOrEqual(14);
      for (const bar of bars) {
        const { day, series, value } = $(bar).data() as { day: string; series: string; value: number };
        const cell = $(`table[data-chart-table="${chart}"] tr[data-day="${day}"] td[data-series="${series}"]`);
        expect(Number(cell.text()), `${chart} ${day} ${series}`).toBe(Number(value));
      }
    }
    const today = $('svg[data-chart="visitors"] rect').last();
    expect(Number(today.attr("data-value"))).toBe(2);
    // The profile's links, built from the site's address, and what they bring lands under campaigns.
    const links = $("#profile-links ~ dl code")
      .map((_, el) => $(el).text())
      .get();
    expect(links).toEqual([
      `${business.siteUrl}/?utm_source=google&utm_medium=organic&utm_campaign=gbp-website`,
      `${business.siteUrl}/book/?utm_source=google&utm_medium=organic&utm_campaign=gbp-booking`,
    ]);
    // The desk's bar links here.
    expect(cheerio.load((await owner.page("/owner/")).html)('header a[href="/owner/numbers"]').length).toBe(1);
  });

  it("give the same figures as JSON (its schema) and as CSV, and the owner can delete them", async () => {
    const owner = new OwnerClient(desk.base);
    await owner.signIn();
    const json = await (await owner.fetch("/owner/api/numbers")).json();
    const report = NumbersReportSchema.parse(json);
    expect(report.days).toHaveLength(7);
    expect(report.totals.visitors).toBe(2);
    const today = report.to;

    const csv = await (await owner.fetch(`/owner/numbers.csv?from=${report.from}&to=${today}`)).text();
    const lines = csv.trim().split("\r\n");
    expect(lines).toHaveLength(8);
    expect(lines[0]).toMatch(/^Date,Visitors,Page views,Call tapped/);
    expect(lines.at(-1)).toMatch(new RegExp(`^${today},2,3,1,`));
    expect((await owner.fetch("/owner/api/numbers?from=2031-01-02&to=2031-01-01")).status).toBe(400);

    const deleted = await owner.post("/owner/numbers/delete", { through: today }, "/owner/numbers");
    expect(deleted.status).toBe(303);
    const after = NumbersReportSchema.parse(await (await owner.fetch("/owner/api/numbers")).json());
    expect(after.totals.visitors).toBe(0);
  });

  it("show visits, calls and bookings by language when the shop speaks more than one, and not otherwise", async () => {
    const spanish = `/es${modelPage}`;
    await hit({ p: spanish }, "203.0.113.20");
    await hit({ k: "call", p: spanish }, "203.0.113.20");
    await hit({ p: "/" }, "203.0.113.21");
    const owner = new OwnerClient(desk.base);
    await owner.signIn();
    const $ = cheerio.load((await owner.page("/owner/numbers")).html);
    if (business.languages.length < 2) {
      expect($("#languages").length).toBe(0);
      return;
    }
    const cell = (lang: string, count: string) =>
      Number($(`#languages-table tr[data-lang="${lang}"] td[data-count="${count}"]`).text());
    expect([cell("es", "visitors"), cell("es", "pageview"), cell("es", "call")]).toEqual([1, 1, 1]);
    expect([cell("en", "visitors"), cell("en", "pageview"), cell("en", "call")]).toEqual([1, 1, 0]);
    expect($("#languages-table tbody th").length).toBeGreaterThanOrEqual(business.languages.length);
  });
});

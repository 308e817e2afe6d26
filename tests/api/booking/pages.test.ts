// The server's /book/ pages are the build's: one renderer and one page component make both, so the
// server's /book/ and manage page carry exactly the built /book/'s document around <main> (head,
// styles, scripts, header, footer, widgets), and the server reads no built HTML to make them (its dist/
// here has no book/ at all). Needs `npm run build` (the built /book/ is the reference).
import { budget } from "../../helpers/budget.ts";
import * as cheerio from "cheerio";
import { afterAll, beforeAll, expect, it } from "vitest";
import { booking, business } from "#shop/facts.ts";
import type { AvailabilityAnswer } from "#shop/availability.ts";
import { builtAt, loadPages, page } from "../../helpers/built-site.ts";
import { ownerApp, type OwnerApp } from "../../helpers/owner-app.ts";

// The app as the server builds it (booking on an embedded database in a temp folder), over a tiny dist/.
let served: OwnerApp;
let base: string;

beforeAll(async () => {
  // The frame carries the shop's year and its coming special days as of its render: the server renders
  // at the moment the build did, or a run that crosses the shop's midnight (or a fake clock) compares two days.
  const renderedAt = builtAt();
  served = await ownerApp({ booking: true, now: () => renderedAt });
  base = served.base;
}, budget(60_000));
afterAll(async () => served?.close());

/** The document with <main>'s content taken out: what the layout made. */
function frameOf(html: string) {
  const $ = cheerio.load(html);
  $("main").empty();
  // The title and its social copies name the page: compared on their own.
  $("title, meta[property='og:title'], meta[name='twitter:title']").remove();
  return $.html();
}

const built = () => page(loadPages(), "/book/").html;

it("serves /book/ from the page component the build renders: the same document around <main>, with the times free now", async () => {
  const res = await fetch(`${base}/book/`);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(frameOf(html)).toBe(frameOf(built()));
  expect(cheerio.load(html)("title").text()).toBe(cheerio.load(built())("title").text());
  // The build lists the days only; the server, the free times of one.
  expect(cheerio.load(built())('main input[name="start"]')).toHaveLength(0);
  expect(cheerio.load(html)('main input[type="radio"][name="start"]').length).toBeGreaterThan(0);
});

it("serves the manage page in the same document, titled by what it says, and never the visitor's typing as HTML", async () => {
  const answer = (await (await fetch(`${base}/api/availability`)).json()) as AvailabilityAnswer;
  const slot = answer.days.flatMap((d) => d.slots).find((s) => s.remaining > 0)!;
  const form = new URLSearchParams({
    start: slot.start,
    service: booking.services[0]!,
    name: "<b>Sam</b>",
    phone: "(205) 555-1234",
  });
  const posted = await fetch(`${base}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
    redirect: "manual",
  });
  expect(posted.status).toBe(303);
  const html = await (await fetch(base + posted.headers.get("location")!)).text();
  expect(frameOf(html)).toBe(frameOf(built()));
  const $ = cheerio.load(html);
  expect($("title").text()).toBe(`You're booked | ${business.name}`);
  expect($("h1").text()).toBe("You're booked");
  expect($("main [role=status]").text()).toContain("Thank you.");
  // The link may be forwarded: the visitor's name is not on it, as text or as markup.
  expect(html).not.toContain("Sam");
  expect($("main b")).toHaveLength(0);
});

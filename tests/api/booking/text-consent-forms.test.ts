// The consent to texts in both server-rendered booking forms (/book/'s no-JavaScript form, as the
// server renders it and as the build wrote it, and the owner's walk-in form): the shop's words from
// site/_data/booking.ts right after the phone field, the box "Don't text me" (clear by default), the
// words' version hidden; what the visitor chose is stored with the booking, and a form sent back keeps
// the box as it was. Needs `npm run build` (the built /book/).
import * as cheerio from "cheerio";
import { describe, expect, it } from "vitest";
import { DETAIL_FIELDS, NO_TEXTS_FIELD, TEXTS_VERSION_FIELD } from "#shop/booking-fields.ts";
import type { AvailabilityAnswer } from "#shop/availability.ts";
import { booking } from "#shop/facts.ts";
import { loadPages, page } from "../../helpers/built-site.ts";
import { useSignedInDesk } from "../../helpers/owner-app.ts";
import { visitorPhone } from "../../helpers/visitor-phone.ts";

const served = useSignedInDesk({ booking: true });
/** Made-up customers, none of them the shop's number. */
const [YES, NO, BACK, WALKED_IN] = [visitorPhone(0), visitorPhone(1), visitorPhone(2), visitorPhone(3)];
const { version, words, optOut } = booking.textConsent;
const phoneName = Object.entries(DETAIL_FIELDS).find(([, f]) => f.kind === "phone")![0];

/** The consent in a form: the words, the box, the version, and that they follow the phone field. */
function expectConsent(html: string, selector: string, where: string, checked: boolean) {
  const $ = cheerio.load(html);
  const form = $(selector);
  expect(form, where).toHaveLength(1);
  const box = form.find(`input[type="checkbox"][name="${NO_TEXTS_FIELD}"]`);
  expect(box, where).toHaveLength(1);
  expect(
    form
      .find(`label[for="${box.attr("id")}"]`)
      .text()
      .trim(),
    where,
  ).toBe(optOut);
  expect(form.find(`[id="${box.attr("aria-describedby")}"]`).text(), where).toBe(words);
  expect(form.find(`input[type="hidden"][name="${TEXTS_VERSION_FIELD}"]`).val(), where).toBe(version);
  expect(box.attr("checked") !== undefined, where).toBe(checked);
  // Right after the phone field, before the next detail.
  const controls = form.find("input, textarea, select").toArray();
  const at = (el: unknown) => controls.indexOf(el as never);
  const phone = at(form.find(`[name="${phoneName}"]`)[0]);
  expect(at(box[0]), where).toBeGreaterThan(phone);
  expect(at(box[0]) - phone, where).toBeLessThanOrEqual(2);
}

const consentOf = async (phone: string) =>
  (await served.store!.list(0, Number.MAX_SAFE_INTEGER))
    .filter((b) => b.phone === phone)
    .map((b) => [b.textConsent, b.textConsentVersion]);

/** The starts the shop's clock still allows (its wall time with offset), soonest first: never today by assumption. */
const freeSlots = async () =>
  ((await (await fetch(`${served.base}/api/availability`)).json()) as AvailabilityAnswer).days
    .flatMap((d) => d.slots)
    .filter((s) => s.remaining > 0)
    .map((s) => s.start);

describe("/book/'s form without JavaScript", () => {
  const POSTS = 'form[method="post"]';
  const post = (fields: Record<string, string>) =>
    fetch(`${served.base}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ service: booking.services[0]!, name: "Sam Rivera", ...fields }).toString(),
      redirect: "manual",
    });
  it("says what the shop texts beside the phone field, with the box clear, as the server renders it and as the build wrote it", async () => {
    expectConsent(await (await fetch(`${served.base}/book/`)).text(), POSTS, "server", false);
    expectConsent(page(loadPages(), "/book/").html, POSTS, "build", false);
  });

  it("keeps the visitor's choice and the words' version with the booking; a form sent back keeps the box", async () => {
    const [first, second] = await freeSlots();
    const yes = await post({ start: first!, phone: YES.display, [TEXTS_VERSION_FIELD]: version });
    expect(yes.status).toBe(303);
    const no = await post({ start: second!, phone: NO.display, [TEXTS_VERSION_FIELD]: version, noTexts: "on" });
    expect(no.status).toBe(303);
    expect(await consentOf(YES.e164)).toEqual([[true, version]]);
    expect(await consentOf(NO.e164)).toEqual([[false, version]]);
    const back = await post({ start: "", phone: BACK.display, [TEXTS_VERSION_FIELD]: version, noTexts: "on" });
    expect(back.status).toBe(400);
    expectConsent(await back.text(), POSTS, "sent back", true);
  });
});

describe("the desk's walk-in form", () => {
  const WALK_IN = 'form[action="/owner/bookings"]';

  it("has the same words and box beside the phone field, to read to the customer", async () => {
    expectConsent((await served.owner.page("/owner/")).html, WALK_IN, "desk", false);
  });

  it("keeps the customer's choice with the booking", async () => {
    // The form opens on today, whose times may all have passed (after closing, on a closed day): the
    // owner may pick any date, so the test takes the first start the shop's clock still allows.
    const [start] = await freeSlots();
    const res = await served.owner.post("/owner/bookings", {
      date: start!.slice(0, 10),
      time: start!.slice(11, 16),
      service: booking.services[0]!,
      name: "Walk In",
      phone: WALKED_IN.display,
      [TEXTS_VERSION_FIELD]: version,
      noTexts: "on",
    });
    expect(res.status).toBe(303);
    expect(await consentOf(WALKED_IN.e164)).toEqual([[false, version]]);
  });
});

// The visitor's language kept with the booking: the JSON API's `lang` (the widget's) and the form's
// hidden field (the /es/ page's) store it; a missing or unknown one is English, never a refusal.
import { describe, expect, it } from "vitest";
import type { AvailabilityAnswer } from "#shop/availability.ts";
import { booking } from "#shop/facts.ts";
import { useSignedInDesk } from "../../helpers/owner-app.ts";
import { visitorPhone } from "../../helpers/visitor-phone.ts";

const served = useSignedInDesk({ booking: true });

const freeSlots = async () =>
  ((await (await fetch(`${served.base}/api/availability`)).json()) as AvailabilityAnswer).days
    .flatMap((d) => d.slots)
    .filter((s) => s.remaining > 0)
    .map((s) => s.start);

const languageOf = async (phone: string) =>
  (await served.store!.list(0, Number.MAX_SAFE_INTEGER)).filter((b) => b.phone === phone).map((b) => b.lang);

describe("the booking's language", () => {
  it("is kept from the widget's JSON and the form's field, English when missing or unknown", async () => {
    const slots = await freeSlots();
    const phones = [0, 1, 2, 3].map((i) => visitorPhone(10 + i));
    const json = (i: number, lang?: string) =>
      fetch(`${served.base}/api/bookings`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          start: slots[i],
          service: booking.services[0],
          name: "Ana López",
          phone: phones[i]!.display,
          ...(lang === undefined ? {} : { lang }),
        }),
      });
    expect((await json(0, "es")).status).toBe(201);
    expect((await json(1, "fr")).status).toBe(201);
    expect((await json(2)).status).toBe(201);
    const form = await fetch(`${served.base}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        start: slots[3]!,
        service: booking.services[0]!,
        name: "Ana López",
        phone: phones[3]!.display,
        lang: "es",
      }).toString(),
      redirect: "manual",
    });
    expect(form.status).toBe(303);
    expect(await Promise.all(phones.map((p) => languageOf(p.e164)))).toEqual([["es"], ["en"], ["en"], ["es"]]);
  });
});

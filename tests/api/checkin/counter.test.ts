// Signing at the counter through the real app: the owner's device handed to the visitor shows the words,
// then the name, then the tick, one screen each (plain form posts with the desk's CSRF token); a missing
// name or tick sends the same screen back with the reason, an old version is refused, and what is kept
// is the same as on the tracker with the place 'counter'. The pickup is confirmed there once the phone is ready.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availability, booking as rules } from "#shop/facts.ts";
import { addDays } from "#shop/clock.ts";
import { createCheckinStore } from "../../../api/checkin/store.ts";
import { booked } from "../../helpers/booked.ts";
import { budget } from "../../helpers/budget.ts";
import { ownerApp, signedInOwner, type OwnerApp, type OwnerClient } from "../../helpers/owner-app.ts";

const DAY = addDays(availability.today(new Date()), 1);
let desk: OwnerApp;
let owner: OwnerClient;
beforeAll(async () => {
  desk = await ownerApp({ booking: true });
  owner = await signedInOwner(desk.base);
}, budget(120_000));
afterAll(async () => desk?.close());

async function repair() {
  const start = Date.parse(`${DAY}T15:00:00Z`);
  const end = start + rules.slotMinutes * 60_000;
  return (await booked(desk.store!, { start, end, service: "battery", state: "checked-in" }, Date.now())).b;
}

const signaturesOf = async (id: string) => (await createCheckinStore(desk.app.db!).of(id)).signatures;

describe("signing at the counter", () => {
  it("words, then name, then tick, one screen each; kept with the place 'counter'", async () => {
    const b = await repair();
    const url = `/owner/bookings/${b.id}/counter`;
    const version = rules.terms!.version;
    const first = await owner.page(`${url}?kind=terms`);
    expect(first.res.status).toBe(200);
    expect(first.html).toContain(rules.terms!.sections[0]!.text.slice(0, 30));
    expect(first.html).not.toContain("Your full name");
    const step = (fields: Record<string, string>) =>
      owner.post(url, { kind: "terms", version, ...fields }, `${url}?kind=terms`);
    const name = await step({ step: "read" });
    expect(await name.text()).toContain("Your full name");
    const noName = await step({ step: "name", name: " " });
    expect(noName.status).toBe(400);
    expect(await noName.text()).toContain("Type your full name");
    const tick = await step({ step: "name", name: "Ada Counter" });
    expect(tick.status).toBe(200);
    expect(await tick.text()).toContain("I have read these terms and accept them.");
    expect((await step({ step: "sign", name: "Ada Counter" })).status).toBe(400);
    expect((await step({ step: "sign", name: "Ada Counter", agree: "1", version: "old" })).status).toBe(409);
    expect(await signaturesOf(b.id)).toEqual([]);
    const done = await step({ step: "sign", name: "Ada Counter", agree: "1" });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`/owner/bookings/${b.id}/checkin?signed=terms`);
    expect(await signaturesOf(b.id)).toEqual([
      expect.objectContaining({ kind: "terms", version, name: "Ada Counter", place: "counter" }),
    ]);
    expect((await owner.page(`/owner/bookings/${b.id}/checkin`)).html).toContain("at the counter");
  });

  it("the pickup only once the phone is ready", async () => {
    const b = await repair();
    const url = `/owner/bookings/${b.id}/counter`;
    expect((await owner.fetch(`${url}?kind=pickup`)).status).toBe(409);
    expect((await owner.post(`/owner/bookings/${b.id}/state`, { state: "ready" })).status).toBe(303);
    const page = await owner.page(`${url}?kind=pickup`);
    expect(page.html).toContain(rules.checkIn.pickup.words);
    const fields = { kind: "pickup", version: rules.checkIn.pickup.version, name: "Ada Counter", agree: "1" };
    expect((await owner.post(url, { ...fields, step: "sign" }, `${url}?kind=pickup`)).status).toBe(303);
    expect(await signaturesOf(b.id)).toEqual([
      expect.objectContaining({ kind: "pickup", words: rules.checkIn.pickup.words, place: "counter" }),
    ]);
  });
});

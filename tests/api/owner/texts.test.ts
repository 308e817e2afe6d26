// The desk's texts section (api/owner/texts.ts, views/Texts.tsx) on the real app: replies posted by the
// fake provider (signed over SITE_URL's address, as the provider signs) land on the desk with their
// booking, or both live bookings of the number; the owner answers (through the outbox, to the fake
// provider) or marks a reply handled, with CSRF; a visitor's words are never HTML.
import { budget } from "../../helpers/budget.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, dateAt, instantOf } from "#shop/clock.ts";
import { booking as rules, business } from "#shop/facts.ts";
import { bookFirstFreeSlot } from "../../helpers/booking-fixture.ts";
import { ownerApp, signedInOwner, type OwnerApp, type OwnerClient } from "../../helpers/owner-app.ts";
import { waitFor } from "../../helpers/redis-server.ts";
import { visitorPhone } from "../../helpers/visitor-phone.ts";
import { startSmsProvider, type FakeSmsProvider } from "../../helpers/sms-provider.ts";

const NOW = instantOf(business.timeZone, addDays(dateAt(business.timeZone, Date.now()), -1), 11 * 60);
const ONE = visitorPhone(0, "478").e164;
const TWO = visitorPhone(1, "478").e164;

let sms: FakeSmsProvider;
let owner: OwnerApp;
let client: OwnerClient;
const references: Record<string, string[]> = { [ONE]: [], [TWO]: [] };

const text = (from: string, body: string) =>
  sms.post(
    owner.base,
    "/api/sms/inbound",
    { From: from, To: sms.from, Body: body, MessageSid: `SM${from}${body.length}` },
    { publicBase: business.siteUrl },
  );
const threadOf = (html: string, words: string) => {
  const at = html.indexOf(words);
  return /action="\/owner\/texts\/([^/]+)\/answer"/.exec(html.slice(at))?.[1] ?? "";
};

beforeAll(async () => {
  sms = await startSmsProvider();
  owner = await ownerApp({
    booking: true,
    now: () => new Date(NOW),
    sms: { apiUrl: sms.url, accountSid: sms.accountSid, authToken: sms.authToken, from: sms.from },
  });
  for (const phone of [ONE, TWO, TWO]) {
    const visitor = { name: `Visitor ${phone.slice(-2)}`, phone, textsVersion: rules.textConsent.version };
    const response = await bookFirstFreeSlot(owner.base, visitor);
    expect(response.status).toBe(201);
    references[phone]!.push(((await response.json()) as { reference: string }).reference);
  }
  expect((await text(ONE, "Running 10 minutes late")).status).toBe(200);
  expect((await text(TWO, "Is it <b>genuine</b> glass?")).status).toBe(200);
  client = await signedInOwner(owner.base);
}, budget(60_000));

afterAll(async () => {
  await owner?.close();
  await sms?.stop();
});

describe("the desk's texts", () => {
  it("lists the replies unread, each with its booking; with two live bookings both are named to pick from", async () => {
    const { html } = await client.page("/owner/");
    expect(html).toContain("Texts from visitors (2 unread)");
    const one = html.slice(html.indexOf("Running 10 minutes late"));
    expect(one.slice(0, one.indexOf("</li>"))).toContain(references[ONE]![0]);
    const two = html.slice(html.indexOf("Is it &lt;b&gt;genuine&lt;/b&gt; glass?"));
    expect(html).not.toContain("<b>genuine</b>");
    const item = two.slice(0, two.indexOf("</li>"));
    expect(item).toContain("This number has 2 live bookings");
    for (const reference of references[TWO]!) expect(item).toContain(reference);
    expect(item.match(/type="radio" name="booking"/g)).toHaveLength(2);
  });

  it("answers from the desk: the text goes through the outbox, signed with the shop's name, and the reply is handled", async () => {
    const { html } = await client.page("/owner/");
    const thread = threadOf(html, "Is it &lt;b&gt;genuine&lt;/b&gt; glass?");
    expect(thread).not.toBe("");
    const answered = await client.post(`/owner/texts/${thread}/answer`, { words: "Yes, genuine Apple glass." });
    expect(answered.status).toBe(303);
    const answer = () => sms.texts.find((t) => t.to === TWO && t.body.includes("genuine Apple"));
    await waitFor("the answer at the provider", () => answer() !== undefined);
    expect(answer()!.body).toBe(`${business.name}: Yes, genuine Apple glass.`);
    const after = (await client.page("/owner/?texts=answered")).html;
    expect(after).toContain("Your answer is on its way.");
    expect(after).toContain("Texts from visitors (1 unread)");
  });

  it("refuses an answer too long for two texts, saying so beside the field", async () => {
    const { html } = await client.page("/owner/");
    const thread = threadOf(html, "Running 10 minutes late");
    const refused = await client.post(`/owner/texts/${thread}/answer`, { words: "é ".repeat(200) });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("it must fit in two text messages");
  });

  it("marks a reply handled, with CSRF (without it nothing changes)", async () => {
    const { html } = await client.page("/owner/");
    const thread = threadOf(html, "Running 10 minutes late");
    const forged = await client.fetch(`/owner/texts/${thread}/handled`, { form: { _csrf: "forged" } });
    expect(forged.status).toBe(403);
    expect((await client.page("/owner/")).html).toContain("(1 unread)");
    expect((await client.post(`/owner/texts/${thread}/handled`, {})).status).toBe(303);
    const after = (await client.page("/owner/")).html;
    expect(after).toContain("Texts from visitors</h2>");
    expect(after).not.toContain("unread)");
  });
});

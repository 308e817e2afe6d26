// Texts in a real browser at 390×844, against the real server (playwright.config.ts sets the SMS_*
// variables for the run's fake provider, tests/helpers/sms-phones.ts): the consent words and the "Don't
// text me" box beside the phone field in the three booking forms, with JavaScript on and off; the desk's
// list of what visitors texted back (an inbound text signed as the provider signs it), axe clean; the
// Text link beside Call where the shop takes texts, and none where not. What the server texts out, and in
// which language, is es-booking.spec.ts's to read (on a clock inside the hours texts go).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { AvailabilityAnswer } from "#shop/availability.ts";
import { booking as rules, business } from "#shop/facts.ts";
import { smsSignature } from "../../api/sms/signature.ts";
import { openRendered } from "./rendered.ts";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const { words, optOut, version } = rules.textConsent;
const BASE = `http://127.0.0.1:${process.env.E2E_PORT}`;

async function violations(page: Page) {
  // After a form post the new page's text is there before its stylesheet: axe must see the styled page.
  await page.waitForLoadState("load");
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true).analyze();
  return violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function signIn(page: Page) {
  await page.goto("/owner/");
  await page.getByLabel("Password").fill(process.env.E2E_OWNER_PASSWORD ?? "");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Owner's desk" })).toBeVisible();
}

/** The words and the box, in a form: the box clear, named by its label, described by the words. */
async function expectConsent(form: ReturnType<Page["locator"]>) {
  await expect(form.getByText(words)).toBeVisible();
  const box = form.getByRole("checkbox", { name: optOut });
  await expect(box).toBeVisible();
  await expect(box).not.toBeChecked();
  await expect(box).toHaveAccessibleDescription(words);
}

/** A visitor's text to the shop, signed as the provider signs it. */
async function textIn(request: APIRequestContext, from: string, body: string) {
  const form = { From: from, To: "+14785550100", Body: body, MessageSid: `SM${Math.random().toString(16).slice(2)}` };
  const signature = smsSignature(`${BASE}/api/sms/inbound`, form, process.env.E2E_SMS_AUTH_TOKEN ?? "");
  const res = await request.post("/api/sms/inbound", { form, headers: { "x-twilio-signature": signature } });
  expect(res.status()).toBe(200);
}

test.describe("the consent to texts, beside the phone field", () => {
  test("in <repair-booking> with JavaScript", async ({ page }) => {
    await openRendered(page, "/book/");
    // React's form, in the shadow root (the light DOM's no-JavaScript form is not rendered then).
    const widget = page.locator('repair-booking [part="booking"]');
    await expect(widget.getByRole("textbox", { name: "Phone" })).toBeVisible();
    await expectConsent(widget);
  });

  test("in the desk's walk-in form with JavaScript", async ({ page }) => {
    await signIn(page);
    await expectConsent(page.locator("form", { has: page.getByRole("button", { name: "Add booking" }) }));
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("in /book/'s form", async ({ page }) => {
      await page.goto("/book/");
      await expectConsent(page.locator("form", { has: page.getByRole("button", { name: "Book this time" }) }));
      expect(await page.locator(`input[type=hidden][name=textsVersion]`).first().inputValue()).toBe(version);
    });

    test("in the desk's walk-in form", async ({ page }) => {
      await signIn(page);
      await expectConsent(page.locator("form", { has: page.getByRole("button", { name: "Add booking" }) }));
    });
  });
});

test("the desk lists what a visitor texted back, with the booking, and is axe clean", async ({ page, request }) => {
  const phone = `+1205555${String(1000 + Math.floor(Math.random() * 9000))}`;
  const answer = (await (await request.get("/api/availability")).json()) as AvailabilityAnswer;
  const slots = answer.days.flatMap((d) => d.slots).filter((s) => s.remaining === rules.capacity);
  const slot = slots[slots.length - 1 - Math.floor(Math.random() * Math.min(10, slots.length))]!;
  const booked = await request.post("/api/bookings", {
    data: { start: slot.start, service: rules.services[0], name: "Texting Visitor", phone, textsVersion: version },
  });
  expect(booked.status()).toBe(201);
  const { reference } = (await booked.json()) as { reference: string };
  const words = `Can I bring it at noon? ${Math.random().toString(36).slice(2, 8)}`;
  await textIn(request, phone, words);

  await signIn(page);
  const section = page.locator('section[aria-labelledby="texts"]');
  await expect(section.getByRole("heading", { name: /Texts from visitors \(\d+ unread\)/ })).toBeVisible();
  const item = section.locator("li", { hasText: words });
  await expect(item).toContainText(reference);
  await expect(item.getByRole("textbox", { name: "Answer by text" })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await item.getByRole("button", { name: "Mark handled" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Marked handled." })).toBeVisible();
  await expect(section.locator("li", { hasText: words })).toContainText("Handled");
  expect(await violations(page)).toEqual([]);
});

test("the Text link stands beside Call where the shop takes texts, and nowhere where it does not", async ({ page }) => {
  await page.goto("/");
  const text = page.locator("main").getByRole("link", { name: /^Text/ });
  if (!business.textsAccepted) {
    await expect(page.locator('a[href^="sms:"]')).toHaveCount(0);
    return;
  }
  await expect(text.first()).toBeVisible();
  await expect(text.first()).toHaveAttribute("href", `sms:${business.phone.e164}`);
});

// Both server-rendered booking forms ask every row of the contract's DETAIL_FIELDS: /book/'s
// no-JavaScript form (as the server renders it and as the build wrote it) and the owner's walk-in form.
// Each row's control carries its name, label, limits and kind; a value the contract refuses comes back
// in its field with the row's message beside it, and a value it takes comes back as typed. A row added
// to the table fails here until both forms ask it. Needs `npm run build` (the built /book/).
import * as cheerio from "cheerio";
import { describe, expect, it } from "vitest";
import { DETAIL_FIELDS, type DetailField } from "#shop/booking-fields.ts";
import { booking } from "#shop/facts.ts";
import { loadPages, page } from "../../helpers/built-site.ts";
import { useSignedInDesk } from "../../helpers/owner-app.ts";
import { visitorPhone } from "../../helpers/visitor-phone.ts";

/** What a selector found in a page. */
type Found = ReturnType<ReturnType<typeof cheerio.load>>;

const served = useSignedInDesk({ booking: true });

const ROWS = Object.entries(DETAIL_FIELDS) as [string, DetailField][];

/** A value each kind of detail takes (a kind added to the table must say one here). */
const TAKEN: Record<DetailField["kind"], string> = {
  text: "Sam Rivera",
  phone: visitorPhone(0).display,
  email: "sam@example.com",
};
/** The input type each kind is asked with (text is the input's default). */
const INPUT_TYPE: Record<DetailField["kind"], string | undefined> = { text: undefined, phone: "tel", email: "email" };

/** A value the row itself says cannot be read: one character past its limit, else empty when required. */
function refused(name: string, field: DetailField): string {
  const value = field.max ? "x".repeat(field.max + 1) : field.required ? "" : undefined;
  if (value === undefined) throw new Error(`${name}: the table gives no value the contract refuses`);
  return value;
}

const fill = (value: (name: string, field: DetailField) => string) =>
  Object.fromEntries(ROWS.map(([name, field]) => [name, value(name, field)]));

/** The form in a page that posts the details. */
function detailsForm(html: string, selector: string): Found {
  const form = cheerio.load(html)(selector);
  expect(form).toHaveLength(1);
  return form;
}

/** The ids a control points to with aria-describedby, as the texts they hold. */
const described = (form: Found, control: Found) =>
  (control.attr("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => form.find(`[id="${id}"]`));

/** Each row asked: its control by name, labelled, with the row's kind, limits and autofill. */
function expectAsked(form: Found, where: string, autoComplete: (field: DetailField) => string | undefined) {
  for (const [name, field] of ROWS) {
    const at = `${where}: ${name}`;
    const control = form.find(`[name="${name}"]`);
    expect(control, at).toHaveLength(1);
    expect(control.prop("tagName"), at).toBe(field.multiline ? "TEXTAREA" : "INPUT");
    if (!field.multiline) expect(control.attr("type"), at).toBe(INPUT_TYPE[field.kind]);
    const label = form.find(`label[for="${control.attr("id")}"]`).text();
    expect(label.startsWith(field.label), `${at}: label "${label}"`).toBe(true);
    if (!field.required) expect(label, at).toContain(field.optionalNote ?? "optional");
    expect(control.attr("maxlength"), at).toBe(field.max?.toString());
    expect(control.attr("required") !== undefined, at).toBe(!!field.required);
    expect(control.attr("autocomplete"), at).toBe(autoComplete(field));
    expect(control.attr("aria-invalid"), at).toBeUndefined();
  }
}

/** Every row's value shown again as typed; `refusedNow` rows marked, their message beside the control. */
function expectShownAgain(form: Found, where: string, typed: Record<string, string>, refusedNow: boolean) {
  for (const [name, field] of ROWS) {
    const at = `${where}: ${name}`;
    const control = form.find(`[name="${name}"]`);
    expect(control.val() ?? "", at).toBe(typed[name]);
    expect(control.attr("aria-invalid"), at).toBe(refusedNow ? "true" : undefined);
    const beside = described(form, control).filter((el) => el.text() === field.message);
    expect(beside, at).toHaveLength(refusedNow ? 1 : 0);
    // Beside the field: in the control's own group, not only somewhere in the form.
    if (refusedNow) expect(beside[0]!.parent().is(control.parent()), at).toBe(true);
  }
}

describe("/book/'s form without JavaScript", () => {
  const POSTS = 'form[method="post"]';
  const asked = (field: DetailField) => field.autoComplete;
  const post = (fields: Record<string, string>) =>
    fetch(`${served.base}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ service: booking.services[0]!, ...fields }).toString(),
      redirect: "manual",
    });

  it("asks every detail of the table, as the server renders it and as the build wrote it, each with its hint", async () => {
    const pages = {
      server: await (await fetch(`${served.base}/book/`)).text(),
      build: page(loadPages(), "/book/").html,
    };
    for (const [where, html] of Object.entries(pages)) {
      const form = detailsForm(html, POSTS);
      expectAsked(form, where, asked);
      for (const [name, field] of ROWS) {
        const hints = described(form, form.find(`[name="${name}"]`)).map((el) => el.text());
        expect(hints, `${where}: ${name}`).toEqual(field.hint ? [field.hint] : []);
      }
    }
  });

  it("shows a refused value again in its field with the row's message beside it, and a taken one as typed", async () => {
    const bad = fill(refused);
    const res = await post({ start: "2000-01-01T10:00:00Z", ...bad });
    expect(res.status).toBe(400);
    expectShownAgain(detailsForm(await res.text(), POSTS), "refused", bad, true);
    const good = fill((_, field) => TAKEN[field.kind]);
    const kept = await post({ start: "", ...good });
    expect(kept.status).toBe(400);
    expectShownAgain(detailsForm(await kept.text(), POSTS), "taken", good, false);
  });
});

describe("the desk's walk-in form", () => {
  const WALK_IN = 'form[action="/owner/bookings"]';
  // The owner types someone else's details: the browser must not fill in the owner's own.
  const asked = () => "off";
  const post = async (fields: Record<string, string>) => {
    const res = await served.owner.post("/owner/bookings", { service: booking.services[0]!, ...fields });
    expect(res.status).toBe(400);
    return detailsForm(await res.text(), WALK_IN);
  };

  it("asks every detail of the table", async () => {
    expectAsked(detailsForm((await served.owner.page("/owner/")).html, WALK_IN), "desk", asked);
  });

  it("shows a refused value again in its field with the row's message beside it, and a taken one as typed", async () => {
    const bad = fill(refused);
    expectShownAgain(await post({ date: "2000-01-03", time: "10:00", ...bad }), "refused", bad, true);
    const good = fill((_, field) => TAKEN[field.kind]);
    expectShownAgain(await post({ date: "2000-01-03", time: "", ...good }), "taken", good, false);
  });
});

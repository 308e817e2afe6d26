import { expect } from "chai";
import { sendKeys, setViewport } from "@web/test-runner-commands";
import { booking } from "virtual:booking-facts";
import { address, phone, series } from "virtual:shop-facts";
import { DETAIL_FIELDS, FIELD_MESSAGES, NOTES_MAX, type DetailField } from "#shop/booking-fields.ts";
import { FIELD_MESSAGES_IN } from "#shop/booking-field-words.ts";
import "./index.ts";
import { todayIn, browserZoneName } from "./booking-time.ts";
import {
  $,
  $$,
  cleanup,
  deepActiveElement,
  mount,
  nextFrame,
  reactCommits,
  sleep,
  startFakeApi,
  waitFor,
  type FakeApi,
  type FakeAnswer,
  scaled,
} from "../test/helpers.ts";

// The booking API's contract (docs/booking.md) answered by a scripted server on another origin:
// the widget is tested against the shapes, the real server against the same shapes in tests/api and e2e.
let api: FakeApi;
const SHOP_ZONE = "America/New_York";
const models = series.flatMap((s) => s.models);
const model = models[0]!;
const service = booking.services.find((s) => s.key !== "diagnosis")!;

/** A date `n` days after today (the shop's today), "YYYY-MM-DD". */
function dateIn(n: number): string {
  const [y, m, d] = todayIn(booking.timeZone).split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
}
const at = (date: string, hhmm: string) => `${date}T${hhmm}:00-05:00`;
const slot = (date: string, hhmm: string, remaining: number) => {
  const [h, m] = hhmm.split(":").map(Number);
  const end = `${String(h! + (m! + 30 >= 60 ? 1 : 0)).padStart(2, "0")}:${String((m! + 30) % 60).padStart(2, "0")}`;
  return { start: at(date, hhmm), end: at(date, end), remaining };
};

// Today closed, tomorrow with four slots (one full, one low), the day after full, then one more open day.
const CLOSED = dateIn(0);
const OPEN = dateIn(1);
const FULL = dateIn(2);
const LATER = dateIn(3);
function days(timeZone = SHOP_ZONE) {
  return {
    timeZone,
    days: [
      { date: CLOSED, slots: [] },
      {
        date: OPEN,
        slots: [slot(OPEN, "10:00", 2), slot(OPEN, "10:30", 1), slot(OPEN, "11:00", 0), slot(OPEN, "14:30", 2)],
      },
      { date: FULL, slots: [slot(FULL, "10:00", 0)] },
      { date: LATER, slots: [slot(LATER, "09:00", 2), slot(LATER, "13:00", 2)] },
    ],
  };
}
const availability = (body: unknown = days(), extra: FakeAnswer = {}): FakeAnswer => ({
  route: "GET /api/availability",
  body,
  sticky: true,
  ...extra,
});
const bookingAnswer = (answer: FakeAnswer): FakeAnswer => ({ route: "POST /api/bookings", ...answer });
const BOOKED = {
  reference: "ETR-7K3Q",
  start: at(OPEN, "10:30"),
  end: at(OPEN, "11:00"),
  service: service.key,
  model: model.slug,
  manageUrl: "https://shop.example/book/manage/abcdefghijabcdefghijabcdefghijabcdefghij123/",
  icsUrl: "https://shop.example/api/bookings/abcdefghijabcdefghijabcdefghijabcdefghij123.ics",
};

const form = (el: Element) => $<HTMLFormElement>(el, "form");
const field = <E extends HTMLElement = HTMLInputElement>(el: Element, name: string) => $<E>(el, `[name="${name}"]`)!;
const radios = (el: Element, group: "days" | "slots") => $$(el, `.${group} [role=radio]`);
const checked = (el: Element, group: "days" | "slots") => $(el, `.${group} [role=radio][aria-checked=true]`);
const timeOf = (radio: Element | null) => radio?.querySelector(".time")?.textContent;
const status = (el: Element) => $(el, "[role=status]")!.textContent ?? "";
/** An element named in a failure message (chai must never be handed a React-owned node: serialising one hangs the runner). */
const nameOf = (el: Element | null | undefined) =>
  el
    ? `${el.localName}${el.getAttribute("name") ? `[name=${el.getAttribute("name")}]` : ""} "${(el.textContent ?? "").slice(0, 30)}"`
    : String(el);
const bookingRequests = async () => (await api.requests()).filter((r) => r.method === "POST");

async function bookingElement(attrs = "", answers: FakeAnswer[] = [availability()]) {
  await api.script(...answers);
  const el = mount(`<repair-booking api="${api.origin}" ${attrs}></repair-booking>`);
  await waitFor(() => form(el) || $(el, ".unavailable-note"), "the booking form", 15000);
  // The days, and the times of the day chosen at first.
  await waitFor(() => checked(el, "days") || $(el, ".load-error, .unavailable-note"), "the days");
  return el;
}

/** Fills the details as a visitor does, by typing into each field. */
async function typeDetails(
  el: Element,
  details: { name?: string; phone?: string; email?: string; notes?: string } = {},
) {
  const { name = "Dana Visitor", phone: tel = "478-555-0199", email, notes } = details;
  for (const [key, value] of Object.entries({ name, phone: tel, email, notes })) {
    if (value === undefined) continue;
    field(el, key).focus();
    await sendKeys({ type: value });
  }
}

async function chooseSlot(el: Element, time: string) {
  const radio = radios(el, "slots").find((r) => r.textContent!.startsWith(time));
  if (!radio) throw new Error(`no slot ${time}`);
  radio.click();
  await waitFor(() => radio.getAttribute("aria-checked") === "true", `slot ${time} checked`);
}

describe("<repair-booking>", () => {
  before(async function () {
    this.timeout(scaled(60000));
    await setViewport({ width: 1024, height: 900 });
    api = await startFakeApi();
    await api.script(availability());
    mount(`<repair-booking api="${api.origin}"></repair-booking>`);
    await waitFor(() => reactCommits("repair-booking") > 0, "React's first render of the booking", 55000);
    cleanup();
    await api.stop();
  });
  beforeEach(async () => {
    api = await startFakeApi();
  });
  afterEach(async () => {
    cleanup();
    await api.release();
    await api.stop();
  });

  it("shows a plain-DOM shell at once, then the form, with the element's content left alone when it has some", async () => {
    await api.script(availability());
    const el = mount(`<repair-booking api="${api.origin}"></repair-booking>`);
    // The upgrade's own task: the shell, no React yet.
    const shell = $(el, ".shell");
    expect(!!shell, "the shell").to.equal(true);
    expect(shell!.querySelector("h2")!.textContent).to.equal("Book a repair");
    expect(!!shell!.querySelector(`a[href="${phone.href}"]`), "the call link").to.equal(true);
    await waitFor(() => form(el), "the form", 15000);
    expect(!!$(el, ".shell"), "the shell is gone").to.equal(false);

    // With content of its own (the /book/ page's no-JavaScript form), no shell: the content shows.
    const withFallback = mount(
      `<repair-booking api="${api.origin}"><form><label>Name <input name="name"></label></form></repair-booking>`,
    );
    expect(!!$(withFallback, ".shell")).to.equal(false);
    expect(!!$(withFallback, "slot"), "the light DOM shows through a slot").to.equal(true);
  });

  it("offers the repairs of booking.ts by name (diagnosis included), and the models grouped by series, prefilled from the attributes", async () => {
    const el = await bookingElement(`service="${service.key}" model="${model.slug}"`);
    const serviceSelect = field<HTMLSelectElement>(el, "service");
    expect([...serviceSelect.options].map((o) => [o.value, o.textContent])).to.deep.equal(
      booking.services.map((s) => [s.key, s.label]),
    );
    expect(booking.services.find((s) => s.key === "diagnosis")?.label ?? "Not sure — diagnose it").to.equal(
      "Not sure — diagnose it",
    );
    expect(serviceSelect.value).to.equal(service.key);
    const modelSelect = field<HTMLSelectElement>(el, "model");
    expect(modelSelect.value).to.equal(model.slug);
    expect(modelSelect.options[0]!.value).to.equal("");
    expect(modelSelect.options[0]!.textContent).to.equal("Other / not listed");
    expect([...modelSelect.querySelectorAll("optgroup")].map((g) => g.label)).to.deep.equal(series.map((s) => s.label));
    expect(
      [...modelSelect.querySelectorAll("optgroup")].map((g) => [...g.querySelectorAll("option")].map((o) => o.value)),
    ).to.deep.equal(series.map((s) => s.models.map((m) => m.slug)));
    // Each control has its label.
    for (const name of ["service", "model", "name", "phone", "email", "notes"]) {
      const control = field(el, name);
      expect(control.labels?.length, name).to.equal(1);
    }

    // Without attributes: the repair must be chosen, the model is 'Other / not listed'.
    const bare = await bookingElement();
    expect(field<HTMLSelectElement>(bare, "service").value).to.equal("");
    expect(field<HTMLSelectElement>(bare, "service").options[0]!.textContent).to.equal("Choose the repair…");
    expect(field<HTMLSelectElement>(bare, "model").value).to.equal("");
    // An unknown value is not taken.
    const odd = await bookingElement('service="teleportation" model="iphone-99-repair"');
    expect(field<HTMLSelectElement>(odd, "service").value).to.equal("");
    expect(field<HTMLSelectElement>(odd, "model").value).to.equal("");
  });

  it("asks the API for the days from the shop's today through the horizon; closed and full days cannot be chosen", async () => {
    const el = await bookingElement();
    const [request] = await api.requests();
    expect(request!.method).to.equal("GET");
    const url = new URL(request!.url, api.origin);
    expect(url.pathname).to.equal("/api/availability");
    expect(url.searchParams.get("from")).to.equal(todayIn(booking.timeZone));
    expect(url.searchParams.get("days")).to.equal(String(booking.horizonDays + 1));

    const dayRadios = radios(el, "days");
    expect(dayRadios).to.have.length(4);
    expect(dayRadios.map((r) => r.getAttribute("aria-disabled"))).to.deep.equal(["true", null, "true", null]);
    expect(dayRadios[0]!.textContent).to.contain("No times");
    expect(dayRadios[2]!.textContent).to.contain("Full");
    // The first day that can be booked is chosen, and its times are shown.
    expect(checked(el, "days") === dayRadios[1], "the first bookable day checked").to.equal(true);
    const group = $(el, ".days")!;
    expect(group.getAttribute("role")).to.equal("radiogroup");
    expect(el.shadowRoot!.getElementById(group.getAttribute("aria-labelledby")!)!.textContent).to.equal("Day");
    // Clicking an unavailable day does nothing.
    dayRadios[2]!.click();
    await nextFrame();
    expect(checked(el, "days") === dayRadios[1], "the first bookable day checked").to.equal(true);
  });

  it("the slot radio group: one tab stop, arrows move and check (skipping full slots, wrapping), Home and End, labelled by the day; low counts shown", async () => {
    const el = await bookingElement();
    const slots = radios(el, "slots");
    expect(slots.map((s) => s.querySelector(".time")!.textContent)).to.deep.equal([
      "10:00 AM",
      "10:30 AM",
      "11:00 AM",
      "2:30 PM",
    ]);
    const capacityLow = (remaining: number) => remaining < booking.capacity && remaining <= 2;
    expect(slots[1]!.textContent).to.equal(capacityLow(1) ? "10:30 AM, 1 left" : "10:30 AM");
    expect(slots[2]!.textContent).to.contain("Full");
    expect(slots[2]!.getAttribute("aria-disabled")).to.equal("true");
    const group = $(el, ".slots")!;
    expect(el.shadowRoot!.getElementById(group.getAttribute("aria-labelledby")!)!.textContent).to.match(
      /^Free times on \w+day, \w+ \d+$/,
    );

    // Nothing checked yet: the first free slot is the one tab stop.
    expect(slots.map((s) => s.tabIndex)).to.deep.equal([0, -1, -1, -1]);
    field<HTMLSelectElement>(el, "model").focus();
    // From the model select, Tab reaches the first day radio... then the slots.
    await sendKeys({ press: "Tab" });
    expect(deepActiveElement() === checked(el, "days"), "focus on " + nameOf(checked(el, "days"))).to.equal(true);
    await sendKeys({ press: "Tab" });
    expect(deepActiveElement() === slots[0], "focus on " + nameOf(slots[0])).to.equal(true);
    await sendKeys({ press: "Space" });
    expect(slots[0]!.getAttribute("aria-checked")).to.equal("true");
    await sendKeys({ press: "ArrowRight" });
    expect(deepActiveElement() === slots[1], "focus on " + nameOf(slots[1])).to.equal(true);
    expect(slots[1]!.getAttribute("aria-checked")).to.equal("true");
    expect(slots[0]!.getAttribute("aria-checked")).to.equal("false");
    expect(slots.map((s) => s.tabIndex)).to.deep.equal([-1, 0, -1, -1]);
    await sendKeys({ press: "ArrowDown" }); // the full 11:00 is skipped
    expect(deepActiveElement() === slots[3], "focus on " + nameOf(slots[3])).to.equal(true);
    await sendKeys({ press: "ArrowRight" }); // wraps to the first
    expect(deepActiveElement() === slots[0], "focus on " + nameOf(slots[0])).to.equal(true);
    await sendKeys({ press: "ArrowLeft" }); // wraps to the last
    expect(deepActiveElement() === slots[3], "focus on " + nameOf(slots[3])).to.equal(true);
    await sendKeys({ press: "Home" });
    expect(deepActiveElement() === slots[0], "focus on " + nameOf(slots[0])).to.equal(true);
    await sendKeys({ press: "End" });
    expect(deepActiveElement() === slots[3], "focus on " + nameOf(slots[3])).to.equal(true);
    expect(slots[3]!.getAttribute("aria-checked")).to.equal("true");
    // Tab leaves the group for the name field.
    await sendKeys({ press: "Tab" });
    expect(deepActiveElement() === field(el, "name"), "focus on " + nameOf(field(el, "name"))).to.equal(true);

    // The day group works the same way; a new day shows its own times and says so.
    checked(el, "days")!.focus();
    await sendKeys({ press: "ArrowRight" }); // the full day is skipped
    await waitFor(() => checked(el, "days")?.getAttribute("data-key") === LATER, "the later day");
    await waitFor(() => radios(el, "slots").length === 2, "the later day's times");
    expect(radios(el, "slots").map(timeOf)).to.deep.equal(["9:00 AM", "1:00 PM"]);
    await waitFor(() => /2 free times/.test(status(el)), "the day's times announced");
  });

  it("says the times are the shop's when the visitor's zone differs, and not when it is the same", async () => {
    const mine = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const other = mine === SHOP_ZONE ? "America/Los_Angeles" : SHOP_ZONE;
    const differs = await bookingElement("", [availability(days(other), { sticky: false })]);
    const note = $(differs, ".zone-note")!;
    expect(note.textContent).to.equal(`Times are ${browserZoneName(other)}, the shop's time in ${address.city}.`);
    expect($(differs, ".slots")!.getAttribute("aria-describedby")).to.contain(note.id);
    cleanup();
    const same = await bookingElement("", [availability(days(mine), { sticky: false })]);
    expect(!!$(same, ".zone-note")).to.equal(false);
  });

  it("says beside the phone field what the shop texts and how to stop; ticking the box sends no consent", async () => {
    const el = await bookingElement(`service="${service.key}" model="${model.slug}"`, [
      availability(),
      bookingAnswer({ status: 201, body: BOOKED }),
    ]);
    await chooseSlot(el, "10:30 AM");
    await typeDetails(el);
    const box = field(el, "noTexts");
    const words = el.shadowRoot!.getElementById(box.getAttribute("aria-describedby")!)!;
    expect(words.textContent).to.equal(booking.textConsent.words);
    expect(box.closest("label")!.textContent!.trim()).to.equal(booking.textConsent.optOut);
    // Right after the phone field, in the order a visitor reads and tabs.
    expect(field(el, "phone").compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    expect(box.compareDocumentPosition(field(el, "email")) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    expect(box.checked).to.equal(false);
    box.click();
    await waitFor(() => box.checked, "the box ticked");
    form(el)!.requestSubmit();
    await waitFor(() => $(el, ".confirmation"), "the confirmation");
    const [sent] = await bookingRequests();
    expect(sent!.body).to.include({ textsVersion: booking.textConsent.version, noTexts: true });
  });

  it("books: the contract's JSON, the honeypot empty, then the confirmation (reference, shop-zone time, address, directions, calendar, manage link)", async () => {
    const el = await bookingElement(`service="${service.key}" model="${model.slug}"`, [
      availability(),
      bookingAnswer({ status: 201, body: BOOKED }),
    ]);
    await chooseSlot(el, "10:30 AM");
    await typeDetails(el, { email: "dana@example.com", notes: "Dropped it" });
    // Tab from the note goes to the Book button: the honeypot is out of reach.
    await sendKeys({ press: "Tab" });
    expect(
      deepActiveElement() === $(el, "button[type=submit]"),
      "focus on " + nameOf($(el, "button[type=submit]")),
    ).to.equal(true);
    expect($(el, ".summary")!.textContent).to.contain(service.label);
    await sendKeys({ press: "Enter" });
    await waitFor(() => $(el, ".confirmation"), "the confirmation");

    const [sent] = await bookingRequests();
    expect(sent!.url).to.equal("/api/bookings");
    expect(sent!.contentType).to.equal("application/json");
    expect(sent!.body).to.deep.equal({
      start: at(OPEN, "10:30"),
      service: service.key,
      model: model.slug,
      name: "Dana Visitor",
      phone: "478-555-0199",
      email: "dana@example.com",
      notes: "Dropped it",
      // The consent words were shown (their version), and the box "Don't text me" left clear.
      textsVersion: booking.textConsent.version,
      noTexts: false,
      website: "",
      // The page's language, which the booking keeps (its confirmation, messages and tracker speak it).
      lang: "en",
    });

    const confirmation = $(el, ".confirmation")!;
    await waitFor(() => deepActiveElement() === confirmation, "the focus on the confirmation");
    expect(confirmation.querySelector("h2")!.textContent).to.equal("You're booked");
    expect(confirmation.querySelector(".reference")!.textContent).to.equal("Reference ETR-7K3Q");
    const weekday = new Intl.DateTimeFormat("en-US", {
      weekday: "long",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${OPEN}T12:00:00Z`));
    expect(confirmation.querySelector(".when strong")!.textContent).to.equal(`${weekday} at 10:30 AM`);
    expect(confirmation.textContent).to.contain(address.full);
    const link = (name: string) =>
      [...confirmation.querySelectorAll<HTMLAnchorElement>("a")].find((a) => a.textContent!.includes(name))!;
    expect(link("Get Directions").href).to.equal(address.mapsUrl);
    expect(link("Get Directions").target).to.equal("_blank");
    expect(link("Add to calendar").href).to.equal(BOOKED.icsUrl);
    expect(link("See or cancel your booking").href).to.equal(BOOKED.manageUrl);
    // On our own site (the script's origin, not framed) the manage link opens in place.
    expect(link("See or cancel your booking").target).to.equal("");
    await waitFor(() => /Booked: your reference is ETR-7K3Q/.test(status(el)), "the booking announced");
  });

  it("400: each field's message beside its field (aria-invalid, aria-describedby), the focus on the first, what was typed kept", async () => {
    const fields = { phone: FIELD_MESSAGES.phone, email: FIELD_MESSAGES.email };
    const el = await bookingElement(`service="${service.key}"`, [
      availability(),
      bookingAnswer({ status: 400, body: { error: "invalid", message: "Please check: phone, email.", fields } }),
    ]);
    await chooseSlot(el, "10:00 AM");
    await typeDetails(el, { phone: "478-555-0199", email: "dana@example.com" });
    form(el)!.requestSubmit();
    await waitFor(() => field(el, "phone").getAttribute("aria-invalid") === "true", "the phone marked");
    for (const [name, message] of Object.entries(fields)) {
      const input = field(el, name);
      expect(input.getAttribute("aria-invalid"), name).to.equal("true");
      const described = input
        .getAttribute("aria-describedby")!
        .split(" ")
        .map((id) => el.shadowRoot!.getElementById(id)!.textContent);
      expect(described, name).to.include(message);
    }
    expect(field(el, "name").getAttribute("aria-invalid")).to.equal(null);
    await waitFor(() => deepActiveElement() === field(el, "phone"), "the focus on the phone");
    expect(field(el, "name").value).to.equal("Dana Visitor");
    expect(field(el, "email").value).to.equal("dana@example.com");
    expect(!!$(el, ".confirmation")).to.equal(false);
    expect(status(el)).to.match(/Please check 2 fields: Phone, Email/);
    // Typing in the field clears its mark.
    await sendKeys({ type: "1" });
    await waitFor(() => field(el, "phone").getAttribute("aria-invalid") === null, "the mark gone");
  });

  it("in Spanish (lang=\"es\"): sends the page's language with the booking, and says a field's problem in Spanish", async () => {
    const fields = { phone: FIELD_MESSAGES.phone };
    const el = await bookingElement(`lang="es" service="${service.key}"`, [
      availability(),
      bookingAnswer({ status: 400, body: { error: "invalid", message: "Please check: phone.", fields } }),
    ]);
    await chooseSlot(el, "10:00");
    await typeDetails(el);
    form(el)!.requestSubmit();
    await waitFor(() => field(el, "phone").getAttribute("aria-invalid") === "true", "the phone marked");
    const described = field(el, "phone")
      .getAttribute("aria-describedby")!
      .split(" ")
      .map((id) => el.shadowRoot!.getElementById(id)!.textContent);
    expect(described).to.include(FIELD_MESSAGES_IN.es.phone);
    const [sent] = await bookingRequests();
    expect((sent!.body as { lang?: string }).lang).to.equal("es");
  });

  it("checks in the browser first: nothing is sent without a repair, a time, a name and a US phone", async () => {
    const el = await bookingElement();
    field(el, "phone").focus();
    await sendKeys({ type: "12345" });
    form(el)!.requestSubmit();
    await waitFor(
      () => field<HTMLSelectElement>(el, "service").getAttribute("aria-invalid") === "true",
      "the repair marked",
    );
    expect($(el, ".slots")!.getAttribute("aria-invalid")).to.equal("true");
    expect(field(el, "name").getAttribute("aria-invalid")).to.equal("true");
    expect(field(el, "phone").getAttribute("aria-invalid")).to.equal("true");
    expect(field(el, "email").getAttribute("aria-invalid")).to.equal(null);
    await waitFor(() => deepActiveElement() === field(el, "service"), "the focus on the first: the repair");
    expect(await bookingRequests()).to.have.length(0);
    // The note cannot grow past its cap.
    expect(field<HTMLTextAreaElement>(el, "notes").maxLength).to.equal(NOTES_MAX);
  });

  it("asks each detail of the contract's table with its label, limit and hint; a required one left empty is marked with the contract's message, and nothing is sent", async () => {
    const el = await bookingElement(`service="${service.key}"`);
    await chooseSlot(el, "10:00 AM");
    form(el)!.requestSubmit();
    await waitFor(() => $(el, "[aria-invalid=true]"), "a field marked");
    const describedBy = (control: Element) =>
      (control.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .filter(Boolean)
        .map((id) => el.shadowRoot!.getElementById(id)!.textContent ?? "");
    for (const [name, detail] of Object.entries(DETAIL_FIELDS) as [string, DetailField][]) {
      const control = field<HTMLInputElement | HTMLTextAreaElement>(el, name);
      expect(control.labels?.[0]?.textContent, name).to.contain(detail.label);
      expect(control.maxLength, name).to.equal(detail.max ?? -1);
      expect(control.required, name).to.equal(!!detail.required);
      const described = describedBy(control);
      if (detail.hint)
        expect(
          described.some((text) => text.startsWith(detail.hint!)),
          name,
        ).to.equal(true);
      expect(control.getAttribute("aria-invalid"), name).to.equal(detail.required ? "true" : null);
      if (detail.required) expect(described, name).to.include(detail.message);
    }
    expect(await bookingRequests()).to.have.length(0);
  });

  it("409: says the time was just taken, offers the nearest free times, and books the one chosen", async () => {
    const nearest = [slot(OPEN, "14:30", 2), slot(LATER, "09:00", 1)];
    const el = await bookingElement(`service="${service.key}"`, [
      availability(),
      bookingAnswer({
        status: 409,
        body: { error: "unavailable", reason: "full", message: "That slot has just been taken.", nearest },
      }),
      bookingAnswer({ status: 201, body: { ...BOOKED, start: nearest[1]!.start } }),
    ]);
    await chooseSlot(el, "10:30 AM");
    await typeDetails(el);
    form(el)!.requestSubmit();
    const notice = await waitFor(() => $(el, ".notice"), "the notice");
    expect(notice.querySelector(".notice-title")!.textContent).to.equal("That time was just taken");
    expect(notice.textContent).to.contain("That slot has just been taken.");
    const offered = [...notice.querySelectorAll<HTMLButtonElement>(".nearest button")];
    expect(offered.map((b) => b.textContent)).to.have.length(2);
    expect(offered[1]!.textContent).to.match(/ at 9:00 AM$/);
    expect(!!$(el, ".confirmation")).to.equal(false);
    expect(field(el, "name").value).to.equal("Dana Visitor");
    // The availability is asked again (the counts changed).
    for (
      const start = performance.now();
      (await api.requests()).filter((r) => r.method === "GET").length < 2;
      await sleep(15)
    ) {
      if (performance.now() - start > 8000) throw new Error("timed out waiting for the days to be asked again");
    }

    offered[1]!.click();
    await waitFor(() => deepActiveElement() === $(el, "button[type=submit]"), "the focus on Book");
    await waitFor(() => timeOf(checked(el, "slots")) === "9:00 AM", "the nearest time chosen");
    form(el)!.requestSubmit();
    await waitFor(() => $(el, ".confirmation"), "the confirmation");
    const sent = await bookingRequests();
    expect(sent.map((r) => (r.body as unknown as { start: string }).start)).to.deep.equal([
      at(OPEN, "10:30"),
      nearest[1]!.start,
    ]);
  });

  it("429 and a lost connection: says so, never claims a booking, keeps everything typed", async () => {
    const el = await bookingElement(`service="${service.key}"`, [
      availability(),
      bookingAnswer({
        status: 429,
        body: {
          error: "rate_limited",
          message: "Too many booking attempts from here. Please wait a minute, or call the shop.",
        },
      }),
      bookingAnswer({ drop: true }),
    ]);
    await chooseSlot(el, "10:00 AM");
    await typeDetails(el, { notes: "Screen flickers" });
    form(el)!.requestSubmit();
    const notice = await waitFor(() => $(el, ".notice"), "the 429 notice");
    expect(notice.textContent).to.contain("Too many booking attempts");
    expect(!!notice.querySelector(`a[href="${phone.href}"]`), "a call link").to.equal(true);
    if (phone.smsHref) expect(!!notice.querySelector(`a[href="${phone.smsHref}"]`), "a text link").to.equal(true);
    expect(status(el)).to.match(/^Not booked/);
    form(el)!.requestSubmit();
    await waitFor(() => /connection/.test($(el, ".notice")?.textContent ?? ""), "the network notice");
    expect(status(el)).to.match(/^Not booked/);
    expect(!!$(el, ".confirmation")).to.equal(false);
    expect(field(el, "name").value).to.equal("Dana Visitor");
    expect(field(el, "phone").value).to.equal("478-555-0199");
    expect(field<HTMLTextAreaElement>(el, "notes").value).to.equal("Screen flickers");
    expect(timeOf(checked(el, "slots"))).to.equal("10:00 AM");
  });

  it("while sending: Book is disabled and says so; a second press sends nothing more", async () => {
    const el = await bookingElement(`service="${service.key}"`, [
      availability(),
      bookingAnswer({ status: 201, body: BOOKED, hold: true }),
    ]);
    await chooseSlot(el, "10:30 AM");
    await typeDetails(el);
    form(el)!.requestSubmit();
    const button = $<HTMLButtonElement>(el, "button[type=submit]")!;
    await waitFor(() => button.disabled, "Book disabled");
    expect(button.textContent).to.equal("Booking…");
    form(el)!.requestSubmit();
    for (const start = performance.now(); (await bookingRequests()).length < 1; await sleep(15)) {
      if (performance.now() - start > 8000) throw new Error("timed out waiting for the booking to reach the API");
    }
    expect(!!$(el, ".confirmation"), "not booked before the answer").to.equal(false);
    await api.release();
    await waitFor(() => $(el, ".confirmation"), "the confirmation");
    expect(await bookingRequests()).to.have.length(1);
  });

  it("`model` and `service` set later (a page that knows them late) change the form; an unknown repair leaves the chosen one", async () => {
    const el = await bookingElement();
    const other = models.find((m) => m.slug !== model.slug)!;
    el.setAttribute("model", model.slug);
    el.setAttribute("service", service.key);
    await waitFor(
      () =>
        field<HTMLSelectElement>(el, "model").value === model.slug &&
        field<HTMLSelectElement>(el, "service").value === service.key,
      "the model and repair set later",
    );
    // Both at once: the model's change is the sign the attributes were read.
    el.setAttribute("service", "teleportation");
    el.setAttribute("model", other.slug);
    await waitFor(() => field<HTMLSelectElement>(el, "model").value === other.slug, "the second model");
    expect(field<HTMLSelectElement>(el, "service").value).to.equal(service.key);
  });

  it("the `start` attribute chooses that slot (the assistant's action); a slot no longer free is said so", async () => {
    const el = await bookingElement(`start="${at(LATER, "13:00")}"`);
    expect(checked(el, "days")!.getAttribute("data-key")).to.equal(LATER);
    expect(timeOf(checked(el, "slots"))).to.equal("1:00 PM");
    el.setAttribute("start", at(OPEN, "14:30"));
    await waitFor(() => timeOf(checked(el, "slots")) === "2:30 PM", "the new start");
    el.setAttribute("start", at(OPEN, "11:00")); // full
    await waitFor(() => $(el, ".notice"), "the notice");
    expect($(el, ".notice")!.textContent).to.contain("no longer free");
  });

  it("when the owner switched booking off (404), says to call", async () => {
    const el = await bookingElement("", [
      availability(
        { error: "booking_disabled", message: "Online booking is switched off. Call the shop to book a repair." },
        { status: 404 },
      ),
    ]);
    await waitFor(() => $(el, ".unavailable-note"), "the note");
    expect($(el, ".unavailable-note")!.textContent).to.contain("switched off");
    expect(!!$(el, `.unavailable-note a[href="${phone.href}"]`)).to.equal(true);
    // Text beside Call exactly when the shop's number takes texts.
    expect(!!$(el, `.unavailable-note a[href^="sms:"]`)).to.equal(phone.smsHref !== null);
    if (phone.smsHref)
      expect($(el, `.unavailable-note a[href="${phone.smsHref}"]`)!.textContent).to.equal(`Text ${phone.display}`);
  });

  it("a failed load of the days offers to try again, and trying again loads them", async () => {
    const el = await bookingElement("", [availability({}, { status: 500, sticky: false }), availability()]);
    await waitFor(() => $(el, ".load-error"), "the load error");
    [...$$<HTMLButtonElement>(el, ".load-error button")].find((b) => b.textContent === "Try again")!.click();
    await waitFor(() => radios(el, "days").length === 4, "the days");
  });

  it("keeps what was typed into the page's no-JavaScript form when React takes over", async () => {
    await api.script(availability());
    const el =
      mount(`<repair-booking api="${api.origin}"><form><select name="service"><option value="">-</option><option value="${service.key}">x</option></select>
      <input name="name"><input name="phone"></form></repair-booking>`);
    const fallback = el.querySelector("form")!;
    (fallback.elements.namedItem("service") as HTMLSelectElement).value = service.key;
    (fallback.elements.namedItem("name") as HTMLInputElement).value = "Early Typist";
    const phoneField = fallback.elements.namedItem("phone") as HTMLInputElement;
    phoneField.value = "478-555";
    phoneField.focus();
    await waitFor(() => form(el), "the form", 15000);
    expect(field<HTMLSelectElement>(el, "service").value).to.equal(service.key);
    expect(field(el, "name").value).to.equal("Early Typist");
    expect(field(el, "phone").value).to.equal("478-555");
    expect(deepActiveElement() === field(el, "phone"), "the focus in the same field").to.equal(true);
  });

  it("is isolated from the host page's CSS, and themed only through --repair-* and ::part", async () => {
    const style = mount(`<style>
      input, select, button, [role=radio] { display: none !important; }
      * { color: rgb(255, 0, 0) !important; font-family: serif !important; }
      repair-booking { --repair-accent: rgb(124, 45, 18); }
      repair-booking::part(slot-checked) { outline: 4px solid rgb(1, 2, 3); }
    </style>`);
    const el = await bookingElement();
    const name = field(el, "name");
    expect(getComputedStyle(name).display).to.equal("block");
    expect(getComputedStyle(name).color).to.not.equal("rgb(255, 0, 0)");
    expect(getComputedStyle(name).fontFamily).to.not.equal("serif");
    await chooseSlot(el, "10:00 AM");
    const slotStyle = getComputedStyle(checked(el, "slots")!);
    expect(slotStyle.backgroundColor).to.equal("rgb(124, 45, 18)");
    expect(slotStyle.outlineColor).to.equal("rgb(1, 2, 3)");
    style.remove();
  });
});

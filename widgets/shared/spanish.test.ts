// The widgets in the page's language (shared/lang.ts): every element in Spanish when it, an ancestor
// or the document says `lang="es"`, and an English page that never fetches the Spanish words.
import { expect } from "chai";
import { phone, series, shop } from "virtual:shop-facts";
import { faq } from "virtual:shop-faq";
import "../repair-chat/index.ts";
import "../repair-call-button/index.ts";
import "../repair-directions-bar/index.ts";
import "../repair-faq/index.ts";
import "../repair-model-menu/index.ts";
import "../repair-booking/index.ts";
import { booking } from "virtual:booking-facts";
import { todayIn } from "../repair-booking/booking-time.ts";
import { chatStore } from "../repair-chat/chat-store.ts";
import { callButtonWords } from "../repair-call-button/words.ts";
import { $, $$, cleanup, mount, mountBeforeReact, startFakeApi, waitFor, type FakeApi } from "../test/helpers.ts";
import { commonEn } from "./words.ts";

const TAGS = [
  "repair-chat",
  "repair-call-button",
  "repair-directions-bar",
  "repair-faq",
  "repair-model-menu",
  "repair-booking",
];
/** The Spanish words' chunks fetched so far (Vite serves them as words.es.ts modules). */
const spanishFetched = () =>
  performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => /words\.es\.ts/.test(name));

/** The shop's date `n` days from its today, "YYYY-MM-DD". */
function dateIn(n: number): string {
  const [y, m, d] = todayIn(booking.timeZone).split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
}

before(() => Promise.all(TAGS.map((tag) => customElements.whenDefined(tag))));
afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute("lang");
  sessionStorage.clear();
  chatStore.reload();
});

// First in this file, before any Spanish element: an English page never asks for the Spanish words.
describe("an English page", () => {
  it("renders every element in English and fetches no Spanish words", async () => {
    document.documentElement.lang = "en";
    const all = TAGS.map((tag) => mountBeforeReact(tag, `<${tag} always></${tag}>`));
    await Promise.all(all.map((m) => m.reactAfter()));
    const call = all[1]!.el;
    expect($(call, "a.button--call")!.textContent).to.contain(commonEn.callNow);
    expect($(call, "aside")!.getAttribute("lang")).to.equal("en");
    expect(spanishFetched()).to.deep.equal([]);
  });
});

describe("in Spanish", () => {
  let api: FakeApi;
  // The Spanish words as the elements load them (a static import would fetch them with this file).
  const chatEs = () => import("../repair-chat/words.es.ts").then((m) => m.chatEs);
  const commonEs = () => callButtonWords.es();
  beforeEach(async () => {
    api = await startFakeApi();
  });
  afterEach(() => api.stop());

  it("the chat greets, offers its prompts and asks in Spanish, and sends the language with the message", async () => {
    const es = await chatEs();
    const el = mount(`<repair-chat lang="es" mode="inline" api="${api.origin}"></repair-chat>`);
    const input = await waitFor(() => $<HTMLTextAreaElement>(el, "textarea"), "the inline panel");
    expect(input.placeholder).to.equal(es.placeholder);
    expect($(el, ".root")!.getAttribute("lang")).to.equal("es");
    expect($(el, ".bubble")!.textContent).to.equal(es.greeting);
    expect(es.greeting).to.contain(phone.display);
    expect($$(el, ".prompt").map((p) => p.textContent)).to.deep.equal(es.quickPrompts);
    $$(el, ".prompt")[0]!.click();
    // The typing indicator is a bubble too: wait for the reply's own.
    await waitFor(() => $$(el, ".message:not(.typing) .bubble").length === 3, "the reply");
    const [request] = await api.requests();
    expect(request!.body).to.include({ message: es.quickPrompts[0], lang: "es" });
  });

  it("the chat says its errors in Spanish", async () => {
    const es = await chatEs();
    await api.script({ status: 500, body: { error: "boom" } });
    document.documentElement.lang = "es-US";
    const el = mount(`<repair-chat mode="inline" api="${api.origin}"></repair-chat>`);
    (await waitFor(() => $$(el, ".prompt")[0], "the quick prompts")).click();
    await waitFor(() => $(el, ".toast"), "the error toast");
    expect($(el, ".toast-description")!.textContent).to.equal(es.toastDescription);
    await waitFor(() => $$(el, ".message:not(.typing) .bubble").length === 3, "the apology");
    expect($$(el, ".message:not(.typing) .bubble").at(-1)!.textContent).to.equal(es.connectionApology);
  });

  it("the call button and its Text link, by the element's own lang", async () => {
    const es = await commonEs();
    const { el, reactAfter } = mountBeforeReact("repair-call-button", `<repair-call-button always lang="es">`);
    // The shell waits for the Spanish words, then shows them before React.
    const shell = await waitFor(() => $(el, "a.button--call"), "the Spanish shell");
    expect(shell.textContent).to.contain(es.callNow);
    await reactAfter();
    const call = $(el, "a.button--call")!;
    expect(call.textContent).to.contain(es.callNow);
    expect(call.getAttribute("aria-label")).to.equal(es.callNowNamed);
    expect($(el, "aside")!.getAttribute("lang")).to.equal("es");
    const text = $(el, 'a[href^="sms:"]');
    if (text) expect(text.textContent).to.equal(es.textUs);
  });

  it("the directions bar, by the document's <html lang>, with the owner's Spanish tagline", async () => {
    const barEs = await import("../repair-directions-bar/words.es.ts").then((m) => m.directionsBarEs);
    const owner = await import("virtual:owner-words-es");
    document.documentElement.lang = "es";
    const { el, reactAfter } = mountBeforeReact("repair-directions-bar", "<repair-directions-bar always>");
    await reactAfter();
    expect($(el, ".directions")!.textContent).to.contain(barEs.directions);
    expect($(el, ".close")!.getAttribute("aria-label")).to.equal(barEs.close);
    expect($(el, "aside")!.getAttribute("aria-label")).to.equal(barEs.barName);
    // The tagline is the owner's translation (site/_data/es/business.ts), not the English one.
    expect(barEs.tagline).to.equal(owner.tagline);
    expect($(el, ".name")!.textContent).to.contain(owner.tagline);
    if (owner.tagline !== shop.tagline) expect($(el, ".name")!.textContent).not.to.contain(shop.tagline);
  });

  it("the FAQ's heading, questions, answers and closing prompt, by an ancestor's lang", async () => {
    const faqEs = await import("../repair-faq/words.es.ts").then((m) => m.faqEs);
    const owner = await import("virtual:owner-words-es");
    const box = mount('<div lang="es-MX"><repair-faq></repair-faq></div>');
    const el = box.querySelector("repair-faq")!;
    await waitFor(() => $(el, ".title"), "the FAQ");
    expect($(el, ".title")!.textContent).to.equal(faqEs.title);
    expect($(el, ".prompt p")!.textContent).to.equal(faqEs.prompt.question);
    expect($(el, ".button--call")!.textContent).to.contain(phone.display);
    // Every question and answer is the owner's translation (site/_data/es/faq.ts), in the English order.
    expect($$(el, ".question button span").map((q) => q.textContent)).to.deep.equal(owner.faq.map((i) => i.question));
    expect(owner.faq.map((i) => i.id)).to.deep.equal(faq.map((i) => i.id));
    $$(el, ".question button")[0]!.click();
    await waitFor(() => $(el, ".answer:not([hidden])"), "the first answer");
    expect($(el, ".answer:not([hidden]) p")!.textContent).to.equal(owner.faq[0]!.answer);
  });

  it("the model menu's button, its name and its links to the Spanish model pages", async () => {
    const menuEs = await import("../repair-model-menu/words.es.ts").then((m) => m.modelMenuEs);
    document.documentElement.lang = "es";
    const { el, reactAfter } = mountBeforeReact("repair-model-menu", "<repair-model-menu>");
    await reactAfter();
    expect($(el, "nav")!.getAttribute("aria-label")).to.equal(menuEs.nav);
    expect($(el, ".menu-button")!.textContent).to.contain(menuEs.menu);
    // Opened (the phone-width panel or the wide dropdown): the series in Spanish, the model pages under /es/.
    $<HTMLButtonElement>(el, ".menu-button")!.click();
    const heading = menuEs.series(series[0]!);
    await waitFor(() => el.shadowRoot!.textContent!.includes(heading), "the Spanish series headings");
    expect(el.shadowRoot!.textContent).not.to.contain(series[0]!.label);
    const first = series[0]!.models[0]!.path;
    for (const link of $$<HTMLAnchorElement>(el, "a[href]").filter((a) => a.href.endsWith(first)))
      expect(new URL(link.href).pathname).to.equal(`/es${first}`);
  });

  it("the booking: its heading, steps, button and text-message consent in Spanish, its days and times the Spanish way", async () => {
    const es = await import("../repair-booking/booking.words.es.ts").then((m) => m.bookingEs);
    const owner = await import("virtual:booking-words-es");
    const date = dateIn(1);
    await api.script({
      route: "GET /api/availability",
      sticky: true,
      body: {
        timeZone: booking.timeZone,
        days: [{ date, slots: [{ start: `${date}T10:30:00-05:00`, end: `${date}T11:00:00-05:00`, remaining: 9 }] }],
      },
    });
    document.documentElement.lang = "es";
    const { el, reactAfter } = mountBeforeReact("repair-booking", `<repair-booking api="${api.origin}">`);
    await reactAfter();
    const time = await waitFor(() => $(el, ".slots .time"), "the free times");
    expect($(el, ".title")!.textContent).to.equal(es.title);
    expect($$(el, "legend").map((l) => l.textContent)).to.deep.equal([
      `1 ${es.yourRepair}`,
      `2 ${es.dayAndTime}`,
      `3 ${es.yourDetails}`,
    ]);
    expect($(el, ".book")!.textContent).to.equal(es.book);
    // Beside the phone field, the owner's Spanish consent (site/_data/es/booking.ts); the version sent stays the English one's.
    expect(es.textConsent).to.deep.equal(owner.textConsent);
    expect($(el, ".texts .hint")!.textContent).to.equal(owner.textConsent.words);
    expect($(el, ".texts label")!.textContent!.trim()).to.equal(owner.textConsent.optOut);
    if (owner.textConsent.words !== booking.textConsent.words)
      expect($(el, ".texts")!.textContent).not.to.contain(booking.textConsent.words);
    // Intl's es-US: "10:30 a. m." (the spaces vary with the browser's ICU).
    expect(time.textContent).to.match(/^10:30\sa\.\s?m\.$/);
    const weekday = new Intl.DateTimeFormat("es-US", { weekday: "long", timeZone: "UTC" }).format(
      new Date(`${date}T12:00:00Z`),
    );
    expect($(el, ".days")!.textContent).to.contain(weekday);
  });
});

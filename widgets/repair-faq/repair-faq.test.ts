import { expect } from "chai";
import { sendKeys } from "@web/test-runner-commands";
import { address, phone } from "virtual:shop-facts";
import { faq } from "virtual:shop-faq";
import "./index.ts";
import { $, $$, cleanup, deepActiveElement, mount, nextFrame, waitFor } from "../test/helpers.ts";

const buttons = (el: Element) => $$<HTMLButtonElement>(el, ".question button");
const openPanels = (el: Element) => $$(el, "[role=region]").filter((r) => !r.hidden);

async function faqElement(html: string) {
  const el = mount(html);
  await waitFor(() => buttons(el).length > 0, "the FAQ buttons");
  return el;
}

describe("<repair-faq>", () => {
  afterEach(cleanup);

  it("renders every question from the data, the default title, all closed", async () => {
    const el = await faqElement("<repair-faq></repair-faq>");
    expect($(el, "h2")!.textContent).to.equal("Frequently Asked Questions");
    expect(buttons(el).map((b) => b.textContent)).to.deep.equal(faq.map((f) => f.question));
    expect(openPanels(el)).to.have.length(0);
    for (const b of buttons(el)) expect(b.getAttribute("aria-expanded")).to.equal("false");
  });

  it("opens one item at a time; a second click closes the open one", async () => {
    const el = await faqElement("<repair-faq></repair-faq>");
    const [first, second] = buttons(el);
    first!.click();
    await nextFrame();
    expect(first!.getAttribute("aria-expanded")).to.equal("true");
    expect(openPanels(el)).to.have.length(1);
    const region = shadowById(el, first!.getAttribute("aria-controls")!);
    expect(region.hidden).to.equal(false);
    expect(region.getAttribute("aria-labelledby")).to.equal(first!.id);
    expect(region.textContent).to.equal(faq[0]!.answer);

    second!.click();
    await nextFrame();
    expect(first!.getAttribute("aria-expanded")).to.equal("false");
    expect(second!.getAttribute("aria-expanded")).to.equal("true");
    expect(openPanels(el)).to.have.length(1);

    second!.click();
    await nextFrame();
    expect(second!.getAttribute("aria-expanded")).to.equal("false");
    expect(openPanels(el)).to.have.length(0);
  });

  it("works from the keyboard: Tab to a question, Enter and Space toggle it", async () => {
    const el = await faqElement("<repair-faq></repair-faq>");
    const [first] = buttons(el);
    first!.focus();
    await sendKeys({ press: "Enter" });
    await nextFrame();
    expect(first!.getAttribute("aria-expanded")).to.equal("true");
    await sendKeys({ press: "Space" });
    await nextFrame();
    expect(first!.getAttribute("aria-expanded")).to.equal("false");
    await sendKeys({ press: "Tab" });
    expect(deepActiveElement()).to.equal(buttons(el)[1]);
  });

  it("honours title, max-items and category, and their removal", async () => {
    const el = await faqElement('<repair-faq title="Battery questions" category="battery"></repair-faq>');
    expect($(el, "h2")!.textContent).to.equal("Battery questions");
    const battery = faq.filter((f) => f.category === "battery");
    expect(battery.length).to.be.greaterThan(0);
    expect(buttons(el).map((b) => b.textContent)).to.deep.equal(battery.map((f) => f.question));

    el.removeAttribute("category");
    el.setAttribute("max-items", "6");
    await waitFor(() => buttons(el).length === 6, "six items");
    expect(buttons(el).map((b) => b.textContent)).to.deep.equal(faq.slice(0, 6).map((f) => f.question));

    el.removeAttribute("max-items");
    el.removeAttribute("title");
    await waitFor(() => buttons(el).length === faq.length, "all items again");
    expect($(el, "h2")!.textContent).to.equal("Frequently Asked Questions");

    el.setAttribute("heading", "Repair questions");
    el.setAttribute("title", "Ignored while heading is set");
    await waitFor(() => $(el, "h2")!.textContent === "Repair questions", "heading wins over title");

    el.setAttribute("category", "timing, warranty");
    await waitFor(
      () => buttons(el).length === faq.filter((f) => ["timing", "warranty"].includes(f.category)).length,
      "two categories",
    );
  });

  it("ends with the closing prompt, the call link and 'Visit Our Macon Location' in a new tab", async () => {
    const el = await faqElement("<repair-faq></repair-faq>");
    expect($(el, ".prompt p")!.textContent).to.equal(
      `Still have questions about iPhone repair in ${address.city}, ${address.state}?`,
    );
    const [call, visit] = $$<HTMLAnchorElement>(el, ".prompt a");
    expect(call!.getAttribute("href")).to.equal(phone.href);
    expect(call!.textContent).to.contain(phone.display);
    expect(visit!.textContent).to.contain(`Visit Our ${address.city} Location`);
    expect(visit!.href).to.equal(address.mapsUrl);
    expect(visit!.target).to.equal("_blank");
    expect(visit!.rel).to.contain("noopener");
  });

  it("offers a Text link (sms: with no body) after Call and Visit when the shop takes texts, none when not", async () => {
    const el = await faqElement("<repair-faq></repair-faq>");
    const text = $$<HTMLAnchorElement>(el, ".prompt a")[2];
    if (phone.smsHref === null) {
      expect(text, "no Text link").to.equal(undefined);
      return;
    }
    expect(text!.getAttribute("href")).to.equal(phone.smsHref);
    expect(text!.getAttribute("href")).to.match(/^sms:\+\d+$/);
    expect(text!.textContent).to.equal("Text us");
  });

  it("is isolated from the host page's CSS", async () => {
    const style = mount(
      "<style>button { display: none !important; } * { color: rgb(255, 0, 0) !important; font-family: serif !important; }</style>",
    );
    const el = await faqElement("<repair-faq></repair-faq>");
    const first = buttons(el)[0]!;
    expect(getComputedStyle(first).display).to.equal("flex");
    expect(getComputedStyle(first).color).to.not.equal("rgb(255, 0, 0)");
    expect(getComputedStyle(first).fontFamily).to.not.equal("serif");
    style.remove();
  });
});

function shadowById(el: Element, id: string): HTMLElement {
  const found = el.shadowRoot!.getElementById(id);
  if (!found) throw new Error(`no #${id}`);
  return found;
}

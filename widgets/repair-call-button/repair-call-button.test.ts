import { expect } from "chai";
import { phone } from "virtual:shop-facts";
import "./index.ts";
import { $, cleanup, mount, nextFrame, waitFor } from "../test/helpers.ts";
import { scrollToY } from "../test/scroll.ts";

describe("<repair-call-button>", () => {
  beforeEach(() => {
    mount('<div id="spacer" style="height: 4000px"></div>');
  });
  afterEach(async () => {
    cleanup();
    window.scrollTo(0, 0);
    await nextFrame();
  });

  it("is hidden at the top and up to 100 px, shown past 100 px, hidden again when back", async () => {
    const el = mount("<repair-call-button></repair-call-button>");
    await nextFrame();
    expect(el.shadowRoot, "open shadow root").to.exist;
    expect($(el, "a")).to.equal(null);
    await scrollToY(100);
    expect($(el, "a"), "exactly 100 px is not past 100").to.equal(null);
    await scrollToY(101);
    const link = await waitFor(() => $<HTMLAnchorElement>(el, "a"), "the call link");
    expect(link.getAttribute("href")).to.equal(phone.href);
    expect(link.textContent).to.contain("Call Now");
    expect(link.getAttribute("aria-label")).to.contain(phone.display);
    await scrollToY(50);
    await waitFor(() => $(el, "a") === null, "hidden again");
  });

  it("is a touch target of at least 44 px, fixed on screen", async () => {
    const el = mount("<repair-call-button always></repair-call-button>");
    const link = await waitFor(() => $<HTMLAnchorElement>(el, "a"), "the call link");
    const box = link.getBoundingClientRect();
    expect(box.height).to.be.at.least(44);
    expect(box.width).to.be.at.least(44);
    expect(getComputedStyle(link).position).to.equal("fixed");
    expect(box.bottom).to.be.at.most(window.innerHeight);
  });

  it("reads a bare boolean attribute as true and its removal as false (r2wc pitfalls)", async () => {
    const el = mount("<repair-call-button always></repair-call-button>");
    await waitFor(() => $(el, "a"), "shown by a bare `always`");
    el.removeAttribute("always");
    await waitFor(() => $(el, "a") === null, "hidden after removing `always`");
    el.setAttribute("always", "false");
    await nextFrame();
    expect($(el, "a")).to.equal(null);
    el.setAttribute("always", "");
    await waitFor(() => $(el, "a"), "shown again");
  });

  it("lifts focused content out from under the button (WCAG 2.4.11)", async () => {
    const el = mount("<repair-call-button always></repair-call-button>");
    const link = await waitFor(() => $<HTMLAnchorElement>(el, "a"), "the call link");
    const box = link.getBoundingClientRect();
    // A page link that sits right under the floating button.
    const target = mount(`<a href="#x" style="position: absolute; left: ${box.left}px; top: ${window.scrollY + box.top + 4}px">Under</a>`);
    target.focus();
    await nextFrame();
    await nextFrame();
    const focused = target.getBoundingClientRect();
    expect(focused.bottom, "focused link ends above the button").to.be.at.most(link.getBoundingClientRect().top);
  });

  it("takes a custom threshold", async () => {
    const el = mount('<repair-call-button threshold="300"></repair-call-button>');
    await scrollToY(250);
    expect($(el, "a")).to.equal(null);
    await scrollToY(301);
    await waitFor(() => $(el, "a"), "shown past 300");
  });

  it("keeps its styles in its own shadow root (adopted sheets), none in the document head", async () => {
    const before = document.head.querySelectorAll("style").length;
    const el = mount("<repair-call-button always></repair-call-button>");
    const link = await waitFor(() => $<HTMLAnchorElement>(el, "a"), "the call link");
    expect(el.shadowRoot!.adoptedStyleSheets.length).to.be.at.least(2);
    expect(getComputedStyle(link).backgroundColor).to.equal("rgb(21, 128, 61)");
    expect(document.head.querySelectorAll("style").length).to.equal(before);
  });
});

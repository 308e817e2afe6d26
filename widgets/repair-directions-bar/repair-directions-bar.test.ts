import { expect } from "chai";
import { setViewport } from "@web/test-runner-commands";
import { address, shop } from "virtual:shop-facts";
import "./index.ts";
import { $, cleanup, deepActiveElement, mount, nextFrame, waitFor } from "../test/helpers.ts";
import { scrollToY } from "../test/scroll.ts";

const bar = (el: Element) => $(el, "aside");

describe("<repair-directions-bar>", () => {
  beforeEach(() => {
    sessionStorage.clear();
    mount('<div id="spacer" style="height: 4000px"></div>');
  });
  afterEach(async () => {
    cleanup();
    window.scrollTo(0, 0);
    await nextFrame();
    sessionStorage.clear();
  });

  it("is hidden up to 200 px and shown past 200 px with the name, 'iPhone Repair', the address and Get Directions", async () => {
    const el = mount("<repair-directions-bar></repair-directions-bar>");
    await scrollToY(150);
    expect(bar(el)).to.equal(null);
    await scrollToY(200);
    expect(bar(el), "exactly 200 px is not past 200").to.equal(null);
    await scrollToY(201);
    const aside = await waitFor(() => bar(el), "the bar");
    expect(aside.textContent).to.contain(shop.name);
    expect(aside.textContent).to.contain("iPhone Repair");
    expect(aside.textContent).to.contain(`${address.street}, ${address.city}, ${address.state}`);
    const link = $<HTMLAnchorElement>(el, "a")!;
    expect(link.textContent).to.contain("Get Directions");
    expect(link.href).to.equal(address.mapsUrl);
    expect(link.href).to.match(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect(link.target).to.equal("_blank");
    expect(link.rel).to.contain("noopener");
    await scrollToY(100);
    await waitFor(() => bar(el) === null, "hidden again above 200");
  });

  it("close hides it until the next scroll event beyond 200 px", async () => {
    const el = mount("<repair-directions-bar></repair-directions-bar>");
    await scrollToY(400);
    const close = await waitFor(() => $<HTMLButtonElement>(el, "button"), "the close button");
    expect(close.getAttribute("aria-label")).to.equal("Close directions bar");
    close.click();
    await waitFor(() => bar(el) === null, "hidden by close");
    // Scrolling above the threshold does not bring it back...
    await scrollToY(150);
    expect(bar(el)).to.equal(null);
    // ...the next scroll event beyond 200 px does.
    await scrollToY(250);
    await waitFor(() => bar(el), "back after scrolling beyond 200");
  });

  it("stays closed when moved in the DOM (remount) until the next scroll beyond 200 px", async () => {
    const el = mount("<repair-directions-bar></repair-directions-bar>");
    await scrollToY(500);
    (await waitFor(() => $<HTMLButtonElement>(el, "button"), "close")).click();
    await waitFor(() => bar(el) === null, "closed");
    const box = mount("<div></div>");
    box.append(el); // r2wc unmounts and mounts again
    await nextFrame();
    await nextFrame();
    expect(bar(el), "the dismissal survives the remount").to.equal(null);
    await scrollToY(520);
    await waitFor(() => bar(el), "back on the next scroll beyond 200");
  });

  it("keeps focused content clear: sets the bar offset and the document's scroll padding while shown", async () => {
    const el = mount("<repair-directions-bar></repair-directions-bar>");
    await scrollToY(300);
    const aside = await waitFor(() => bar(el), "the bar");
    const height = Math.ceil(aside.getBoundingClientRect().height);
    const root = document.documentElement;
    expect(root.style.getPropertyValue("--repair-bar-offset")).to.equal(`${height}px`);
    expect(parseFloat(getComputedStyle(root).scrollPaddingBottom)).to.be.at.least(height);
    // A focused control near the bottom of the viewport is scrolled clear of the bar.
    const input = mount<HTMLInputElement>('<input aria-label="probe" style="position: absolute; left: 0">');
    input.style.top = `${window.scrollY + window.innerHeight + 600}px`;
    input.focus();
    await nextFrame();
    await nextFrame();
    expect(deepActiveElement()).to.equal(input);
    expect(input.getBoundingClientRect().bottom).to.be.at.most(aside.getBoundingClientRect().top);
    (await waitFor(() => $<HTMLButtonElement>(el, "button"), "close")).click();
    await waitFor(() => root.style.getPropertyValue("--repair-bar-offset") === "", "offset removed when hidden");
  });

  it("has touch targets of at least 44 px", async () => {
    const el = mount("<repair-directions-bar always></repair-directions-bar>");
    await waitFor(() => bar(el), "the bar (always)");
    for (const control of [$(el, "a")!, $(el, "button")!]) {
      const box = control.getBoundingClientRect();
      expect(box.height, control.textContent ?? "").to.be.at.least(44);
      expect(box.width).to.be.at.least(44);
    }
  });

  it("on a phone fits the room the page keeps for it, with the whole name and address and 'Get Directions' as the link's name", async () => {
    await setViewport({ width: 390, height: 844 });
    try {
      const el = mount("<repair-directions-bar always></repair-directions-bar>");
      const aside = await waitFor(() => bar(el), "the bar (always)");
      const room = parseFloat(getComputedStyle(aside).getPropertyValue("--bar-height")) * 16;
      expect(aside.getBoundingClientRect().height).to.be.at.most(room);
      for (const line of [$(el, ".name")!, $(el, ".address")!]) {
        expect(line.scrollWidth, `${line.textContent} is not cut`).to.be.at.most(line.clientWidth);
        expect(line.scrollHeight, `${line.textContent} is not cut`).to.be.at.most(line.clientHeight);
      }
      const link = $<HTMLAnchorElement>(el, "a")!;
      expect($(el, ".get")!.getBoundingClientRect().width, "'Get' is not shown").to.be.at.most(1);
      expect(link.textContent!.replace(/\s+/g, " ").trim()).to.equal("Get Directions (opens in a new tab)");
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});

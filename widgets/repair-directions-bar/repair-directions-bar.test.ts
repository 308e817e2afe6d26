import { assert, expect } from "chai";
import { setViewport } from "@web/test-runner-commands";
import { address, phone, shop } from "virtual:shop-facts";
import "./index.ts";
import { $, $$, canonicalMarkup, cleanup, deepActiveElement, mount, nextFrame, waitFor } from "../test/helpers.ts";
import {
  expectFocusKeptThroughUpgrade,
  mountShellBeforeReact,
  onATallPage,
  scrollToY,
  textLink,
} from "../test/floating.ts";
import { dismissal } from "./dismissal.ts";

const TAG = "repair-directions-bar";
const bar = (el: Element) => $(el, "aside");
const barOffset = () => document.documentElement.style.getPropertyValue("--repair-bar-offset");

/** Mounts an element and, in the same task (React comes tasks later), returns it with its shell's bar. */
const mountBeforeReact = (html: string) => mountShellBeforeReact(TAG, html, "aside");

describe("<repair-directions-bar>", () => {
  onATallPage(TAG, () => sessionStorage.clear()); // the bar's dismissal lasts the visit

  it("is hidden up to 200 px and shown past 200 px with the name, the tagline, the address and Get Directions", async () => {
    const el = mount("<repair-directions-bar></repair-directions-bar>");
    await scrollToY(150);
    expect(bar(el)).to.equal(null);
    await scrollToY(200);
    expect(bar(el), "exactly 200 px is not past 200").to.equal(null);
    await scrollToY(201);
    const aside = await waitFor(() => bar(el), "the bar");
    expect(aside.textContent).to.contain(shop.name);
    expect(aside.textContent).to.contain(shop.tagline);
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
    for (const control of $$(el, "a, button")) {
      const box = control.getBoundingClientRect();
      expect(box.height, control.textContent ?? "").to.be.at.least(44);
      expect(box.width).to.be.at.least(44);
    }
  });

  it("offers a Text link (sms: with no body) after Get Directions when the shop takes texts, none when not", async () => {
    const el = mount("<repair-directions-bar always></repair-directions-bar>");
    await waitFor(() => bar(el), "the bar (always)");
    const text = textLink(el);
    if (!text) return;
    // Reached by the keyboard right after Get Directions: next in the bar's order, in the tab order.
    expect($(el, ".directions")!.nextElementSibling).to.equal(text);
    expect(text.tabIndex).to.equal(0);
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

  describe("with `always`, before React", () => {
    it("shows the bar at once, on screen in the top layer, with the shop's name, address and directions link, and keeps room for it", async () => {
      const { el, shell, reacted, reactAfter } = mountBeforeReact(
        "<repair-directions-bar always></repair-directions-bar>",
      );
      assert.exists(shell, "the shell's bar, in the upgrade's own task");
      expect(shell!.getAttribute("aria-label")).to.equal(`Directions to ${shop.name}`);
      expect($(el, ".name")!.textContent).to.equal(`${shop.name} ${shop.tagline}`);
      expect($(el, ".address")!.textContent).to.equal(`${address.street}, ${address.city}, ${address.state}`);
      const link = $<HTMLAnchorElement>(el, "a")!;
      expect(link.getAttribute("href")).to.equal(address.mapsUrl);
      expect(link.target).to.equal("_blank");
      expect(link.rel).to.contain("noopener");
      expect(link.textContent).to.equal("Get Directions (opens in a new tab)");
      expect($(el, "button")!.getAttribute("aria-label")).to.equal("Close directions bar");
      await Promise.resolve(); // the shell enters the top layer, then measures itself, in microtasks
      await Promise.resolve();
      expect(reacted(), "React has not rendered yet").to.equal(false);
      expect(bar(el), "still the shell").to.equal(shell);
      expect(shell!.matches(":popover-open"), "in the top layer").to.equal(true);
      const box = shell!.getBoundingClientRect();
      expect(box.top).to.be.at.least(0);
      expect(box.bottom).to.be.closeTo(document.documentElement.clientHeight, 1);
      expect(box.height).to.be.at.least(44);
      expect(barOffset(), "the floating buttons rise above the shell").to.equal(`${Math.ceil(box.height)}px`);
      await reactAfter();
    });

    it("is replaced by React's bar with the same markup, the same box and the same room kept, exactly one bar", async () => {
      const { el, shell, reactAfter } = mountBeforeReact(
        '<repair-directions-bar always position="right" offset="64"></repair-directions-bar>',
      );
      const shellMarkup = canonicalMarkup(shell!);
      await Promise.resolve();
      await Promise.resolve();
      const shellBox = shell!.getBoundingClientRect().toJSON() as DOMRect;
      const linkBox = $(el, "a")!.getBoundingClientRect().toJSON() as DOMRect;
      expect(shellBox.bottom, "offset").to.be.closeTo(document.documentElement.clientHeight - 64, 1);
      expect(linkBox.right, "position: content on the right").to.be.greaterThan(
        document.documentElement.clientWidth / 2,
      );
      const room = barOffset();
      expect(room).to.equal(`${Math.ceil(shellBox.height) + 64}px`);
      await reactAfter();
      expect(shell!.isConnected, "the shell is gone").to.equal(false);
      expect($$(el, "aside")).to.have.length(1);
      expect($$(el, "a"), "Get Directions, and Text when the shop takes texts").to.have.length(phone.smsHref ? 2 : 1);
      expect(canonicalMarkup(bar(el)!), "React's markup").to.equal(shellMarkup);
      const box = bar(el)!.getBoundingClientRect();
      for (const side of ["left", "top", "width", "height"] as const)
        expect(box[side], side).to.be.closeTo(shellBox[side], 1);
      expect($(el, "a")!.getBoundingClientRect().left, "the link").to.be.closeTo(linkBox.left, 1);
      expect(barOffset(), "React keeps the same room").to.equal(room);
    });

    it("gives the page's own scroll padding back when React's bar closes after taking over", async () => {
      const root = document.documentElement;
      root.style.scrollPaddingBottom = "12px";
      try {
        const { el, reactAfter } = mountBeforeReact("<repair-directions-bar always></repair-directions-bar>");
        await Promise.resolve();
        await Promise.resolve();
        expect(root.style.scrollPaddingBottom).to.match(/^calc\(/);
        await reactAfter();
        $<HTMLButtonElement>(el, "button")!.click();
        await waitFor(() => bar(el) === null, "closed");
        expect(barOffset()).to.equal("");
        expect(root.style.scrollPaddingBottom, "the page's own").to.equal("12px");
      } finally {
        root.style.scrollPaddingBottom = "";
      }
    });

    it("closes from the shell's button; React, when it comes, stays closed", async () => {
      const { el, shell, reactAfter } = mountBeforeReact("<repair-directions-bar always></repair-directions-bar>");
      await Promise.resolve();
      await Promise.resolve();
      expect(barOffset()).to.not.equal("");
      $<HTMLButtonElement>(el, "button")!.click();
      expect(shell!.checkVisibility(), "the shell is hidden").to.equal(false);
      expect(dismissal.get(), "recorded for React and the next page").to.equal(true);
      expect(barOffset(), "no room kept").to.equal("");
      await reactAfter();
      await nextFrame();
      expect($$(el, "aside"), "React's bar stays closed").to.have.length(0);
      expect(barOffset()).to.equal("");
    });

    it("gives the room back when taken off the page before React came, and keeps it again when put back", async () => {
      const { el, reacted } = mountBeforeReact("<repair-directions-bar always></repair-directions-bar>");
      await Promise.resolve();
      await Promise.resolve();
      const room = barOffset();
      expect(room).to.not.equal("");
      el.remove();
      await waitFor(() => barOffset() === "", "room given back");
      expect(reacted(), "React never rendered the removed element").to.equal(false);
      mount("<div></div>").append(el);
      await waitFor(() => barOffset() === room, "room kept again");
    });

    it("hands the focus on the shell's close button to React's", () => expectFocusKeptThroughUpgrade(TAG, "button"));

    it("shows no shell when closed earlier in the visit, nor without `always` before a scroll", async () => {
      dismissal.set(true);
      const closed = mountBeforeReact("<repair-directions-bar always></repair-directions-bar>");
      expect(closed.shell).to.equal(null);
      await closed.reactAfter();
      expect(bar(closed.el)).to.equal(null);
      cleanup();
      dismissal.set(false);
      const scrolling = mountBeforeReact("<repair-directions-bar></repair-directions-bar>");
      expect(scrolling.shell).to.equal(null);
      await Promise.resolve();
      expect(barOffset()).to.equal("");
      await scrolling.reactAfter();
      expect(bar(scrolling.el)).to.equal(null);
    });
  });
});

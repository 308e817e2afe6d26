// position / offset and the top layer, on the three floating widgets; the inline chat filling its box.
import { expect } from "chai";
import { setViewport } from "@web/test-runner-commands";
import "../repair-call-button/index.ts";
import "../repair-chat/index.ts";
import "../repair-directions-bar/index.ts";
import "../repair-model-menu/index.ts";
import { chatStore } from "../repair-chat/chat-store.ts";
import { $, cleanup, mount, nextFrame, reactCommits, waitFor } from "../test/helpers.ts";

const GAP = 16; // the widgets' distance from the viewport's edges

describe("placement", () => {
  before(() => setViewport({ width: 800, height: 600 }));
  beforeEach(() => {
    sessionStorage.clear();
    chatStore.reset();
    chatStore.setOpen(false);
  });
  afterEach(async () => {
    cleanup();
    await nextFrame();
  });

  it("the call button sits bottom left by default, and where position and offset say, in the top layer", async () => {
    // React's button (with `always`, a plain-DOM shell stands in before it: repair-call-button's tests).
    const commits = reactCommits("repair-call-button");
    const el = mount("<repair-call-button always></repair-call-button>");
    await waitFor(() => reactCommits("repair-call-button") > commits, "React's button");
    const link = await waitFor(() => $<HTMLAnchorElement>(el, "a"), "the call link");
    expect(link.matches(":popover-open"), "in the top layer").to.equal(true);
    let box = link.getBoundingClientRect();
    expect(box.left).to.be.closeTo(GAP, 1);
    expect(box.bottom).to.be.closeTo(document.documentElement.clientHeight - GAP, 1);

    el.setAttribute("position", "right");
    el.setAttribute("offset", "72");
    await waitFor(
      () => Math.abs(link.getBoundingClientRect().right - (document.documentElement.clientWidth - GAP)) < 1,
      "at the right",
    );
    // (bottom moves with a short transition)
    await waitFor(
      () => Math.abs(link.getBoundingClientRect().bottom - (document.documentElement.clientHeight - GAP - 72)) < 1,
      "72 px higher",
    );
    box = link.getBoundingClientRect();
    expect(box.left).to.be.greaterThan(document.documentElement.clientWidth / 2);
  });

  it("the chat's launcher and panel follow position and offset; the panel stays on screen", async () => {
    const el = mount('<repair-chat position="left" offset="100"></repair-chat>');
    // The shell's launcher enters the top layer after the next frame; React's may have replaced it by then.
    const launcher = await waitFor(
      () => $(el, ".chat")?.matches(":popover-open") && $<HTMLButtonElement>(el, ".launcher"),
      "the launcher in the top layer",
    );
    const box = launcher.getBoundingClientRect();
    expect(box.left).to.be.closeTo(GAP, 1);
    expect(box.bottom).to.be.closeTo(document.documentElement.clientHeight - GAP - 100, 1);
    launcher.click();
    const panel = await waitFor(() => $(el, ".panel:not(.loading)"), "the panel");
    await waitFor(() => $(el, "textarea"), "the field");
    const p = panel.getBoundingClientRect();
    expect(p.left).to.be.closeTo(GAP, 1);
    expect(p.top).to.be.at.least(0);
    expect(p.bottom).to.be.at.most(box.top);
  });

  it("the directions bar rises by its offset and lifts the floating buttons above itself", async () => {
    const commits = reactCommits("repair-call-button") + reactCommits("repair-directions-bar");
    const bar = mount('<repair-directions-bar always offset="64"></repair-directions-bar>');
    const call = mount("<repair-call-button always></repair-call-button>");
    await waitFor(
      () => reactCommits("repair-call-button") + reactCommits("repair-directions-bar") >= commits + 2,
      "React's bar and button",
    );
    const aside = await waitFor(() => $<HTMLElement>(bar, "aside"), "the bar");
    const link = await waitFor(() => $<HTMLAnchorElement>(call, "a"), "the call link");
    const b = aside.getBoundingClientRect();
    expect(b.bottom).to.be.closeTo(document.documentElement.clientHeight - 64, 1);
    expect(document.documentElement.style.getPropertyValue("--repair-bar-offset")).to.equal(
      `${Math.ceil(b.height) + 64}px`,
    );
    await waitFor(() => link.getBoundingClientRect().bottom <= b.top - GAP + 1, "the call button above the bar");
  });

  it("an inline chat takes its element's height: field and send button inside, the log scrolls", async () => {
    const el = mount('<repair-chat mode="inline" style="height: 360px; width: 300px"></repair-chat>');
    const field = await waitFor(() => $<HTMLTextAreaElement>(el, "textarea"), "the field");
    const host = el.getBoundingClientRect();
    const panel = $(el, ".panel")!.getBoundingClientRect();
    expect(panel.height).to.be.closeTo(360, 2);
    expect(field.getBoundingClientRect().bottom).to.be.at.most(host.bottom);
    expect($(el, ".send")!.getBoundingClientRect().bottom).to.be.at.most(host.bottom);
    // The quick prompts scroll in their own strip rather than pushing the field out.
    const prompts = $(el, ".prompts")!;
    expect(prompts.getBoundingClientRect().bottom).to.be.at.most(field.getBoundingClientRect().top);
  });

  it("links to our pages open in place on our own site, menu included", async () => {
    // The test page is on the origin the widgets' code came from, and not in a frame.
    const el = mount("<repair-model-menu></repair-model-menu>");
    await setViewport({ width: 400, height: 600 });
    const button = await waitFor(() => $<HTMLButtonElement>(el, ".menu-button"), "the menu button");
    button.click();
    const link = await waitFor(() => $<HTMLAnchorElement>(el, ".touch-panel a"), "a model link");
    expect(link.hasAttribute("target")).to.equal(false);
    // The panel enters the top layer in an effect after the render that draws its links.
    await waitFor(() => $(el, ".touch-panel")?.matches(":popover-open"), "the open touch menu in the top layer");
    await setViewport({ width: 800, height: 600 });
  });

  it("label names the menu's navigation landmark", async () => {
    const el = mount('<repair-model-menu label="Repair models"></repair-model-menu>');
    const nav = await waitFor(() => $(el, "nav"), "the nav");
    expect(nav.getAttribute("aria-label")).to.equal("Repair models");
    expect(nav.getAttribute("dir")).to.equal("ltr");
  });
});

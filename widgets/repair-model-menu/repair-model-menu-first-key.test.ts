// In its own page, so the wide menu's code is not loaded yet: a keyboard user who tabs to the
// button and presses ArrowDown at once (before the code arrives) lands on the first series.
import { expect } from "chai";
import { sendKeys, setViewport } from "@web/test-runner-commands";
import { series } from "virtual:shop-facts";
import "./index.ts";
import { cleanup, deepActiveElement, mount, waitFor } from "../test/helpers.ts";

describe("<repair-model-menu> before its menu code has loaded", () => {
  before(() => setViewport({ width: 1200, height: 800 }));
  afterEach(cleanup);

  it("Tab then ArrowDown at once opens the menu with the focus on the first series, and Escape returns it", async () => {
    const wrapper = mount('<div><a href="#top">before</a><repair-model-menu></repair-model-menu></div>');
    const el = wrapper.querySelector("repair-model-menu")!;
    await waitFor(() => el.shadowRoot?.querySelector(".menu-button"), "the button");
    expect(performance.getEntriesByType("resource").some((e) => e.name.includes("WideMenu"))).to.equal(false);
    wrapper.querySelector("a")!.focus();
    await sendKeys({ press: "Tab" });
    await sendKeys({ press: "ArrowDown" });
    await waitFor(() => deepActiveElement()?.textContent?.trim() === series[0]!.label, "focus on the first series");
    await sendKeys({ press: "Escape" });
    await waitFor(() => !el.shadowRoot!.querySelector("[role=menu]"), "closed");
    const button = el.shadowRoot!.querySelector(".menu-button");
    await waitFor(() => deepActiveElement() === button, "focus back on the button");
  });
});

import { expect } from "chai";
import { createElement } from "react";
import { cleanup, mount, waitFor } from "../test/helpers.ts";
import { defineWidget, type WidgetProps } from "./define-widget.ts";

interface ProbeProps extends WidgetProps {
  label?: string;
  open?: boolean;
}

function Probe({ label = "default", open = false }: ProbeProps) {
  return createElement("p", { className: "root probe" }, `${label} ${open ? "open" : "closed"}`);
}

defineWidget<ProbeProps>("test-probe", Probe, { label: "string", open: "boolean" }, ".probe { margin: 0; }");

const rendered = (el: Element) => el.shadowRoot!.querySelector(".probe");

describe("defineWidget", () => {
  afterEach(() => cleanup());

  it("keeps the server-rendered fallback on screen until React's first render, then shows only the widget", async () => {
    const el = mount(`<test-probe><a id="fallback" href="#">Fallback link</a></test-probe>`);
    const fallback = document.getElementById("fallback")!;
    // Upgraded, React not rendered yet: the fallback shows through the slot, so nothing jumps.
    expect(el.shadowRoot, "upgraded").to.not.equal(null);
    expect(rendered(el)).to.equal(null);
    expect(fallback.getBoundingClientRect().height).to.be.greaterThan(0);
    await waitFor(() => rendered(el), "React's first render");
    expect(el.shadowRoot!.querySelector("slot"), "the slot left with the first render").to.equal(null);
    expect(fallback.getBoundingClientRect().height).to.equal(0);
  });

  it("reads a bare boolean attribute as true and resets a removed attribute to its default", async () => {
    const el = mount(`<test-probe label="Hi" open></test-probe>`);
    await waitFor(() => rendered(el)?.textContent === "Hi open", "the attributes");
    el.removeAttribute("open");
    el.removeAttribute("label");
    await waitFor(() => rendered(el)?.textContent === "default closed", "the defaults back");
  });

  it("defines elements one per task, in the order they were declared, so no upgrade makes a long task", async () => {
    defineWidget<ProbeProps>("test-probe-a", Probe, {}, "");
    defineWidget<ProbeProps>("test-probe-b", Probe, {}, "");
    expect(customElements.get("test-probe-a"), "not in the importing task").to.equal(undefined);
    // whenDefined resolves in the microtasks of the task that defined the first element.
    const secondWhenFirstDefined = await customElements.whenDefined("test-probe-a").then(() => customElements.get("test-probe-b"));
    expect(secondWhenFirstDefined, "the second waits for a later task").to.equal(undefined);
    await customElements.whenDefined("test-probe-b");
    expect(customElements.get("test-probe-b")).to.not.equal(undefined);
  });
});

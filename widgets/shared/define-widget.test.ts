import { expect } from "chai";
import { createElement } from "react";
import { cleanup, mount, waitFor } from "../test/helpers.ts";
import { defineWidget, READY_MARK, type WidgetProps } from "./define-widget.ts";

interface ProbeProps extends WidgetProps {
  label?: string;
  open?: boolean;
}

function Probe({ label = "default", open = false }: ProbeProps) {
  return createElement("p", { className: "root probe" }, `${label} ${open ? "open" : "closed"}`);
}

defineWidget<ProbeProps>("test-probe", Probe, { label: "string", open: "boolean" }, ".probe { margin: 0; }");

const rendered = (el: Element) => el.shadowRoot!.querySelector(".probe");

/** Defines a probe and waits for its turn: elements are defined one per task (define-widget.ts). */
async function defined<P extends WidgetProps>(...args: Parameters<typeof defineWidget<P>>) {
  defineWidget<P>(...args);
  await customElements.whenDefined(args[0]);
}

describe("defineWidget", () => {
  before(() => customElements.whenDefined("test-probe"));
  afterEach(() => cleanup());

  it("defines each element in a task of its own, so one script for all five never blocks the page long", async () => {
    defineWidget<ProbeProps>("test-probe-first", Probe, {}, "");
    defineWidget<ProbeProps>("test-probe-second", Probe, {}, "");
    expect(customElements.get("test-probe-first"), "not in the importing task").to.equal(undefined);
    await customElements.whenDefined("test-probe-first");
    // Right after the first definition's task, the second waits for a task of its own.
    expect(customElements.get("test-probe-second")).to.equal(undefined);
    await customElements.whenDefined("test-probe-second");
  });

  it("keeps the server-rendered fallback on screen until React's first render, then shows only the widget", async () => {
    const el = mount(`<test-probe><a id="fallback" href="#">Fallback link</a></test-probe>`);
    const fallback = document.getElementById("fallback")!;
    // Upgraded, React not rendered yet: the fallback shows through the slot, so nothing jumps.
    expect(el.shadowRoot, "upgraded").to.not.equal(null);
    expect(rendered(el)).to.equal(null);
    expect(fallback.getBoundingClientRect().height).to.be.greaterThan(0);
    await waitFor(() => rendered(el), "React's first render", 15000);
    expect(el.shadowRoot!.querySelector("slot"), "the slot left with the first render").to.equal(null);
    expect(fallback.getBoundingClientRect().height).to.equal(0);
  });

  it("reads a bare boolean attribute as true and resets a removed attribute to its default", async () => {
    const el = mount(`<test-probe label="Hi" open></test-probe>`);
    await waitFor(() => rendered(el)?.textContent === "Hi open", "the attributes", 15000);
    el.removeAttribute("open");
    el.removeAttribute("label");
    await waitFor(() => rendered(el)?.textContent === "default closed", "the defaults back");
  });

  it("upgrades at once without React (fallback and shell), and React renders later, in a task of its own", async () => {
    await defined<ProbeProps>("test-probe-shell", Probe, {}, "", {
      shell: (root) =>
        root.append(Object.assign(document.createElement("button"), { className: "shell", textContent: "Shell" })),
    });
    const el = mount(`<test-probe-shell><a id="fallback" href="#">Fallback link</a></test-probe-shell>`);
    // Upgraded in the same task: the shell and the slot for the fallback, no React yet.
    expect(el.shadowRoot!.querySelector(".shell")).to.not.equal(null);
    expect(el.shadowRoot!.querySelector("slot")).to.not.equal(null);
    expect(rendered(el)).to.equal(null);
    const rendersBefore = performance.getEntriesByName(READY_MARK).length;
    await waitFor(() => rendered(el), "React's first render", 15000);
    expect(el.shadowRoot!.querySelector(".shell"), "the shell left with the first render").to.equal(null);
    expect(performance.getEntriesByName(READY_MARK).length, "the ready mark").to.equal(rendersBefore + 1);
  });

  it("gives the focus on a shell or on the fallback to the control of React's tree with the same name", async () => {
    await defined<ProbeProps>(
      "test-probe-focus",
      () => createElement("button", { className: "root probe", "aria-label": "Go" }, "→"),
      {},
      "",
      {
        shell: (root) => root.append(Object.assign(document.createElement("button"), { textContent: "Go" })),
      },
    );
    const el = mount(`<test-probe-focus></test-probe-focus>`);
    el.shadowRoot!.querySelector<HTMLButtonElement>("button")!.focus();
    await waitFor(() => rendered(el), "React's first render", 15000);
    expect(el.shadowRoot!.activeElement).to.equal(rendered(el));

    await defined<ProbeProps>(
      "test-probe-fallback-focus",
      () => createElement("a", { className: "root probe", href: "#menu" }, "Models"),
      {},
      "",
    );
    const withFallback = mount(
      `<test-probe-fallback-focus><a id="fallback-link" href="#">Models</a></test-probe-fallback-focus>`,
    );
    document.getElementById("fallback-link")!.focus();
    await waitFor(() => rendered(withFallback), "React's first render", 15000);
    expect(withFallback.shadowRoot!.activeElement).to.equal(rendered(withFallback));
  });
});

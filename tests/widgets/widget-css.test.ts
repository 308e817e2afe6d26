// The widgets' stylesheets on partners' pages: sizes in px (a host's root font size changes nothing)
// and design tokens private to each shadow root (set on .root, never on :host, which host rules reach).
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { remToPx } from "../../widgets/build/rem-to-px.ts";

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");
const widgetCss = [
  "site/styles/tokens.css",
  "site/styles/elements.css",
  "widgets/shared/base.css",
  ...readdirSync(new URL("../../widgets", import.meta.url), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".css"))
    .map((f) => `widgets/${f}`),
];

describe("widget CSS", () => {
  it("turns rem into px at 16 px, in values, functions and media queries, and leaves names alone", () => {
    expect(remToPx("a{width:3.5rem;margin:-.25rem;padding:calc(2 * 0.5rem)}")).toBe(
      "a{width:56px;margin:-4px;padding:calc(2 * 8px)}",
    );
    expect(remToPx("@media (min-width: 48rem){b{font-size:clamp(1.875rem, 1.3rem + 2.6vw, 3rem)}}")).toBe(
      "@media (min-width: 768px){b{font-size:clamp(30px, 20.8px + 2.6vw, 48px)}}",
    );
    expect(remToPx(".item-3rem, .remove { --x: 1em }")).toBe(".item-3rem, .remove { --x: 1em }");
  });

  it("leaves no rem in any stylesheet a widget adopts", () => {
    for (const file of widgetCss) expect(remToPx(read(file)), file).not.toMatch(/\d\s*rem\b/);
  });

  it("sets the design tokens on the page's :root and each widget's .root, never on :host", () => {
    const tokens = read("site/styles/tokens.css");
    expect(tokens).toMatch(/:root,\s*\.root\s*\{/);
    for (const file of widgetCss) {
      const hostRules =
        read(file)
          .replace(/\/\*[\s\S]*?\*\//g, "")
          .match(/:host[^{]*\{[^}]*\}/g) ?? [];
      for (const rule of hostRules) expect(rule, `${file}: a token on :host`).not.toMatch(/--[\w-]+\s*:/);
    }
  });

  it("feeds the tokens from the documented --repair-* theming properties", () => {
    const tokens = read("site/styles/tokens.css");
    for (const knob of ["--repair-accent", "--repair-on-accent", "--repair-radius", "--repair-font"])
      expect(tokens).toContain(`var(${knob}`);
  });
});

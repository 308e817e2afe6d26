// A keyboard-only walk through the home page: every stop has a visible focus indicator, the sticky
// bars never cover what has focus (WCAG 2.4.11), and the walk reaches the call link, the menu, the
// FAQ and the chat.
import { expect, test } from "@playwright/test";
import faqItems from "../../site/_data/faq.ts";
import { openRendered } from "./rendered.ts";

interface Stop {
  name: string;
  host: string | null;
  visibleFocus: boolean;
  rect: { top: number; bottom: number; left: number; right: number };
  covered: boolean;
  coveredBy: string;
}

// A phone has no Tab key: desktop only (the phone layout is walked by the touch tests).
test(
  "Tab reaches the call link, the menu, the FAQ and the chat, each visibly focused and never covered",
  { tag: "@desktop" },
  async ({ page }) => {
    // The widgets as React renders them: a walk begun earlier meets the fallback (plain links) first.
    await openRendered(page, "/");
    const stops: Stop[] = [];
    for (let i = 0; i < 160; i++) {
      await page.keyboard.press("Tab");
      const stop = await page.evaluate(() => {
        // Follow focus into open shadow roots.
        let el = document.activeElement;
        let host: Element | null = null;
        while (el?.shadowRoot?.activeElement) {
          host = el;
          el = el.shadowRoot.activeElement;
        }
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const visibleFocus =
          (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
        const r = el.getBoundingClientRect();
        // What is painted at the focused element's centre: itself (or inside it), or something on top?
        const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
        const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
        let top = document.elementFromPoint(x, y);
        while (top?.shadowRoot) {
          const inner = top.shadowRoot.elementFromPoint(x, y);
          if (!inner || inner === top) break;
          top = inner;
        }
        const covered = !!top && top !== el && !el.contains(top) && !top.contains(el) && !(host && top === host);
        return {
          name: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60),
          host: host?.tagName.toLowerCase() ?? null,
          visibleFocus,
          rect: { top: r.top, bottom: r.bottom, left: r.left, right: r.right },
          covered,
          coveredBy: covered ? `${top?.tagName} ${top?.className}` : "",
        };
      });
      if (!stop) continue;
      stops.push(stop);
      if (stop.host === "repair-chat" && stop.name === "Open repair chat") break;
    }
    const problems = stops
      .filter((s) => !s.visibleFocus || s.covered)
      .map((s) => `${s.host ?? "page"}: ${s.name} ${JSON.stringify(s)}`);
    expect(problems).toEqual([]);
    const names = stops.map((s) => `${s.host ?? "page"}: ${s.name}`);
    expect(names).toContain("page: Skip to main content");
    expect(names.some((n) => n.startsWith("page: Call Now"))).toBe(true);
    expect(names).toContain("repair-model-menu: iPhone Models");
    expect(names.some((n) => n.startsWith(`repair-faq: ${faqItems[0]!.question.slice(0, 60)}`))).toBe(true);
    expect(names).toContain("repair-chat: Open repair chat");
    // On-screen when focused: the page scrolled each stop into view, clear of the sticky bars.
    for (const s of stops) expect(s.rect.bottom, s.name).toBeLessThanOrEqual(800);
  },
);

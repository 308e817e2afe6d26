// The cost of a page's scripts to its main thread, measured the way a slow phone feels it: Chromium
// with its CPU slowed down through the DevTools protocol (Emulation.setCPUThrottlingRate), long tasks
// from a `longtask` PerformanceObserver and, to say whose they are, the scripts of each long
// animation frame. Lighthouse's simulated TBT is an estimate from an unthrottled trace; this is a
// real throttled load. Used by `npm run bench:site` and by tests/e2e/widgets-cost.spec.ts.
import type { Browser } from "@playwright/test";

export interface LongTaskReport {
  /** The longest task, ms (0 when none went over 50 ms). */
  longest: number;
  /** Total blocking time: the sum over long tasks of what exceeds 50 ms. */
  blocking: number;
  /** Long tasks (over 50 ms). */
  count: number;
  /** The longest single run of one of our widget scripts (/widgets/...) in a long frame, ms. */
  longestWidgetScript: number;
  /** What that script was (its file and how it was invoked). */
  widgetScript: string;
}

const WIDGET_TAGS = "repair-chat, repair-faq, repair-model-menu, repair-call-button, repair-directions-bar";

/**
 * Loads `url` in a fresh context at `rate`× CPU slowdown and records every long task until each
 * widget on the page has rendered with React (define-widget.ts marks it) and the main thread has
 * then been free of long tasks for `quietMs`.
 */
export async function measureLongTasks(
  browser: Browser,
  url: string,
  {
    rate = 4,
    quietMs = 1500,
    timeoutMs = 60_000,
    waitForWidgets = true,
  }: {
    rate?: number;
    quietMs?: number;
    timeoutMs?: number;
    /** Wait for every widget's React render (its mark); false for builds that set no mark (quiet only). */
    waitForWidgets?: boolean;
  } = {},
): Promise<LongTaskReport> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    // Everything is watched from inside the page, which reports once, through the console: any script
    // the harness ran in the page (Playwright's waitForFunction or evaluate inject their own) would be
    // a long task at 4x of its own, counted as the page's.
    await page.addInitScript(
      ({ tags, quiet, useMarks }) => {
        const tasks: number[][] = [];
        const scripts: Array<[number, string]> = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) tasks.push([e.startTime, e.duration]);
        }).observe({ type: "longtask", buffered: true });
        new PerformanceObserver((list) => {
          for (const frame of list.getEntries() as unknown as Array<{ scripts: Array<{ sourceURL: string; invoker: string; duration: number }> }>) {
            for (const s of frame.scripts)
              if (/\/widgets\//.test(s.sourceURL)) scripts.push([s.duration, `${s.sourceURL.split("/").pop()} (${s.invoker.split("/").pop()})`]);
          }
        }).observe({ type: "long-animation-frame", buffered: true });
        // A method, not a named function: tsx would wrap a named one in a helper the page lacks.
        const watch = {
          check(): void {
            const widgets = useMarks && document.readyState !== "loading" ? document.querySelectorAll(tags).length : 0;
            const marks = performance.getEntriesByName("repair-widget-ready");
            const lastReady = Math.max(0, ...marks.map((m) => m.startTime));
            const lastTask = Math.max(0, ...tasks.map(([start, duration]) => start! + duration!));
            const settled = document.readyState === "complete" && marks.length >= widgets && performance.now() - Math.max(lastReady, lastTask) > quiet;
            if (settled) console.debug("repair-long-tasks", JSON.stringify({ tasks: tasks.map(([, d]) => d!), scripts }));
            else setTimeout(() => watch.check(), 250);
          },
        };
        watch.check();
      },
      { tags: WIDGET_TAGS, quiet: quietMs, useMarks: waitForWidgets },
    );
    const report = page.waitForEvent("console", { predicate: (m) => m.text().startsWith("repair-long-tasks "), timeout: timeoutMs });
    await page.goto(url, { waitUntil: "load", timeout: timeoutMs });
    const { tasks, scripts } = JSON.parse((await report).text().slice("repair-long-tasks ".length)) as { tasks: number[]; scripts: Array<[number, string]> };
    const top = scripts.sort((a, b) => b[0] - a[0])[0];
    return {
      longest: Math.round(Math.max(0, ...tasks)),
      blocking: Math.round(tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
      count: tasks.length,
      longestWidgetScript: Math.round(top?.[0] ?? 0),
      widgetScript: top?.[1] ?? "",
    };
  } finally {
    await context.close();
  }
}

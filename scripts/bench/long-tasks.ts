// The cost of a page's scripts to its main thread, measured the way a slow phone feels it: Chromium
// with its CPU slowed down through the DevTools protocol (Emulation.setCPUThrottlingRate), long tasks
// from a `longtask` PerformanceObserver and, to say whose they are, the scripts of each long
// animation frame. Lighthouse's simulated TBT is an estimate from an unthrottled trace; this is a
// real throttled load. Used by `npm run bench:site` and by tests/e2e/widgets-cost.spec.ts.
//
// Chromium is driven over a bare DevTools pipe, not through Playwright: Playwright keeps the
// protocol's Runtime domain on, and with it on V8 records a detailed stack for every Error created,
// which makes react-dom's start (it creates a few Error objects as sentinels) reparse react-dom for
// source positions: 20 to 30 ms at 4x that no visitor's browser pays. Nothing here enables Runtime,
// and nothing runs in the page but its own scripts, the observers below and a tiny poll for their
// report.
import { spawn, type ChildProcess } from "node:child_process";
import type { Readable, Writable } from "node:stream";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../tests/helpers/chromium.ts";

export interface LongTaskReport {
  /** The longest task, ms (0 when none went over 50 ms). */
  longest: number;
  /** Total blocking time: the sum over long tasks of what exceeds 50 ms. */
  blocking: number;
  /** Long tasks (over 50 ms). */
  count: number;
  /** The longest single run of one of our scripts in a long frame (the widgets', or our pages' own /assets/), ms. */
  longestOwnScript: number;
  /** What that script was (its file and how it was invoked). */
  ownScript: string;
  /** Every run of one of our scripts in a long frame: [ms, file (invoker)], longest first. */
  ownScripts: Array<[number, string]>;
}

const WIDGET_TAGS =
  "repair-chat, repair-faq, repair-model-menu, repair-call-button, repair-directions-bar, repair-booking";

interface Message {
  id?: number;
  result?: Record<string, unknown>;
  error?: { message: string };
}

/** A Chromium of its own, spoken to over --remote-debugging-pipe (NUL-separated JSON messages). */
export class LongTaskBrowser {
  private readonly process: ChildProcess;
  private readonly pending = new Map<number, (message: Message) => void>();
  private lastId = 0;

  constructor() {
    this.process = spawn(
      CHROMIUM_PATH,
      ["--headless=new", "--remote-debugging-pipe", ...CHROMIUM_ARGS, "about:blank"],
      {
        stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"],
      },
    );
    let buffer = "";
    const replies = this.process.stdio[4] as Readable;
    replies.setEncoding("utf8"); // a character split across two chunks stays whole
    replies.on("data", (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf("\0"); end >= 0; end = buffer.indexOf("\0")) {
        const message = JSON.parse(buffer.slice(0, end)) as Message;
        buffer = buffer.slice(end + 1);
        if (message.id === undefined) continue; // an event: none is listened to
        this.pending.get(message.id)?.(message);
        this.pending.delete(message.id);
      }
    });
    // A browser that fails to start or dies answers every pending call with an error, not silence.
    const fail = (why: string) => {
      for (const reply of this.pending.values()) reply({ error: { message: `Chromium (${CHROMIUM_PATH}) ${why}` } });
      this.pending.clear();
    };
    this.process.on("error", (error) => fail(`could not start: ${error.message}`));
    this.process.on("exit", (code, signal) => fail(`exited (${signal ?? code})`));
    (this.process.stdio[3] as Writable).on("error", () => undefined); // a dead browser's pipe: reported by "exit"
  }

  send<T = Record<string, unknown>>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = ++this.lastId;
    return new Promise((resolve, reject) => {
      if (this.process.exitCode !== null || this.process.signalCode !== null)
        return reject(new Error(`${method}: Chromium has exited`));
      this.pending.set(id, (message) =>
        message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result as T),
      );
      (this.process.stdio[3] as Writable).write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  }

  /**
   * Loads `url` in a fresh browser context at `rate`× CPU slowdown and records every long task until
   * each widget on the page has rendered with React (define-widget.ts marks it) and the main thread
   * has then been free of long tasks for `quietMs`.
   */
  async measure(
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
      /** Wait for every widget's React render (its mark); false for a page without widgets (quiet only). */
      waitForWidgets?: boolean;
    } = {},
  ): Promise<LongTaskReport> {
    const { browserContextId } = await this.send<{ browserContextId: string }>("Target.createBrowserContext");
    try {
      const { targetId } = await this.send<{ targetId: string }>("Target.createTarget", {
        url: "about:blank",
        browserContextId,
      });
      const { sessionId } = await this.send<{ sessionId: string }>("Target.attachToTarget", {
        targetId,
        flatten: true,
      });
      await this.send("Emulation.setCPUThrottlingRate", { rate }, sessionId);
      // The Page domain (not Runtime): scripts added for new documents run only with it on.
      await this.send("Page.enable", {}, sessionId);
      await this.send(
        "Page.addScriptToEvaluateOnNewDocument",
        {
          source: `(${watchPage.toString()})(${JSON.stringify({ tags: WIDGET_TAGS, quiet: quietMs, useMarks: waitForWidgets })})`,
        },
        sessionId,
      );
      await this.send("Page.navigate", { url }, sessionId);
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { result } = await this.send<{ result: { value?: string } }>(
          "Runtime.evaluate",
          { expression: "window.__repairLongTasks", returnByValue: true },
          sessionId,
        );
        if (result.value) {
          const { tasks, scripts } = JSON.parse(result.value) as { tasks: number[]; scripts: Array<[number, string]> };
          const top = scripts.sort((a, b) => b[0] - a[0])[0];
          return {
            longest: Math.round(Math.max(0, ...tasks)),
            blocking: Math.round(tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
            count: tasks.length,
            longestOwnScript: Math.round(top?.[0] ?? 0),
            ownScript: top?.[1] ?? "",
            ownScripts: scripts,
          };
        }
        if (Date.now() > deadline)
          throw new Error(
            `${url} never settled within ${timeoutMs} ms (every widget rendered, then ${quietMs} ms without a long task)`,
          );
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      await this.send("Target.disposeBrowserContext", { browserContextId });
    }
  }

  async close(): Promise<void> {
    const exited = new Promise((resolve) => this.process.once("exit", resolve));
    this.process.kill();
    await exited;
  }
}

/** Runs in the page from its first script on: records long tasks and long frames, and says when it is settled. */
function watchPage({ tags, quiet, useMarks }: { tags: string; quiet: number; useMarks: boolean }): void {
  const tasks: number[][] = [];
  const scripts: Array<[number, string]> = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push([e.startTime, e.duration]);
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries() as unknown as Array<{
      scripts: Array<{ sourceURL: string; invoker: string; duration: number }>;
    }>) {
      for (const s of frame.scripts)
        if (/\/(widgets|assets)\//.test(s.sourceURL))
          scripts.push([s.duration, `${s.sourceURL.split("/").pop()} (${s.invoker.split("/").pop()})`]);
    }
  }).observe({ type: "long-animation-frame", buffered: true });
  const watch = {
    check(): void {
      // An element holding a working form (the booking page's) renders only when the visitor reaches for
      // it (define-widget.ts, firstReach): no mark is due from it on a page left alone.
      const widgets =
        useMarks && document.readyState !== "loading"
          ? [...document.querySelectorAll(tags)].filter((el) => !el.querySelector("form")).length
          : 0;
      const marks = performance.getEntriesByName("repair-widget-ready");
      const lastReady = Math.max(0, ...marks.map((m) => m.startTime));
      const lastTask = Math.max(0, ...tasks.map(([start, duration]) => start! + duration!));
      const settled =
        document.readyState === "complete" &&
        marks.length >= widgets &&
        performance.now() - Math.max(lastReady, lastTask) > quiet;
      if (settled)
        (window as unknown as { __repairLongTasks: string }).__repairLongTasks = JSON.stringify({
          tasks: tasks.map(([, d]) => d!),
          scripts,
        });
      else setTimeout(() => watch.check(), 250);
    },
  };
  watch.check();
}

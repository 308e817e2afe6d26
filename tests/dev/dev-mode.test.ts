// `npm run dev`, the owner's preview while editing: one port serves the pages, the widgets and the
// chat; an edit to a data file shows in the page, in the widgets and in the chat's answer, and the
// open page reloads by itself. Runs the real supervisor on a copy of the project (so the edit never
// touches site/), in its own process group so the whole tree is stopped at the end.
import { spawn, type ChildProcess } from "node:child_process";
import { budget } from "../helpers/budget.ts";
import { cpSync, mkdirSync, readFileSync, readdirSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Route } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import business from "../../site/_data/business.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../helpers/chromium.ts";
import { freePort } from "../helpers/free-port.ts";
import { RELOAD_SCRIPT_PATH } from "../../scripts/dev/protocol.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
// Inside the project, so the copy resolves node_modules from the project's own.
const COPY = path.join(ROOT, "tests/tmp/dev-mode");
const COPIED = [
  "api",
  "shop",
  "site",
  "widgets",
  "scripts",
  "package.json",
  "tsconfig.json",
  "eleventy.config.ts",
  "vite.config.ts",
];
/** First build, then each rebuild, on a busy two-core machine. */
const PATIENCE_MS = budget(240_000);

let dev: ChildProcess;
let output = "";
let base: string;
let browser: Browser | undefined;

/** Polls until `probe` returns a value; fails naming what never happened, with dev mode's output. */
async function until<T>(what: string, probe: () => Promise<T | undefined | false>, devMustRun = true): Promise<T> {
  const deadline = Date.now() + PATIENCE_MS;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline || (devMustRun && dev.exitCode !== null))
      throw new Error(
        `${what} did not happen (last error: ${String(last)})\n--- npm run dev said:\n${output.slice(-3000)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Rounds finished so far, as the supervisor reports them ("[dev] site + widgets + server updated in 4.2 s"). */
const rounds = (what = "") =>
  output.split("\n").filter((line) => line.startsWith(`[dev] ${what}`) && / updated in /.test(line)).length;

const page = async (route = "/") => {
  const res = await fetch(base + route);
  return { status: res.status, csp: res.headers.get("content-security-policy") ?? "", html: await res.text() };
};
const ask = async (message: string) => {
  const res = await fetch(`${base}/api/troubleshooting-bot`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ message }),
  });
  if (!res.ok) throw new Error(`chat answered ${res.status}`);
  return ((await res.json()) as { response: string }).response;
};

beforeAll(
  async () => {
    rmSync(COPY, { recursive: true, force: true });
    mkdirSync(COPY, { recursive: true });
    for (const entry of COPIED) cpSync(path.join(ROOT, entry), path.join(COPY, entry), { recursive: true });
    const port = await freePort();
    base = `http://localhost:${port}`;
    const { SITE_URL: _site, ...env } = process.env; // dev mode picks http://localhost:PORT
    dev = spawn(process.execPath, ["--import", "tsx", "scripts/dev/dev.ts"], {
      cwd: COPY,
      env: { ...env, PORT: String(port), HOST: "localhost" },
      detached: true, // its own process group: the supervisor, its builds and its server
      stdio: ["ignore", "pipe", "pipe"],
    });
    dev.stdout!.on("data", (chunk) => (output += chunk));
    dev.stderr!.on("data", (chunk) => (output += chunk));
    await until("the first page", async () => (await page()).status === 200);
  },
  PATIENCE_MS + budget(30_000),
);

/** Processes whose command line or working folder is inside the copy (the supervisor's tree). */
function processesInCopy(): number[] {
  const found: number[] = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      const cwd = readlinkSync(`/proc/${pid}/cwd`);
      if (cmdline.includes(COPY) || cwd.startsWith(COPY)) found.push(Number(pid));
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

async function stopDev() {
  if (!dev?.pid || dev.exitCode !== null) return;
  const exited = new Promise((resolve) => dev.once("exit", resolve));
  process.kill(-dev.pid, "SIGTERM");
  const stopped = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 15_000))]);
  if (!stopped) process.kill(-dev.pid, "SIGKILL");
}

afterAll(async () => {
  await browser?.close();
  await stopDev();
  rmSync(COPY, { recursive: true, force: true });
}, budget(60_000));

test("one port serves the pages (with the live-reload script under the production CSP), the widgets and the chat", async () => {
  const home = await page("/");
  expect(home.html).toContain(business.phone.display);
  expect(home.html).toContain('<script type="module" src="/__dev/reload.js"></script>');
  expect(home.csp).toMatch(/script-src 'self'(;|$)/);
  expect(home.csp).not.toContain("unsafe-inline");

  const reload = await fetch(`${base}/__dev/reload.js`);
  expect(reload.status).toBe(200);
  expect(reload.headers.get("content-type")).toMatch(/javascript/);

  const widgets = await fetch(`${base}/widgets/repair-widgets.js`);
  expect(widgets.status).toBe(200);

  expect(await ask("what is your phone number?")).toContain(business.phone.display);
});

test(
  "a broken data file is named in the open page; the fixed edit of the phone number then shows in the page (reloaded by itself), the widgets and the chat",
  async () => {
    const old = business.phone;
    const last4 = old.e164.slice(-4) === "0199" ? "0198" : "0199";
    const next = { display: old.display.replace(/\d{4}$/, last4), e164: old.e164.slice(0, -4) + last4 };
    expect(next.display).not.toBe(old.display);

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const tab = await browser.newPage();
    const cspErrors: string[] = [];
    tab.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
    });
    await tab.goto(`${base}/`);
    // The page's text, not what is painted: once React renders the header menu, the number shows from
    // its shadow root, which innerText leaves out (on a fast machine, before the first read).
    expect(await tab.locator("body").textContent()).toContain(old.display);
    // The page is connected to the live-reload stream before the edit.
    await tab.waitForFunction(() => document.documentElement.dataset.devReload === "connected");

    const file = path.join(COPY, "site/_data/business.ts");
    const source = readFileSync(file, "utf8");
    expect(source).toContain(`display: "${old.display}"`);

    // A slip first: the open page says what is wrong, naming the file, and keeps the last good build.
    writeFileSync(file, source.replace(`display: "${old.display}"`, `dispaly: "${old.display}"`));
    await tab.waitForFunction(
      () => document.querySelector("pre[role=alert]")?.textContent?.includes("site/_data/business.ts"),
      undefined,
      { timeout: PATIENCE_MS },
    );
    expect(await tab.locator("pre[role=alert]").innerText()).toMatch(/display|dispaly/);
    expect(await ask("what is your phone number?")).toContain(old.display);

    writeFileSync(file, source.replaceAll(old.display, next.display).replaceAll(old.e164, next.e164));

    // Nobody touches the tab: it reloads when the rebuilt server replaces the old one.
    await tab.waitForFunction((phone) => document.body.textContent?.includes(phone), next.display, {
      timeout: PATIENCE_MS,
    });
    expect(await tab.locator("body").textContent()).not.toContain(old.display);
    // The widgets were rebuilt with the new facts: the call button's link (inside its shadow root,
    // shown once the page is scrolled). Scrolled at each look: a late second round (a save the
    // watcher reports twice) reloads the page again, at its top.
    const callHref = () =>
      tab.evaluate(() => {
        const button = document.querySelector("repair-call-button");
        if (!button) return "no repair-call-button";
        if (!customElements.get("repair-call-button")) return "not defined (its script not run)";
        return button.shadowRoot?.querySelector("a")?.getAttribute("href") ?? "no link in its shadow root";
      });
    // Said in full when it never comes: what the button holds, what the page loaded, what dev mode said.
    await tab
      .waitForFunction(
        (e164) => {
          window.scrollTo(0, document.body.scrollHeight / 2);
          const link = document.querySelector("repair-call-button")?.shadowRoot?.querySelector("a");
          return link?.getAttribute("href") === `tel:${e164}`;
        },
        next.e164,
        { timeout: PATIENCE_MS, polling: 500 },
      )
      .catch(async (error: unknown) => {
        const scripts = await tab.evaluate(() =>
          performance
            .getEntriesByType("resource")
            .map((e) => `${e.name} ${(e as PerformanceResourceTiming).responseStatus}`)
            .filter((line) => line.includes("/widgets/")),
        );
        throw new Error(
          `${String(error)}\nthe call button: ${await callHref()}\nwidgets loaded:\n${scripts.join("\n")}\n` +
            `--- npm run dev said:\n${output.slice(-3000)}`,
        );
      });

    const answer = await until("the chat's new phone number", async () => {
      const response = await ask("what is your phone number?");
      return response.includes(next.display) ? response : undefined;
    });
    expect(answer).not.toContain(old.display);
    expect((await page("/")).html).not.toContain(old.display);
    expect(cspErrors).toEqual([]);
  },
  PATIENCE_MS * 3,
);

test(
  "a page whose widgets arrived before a round ended, and whose stream opened after, reloads by itself with the new widgets",
  async () => {
    // The page's module scripts run in order, the widgets before the live reload, so its stream opens
    // only once its widgets have loaded. Here the live reload is held while an edit's round runs to its
    // end: the page has the widgets of before the edit, and its stream opens on the new server.
    const file = path.join(COPY, "site/_data/business.ts");
    const source = readFileSync(file, "utf8");
    const old = /e164: "(\+\d+)"/.exec(source)?.[1];
    expect(old).toBeDefined();
    const e164 = old!.slice(0, -4) + (old!.slice(-4) === "0197" ? "0196" : "0197");
    // The call button's link, inside its shadow root, shown once the page is scrolled.
    const callLink = (e164: string) => {
      if (document.body) window.scrollTo(0, document.body.scrollHeight / 2);
      return (
        document.querySelector("repair-call-button")?.shadowRoot?.querySelector("a")?.getAttribute("href") ===
        `tel:${e164}`
      );
    };
    browser ??= await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const tab = await browser.newPage();
    let held: (route: Route) => void;
    const reloadAsked = new Promise<Route>((resolve) => (held = resolve));
    let first = true;
    await tab.route(`**${RELOAD_SCRIPT_PATH}`, async (route) => {
      if (!first) return route.continue();
      first = false;
      held(route);
    });
    await tab.goto(`${base}/`, { waitUntil: "commit" });
    const route = await reloadAsked;
    const script = await route.fetch();
    // The widgets (and the facts built into them) have loaded: the call button is defined.
    await tab.waitForFunction(() => customElements.get("repair-call-button") !== undefined, undefined, {
      timeout: PATIENCE_MS,
    });
    const done = rounds();
    writeFileSync(file, source.replaceAll(old!, e164));
    await until("the round of the edit", async () => rounds() > done);
    await route.fulfill({ response: script });
    // Connected to the server now up only once the page shows what that server serves.
    await tab.waitForFunction(() => document.documentElement.dataset.devReload === "connected", undefined, {
      timeout: PATIENCE_MS,
    });
    await tab.waitForFunction(callLink, e164, { timeout: PATIENCE_MS });
    await tab.close();
  },
  PATIENCE_MS * 3,
);

test(
  "a new template, a style and a widget edit saved together are all served",
  async () => {
    const probe = "dev-mode-probe";
    const before = rounds();
    writeFileSync(
      path.join(COPY, `site/${probe}.11ty.tsx`),
      `export const data = { permalink: "/${probe}/", eleventyExcludeFromCollections: true };\n` +
        `export function render() {\n  return <p>${probe} page</p>;\n}\n`,
    );
    writeFileSync(
      path.join(COPY, "site/styles/site.css"),
      `${readFileSync(path.join(COPY, "site/styles/site.css"), "utf8")}\n.${probe}{outline:3px solid}\n`,
    );
    const entry = path.join(COPY, "widgets/repair-widgets.ts");
    writeFileSync(entry, `${readFileSync(entry, "utf8")}\nexport const devModeProbe = "${probe} widget";\n`);

    await until("the new page", async () => (await page(`/${probe}/`)).html.includes(`${probe} page`));
    await until("the new style", async () => (await page("/")).html.includes(`.${probe}{`));
    await until("the rebuilt widgets", async () =>
      (await (await fetch(`${base}/widgets/repair-widgets.js`)).text()).includes(`${probe} widget`),
    );
    // The files are served as soon as they are written; the round ends when the new server has the port.
    await until("the end of the round", async () => rounds() > before);
  },
  PATIENCE_MS * 2,
);

test(
  "an edit to the assistant's code (api/bot) replaces the server: the stream the pages listen to ends, and the chat answers again",
  async () => {
    const events = await fetch(`${base}/__dev/events`);
    expect(events.headers.get("content-type")).toBe("text/event-stream");
    const reader = events.body!.getReader();
    const ended = (async () => {
      try {
        while (!(await reader.read()).done);
      } catch {
        // a reset connection ends it too
      }
      return true;
    })();
    const before = rounds("server updated");
    const engine = path.join(COPY, "api/bot/answer/engine.ts");
    writeFileSync(engine, `${readFileSync(engine, "utf8")}\n// edited while dev mode runs\n`);
    const timedOut = new Promise<false>((resolve) => setTimeout(() => resolve(false), PATIENCE_MS).unref());
    expect(await Promise.race([ended, timedOut]), "the old server's event stream never ended").toBe(true);
    // A round of its own that rebuilt nothing: only the server was replaced.
    await until("a server-only round", async () => rounds("server updated") > before);
    expect(await until("the new server's answer", async () => (await ask("hello")).length > 0)).toBe(true);
  },
  PATIENCE_MS * 2,
);

test(
  "stopping dev mode stops its builds and its server and frees the port",
  async () => {
    expect(processesInCopy().length).toBeGreaterThanOrEqual(2); // the supervisor and its server at least
    await stopDev();
    await until("every process of dev mode to end", async () => processesInCopy().length === 0, false);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  },
  budget(60_000),
);

// `npm run bench:site`: Lighthouse on every page, mobile and desktop, median of three runs, against
// the real server, and beside it the real cost of our scripts to the main thread: every page (and a
// partner's page on another origin with all five widgets) loaded at 4x CPU slowdown through the
// DevTools protocol, its long tasks recorded (scripts/bench/long-tasks.ts). It prints tables; it is a
// benchmark, not a test (timings vary by machine and by what else runs on it).
//   --quick            home and one model page, one run each
//   --runs=N           runs per page and form factor (default 3)
//   --pages=/,/pricing/  only these paths
//   --long-tasks       only the long-task measure (no Lighthouse): quick
//   --categories=accessibility  only these Lighthouse categories (the others print as -), no long tasks:
//                      e.g. the accessibility score of every page in a few minutes
import http from "node:http";
import type { AddressInfo } from "node:net";
import { launch } from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { buildApp } from "../../api/app.ts";
import { DIST, loadPages } from "../../tests/helpers/built-site.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../tests/helpers/chromium.ts";
import { LongTaskBrowser, type LongTaskReport } from "./long-tasks.ts";

const args = new Map<string, string | undefined>(
  process.argv.slice(2).map((a) => {
    const [key = "", value] = a.replace(/^--/, "").split("=");
    return [key, value];
  }),
);
const quick = args.has("quick");
const longTasksOnly = args.has("long-tasks");
const onlyCategories = args.get("categories")?.split(",");
const runs = Number(args.get("runs") ?? (quick ? 1 : 3));
const paths =
  args.get("pages")?.split(",") ??
  (quick
    ? ["/", "/iphone-13-pro-repair/"]
    : loadPages()
        .map((p) => p.path)
        // The 404 pages answer 404 and say noindex, which Lighthouse marks down by design.
        .filter((p) => !p.endsWith("/404.html")));

interface Result {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: Record<string, number>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const app = await buildApp({ root: DIST });
const origin = await app.listen({ port: 0, host: "127.0.0.1" });

async function audit(url: string, formFactor: "mobile" | "desktop", retried = false): Promise<Result> {
  const result = await lighthouse(
    url,
    { port: chrome!.port, output: "json", logLevel: "error", ...(onlyCategories ? { onlyCategories } : {}) },
    formFactor === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) {
    // A run that failed to load the page (e.g. a busy machine) says nothing about the page: say so and retry once.
    process.stderr.write(`${url} ${formFactor}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}\n`);
    if (!retried) return audit(url, formFactor, true);
  }
  const { categories, audits } = result.lhr;
  // NaN for a category left out (--categories): printed as "-".
  const score = (key: string) => (categories[key] ? Math.round((categories[key].score ?? 0) * 100) : NaN);
  const bytes: Record<string, number> = {};
  const summary = audits["resource-summary"]?.details as
    { items?: Array<{ resourceType: string; transferSize: number }> } | undefined;
  for (const item of summary?.items ?? []) bytes[item.resourceType] = item.transferSize;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbt: audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    bytes,
  };
}

const rows: string[][] = [];
const kb = (n = 0) => (n / 1024).toFixed(1);
const shown = (n: number, unit = "", digits = 0) => (Number.isNaN(n) ? "-" : `${n.toFixed(digits)}${unit}`);
const chrome = longTasksOnly
  ? undefined
  : await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
try {
  for (const path of chrome ? paths : []) {
    for (const formFactor of ["mobile", "desktop"] as const) {
      const results: Result[] = [];
      for (let i = 0; i < runs; i++) results.push(await audit(`${origin}${path}`, formFactor));
      const m = (pick: (r: Result) => number) => median(results.map(pick));
      rows.push([
        path,
        formFactor,
        shown(m((r) => r.performance)),
        shown(m((r) => r.accessibility)),
        shown(m((r) => r.bestPractices)),
        shown(m((r) => r.seo)),
        shown(Math.round(m((r) => r.lcp)), " ms"),
        shown(Math.round(m((r) => r.tbt)), " ms"),
        shown(
          m((r) => r.cls),
          "",
          3,
        ),
        // Transfer sizes come with the performance category.
        ...(Number.isNaN(m((r) => r.performance))
          ? ["-", "-", "-", "-"]
          : [
              kb(m((r) => r.bytes.document ?? 0)),
              kb(m((r) => r.bytes.script ?? 0)),
              kb(
                m((r) => (r.bytes.image ?? 0) + (r.bytes.stylesheet ?? 0) + (r.bytes.font ?? 0) + (r.bytes.other ?? 0)),
              ),
              kb(m((r) => r.bytes.total ?? 0)),
            ]),
      ]);
      process.stderr.write(`${path} ${formFactor} done\n`);
    }
  }
} finally {
  chrome?.kill();
}

// A partner's page on another loopback origin with all five widgets and nothing else of ours, and the
// same page without them: the browser's own first style and layout at 4x are a long task on any page
// (55 to 85 ms on a 2-core machine), which says what part of a page's figure is not ours.
const partnerHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner page</title></head><body>
<header><repair-model-menu></repair-model-menu></header><main><h1>Our friends</h1><p>We recommend them.</p>
<repair-faq max-items="4"></repair-faq></main><repair-chat></repair-chat><repair-call-button></repair-call-button>
<repair-directions-bar></repair-directions-bar><script type="module" src="${origin}/widgets/repair-widgets.js"></script></body></html>`;
const withoutWidgets = partnerHtml.replace(/<script[^>]*><\/script>/, "");
const partner = http.createServer((request, response) =>
  response
    .writeHead(200, { "content-type": "text/html; charset=utf-8" })
    .end(request.url === "/plain" ? withoutWidgets : partnerHtml),
);
await new Promise<void>((resolve) => partner.listen(0, "127.0.0.1", resolve));
const partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/`;

const taskRows: string[][] = [];
const browser = new LongTaskBrowser();
try {
  const measured = onlyCategories
    ? []
    : [
        ...paths.map((p) => [p, `${origin}${p}`] as const),
        ["partner page, all five", partnerUrl] as const,
        ["same page, no widgets", `${partnerUrl}plain`] as const,
      ];
  for (const [name, url] of measured) {
    const results: LongTaskReport[] = [];
    for (let i = 0; i < runs; i++)
      results.push(await browser.measure(url, { waitForWidgets: !url.endsWith("/plain") }));
    const m = (pick: (r: LongTaskReport) => number) => median(results.map(pick));
    const worst = [...results].sort((a, b) => b.longestOwnScript - a.longestOwnScript)[0]!;
    taskRows.push([
      name,
      `${m((r) => r.longest)} ms`,
      `${m((r) => r.blocking)} ms`,
      String(m((r) => r.count)),
      `${m((r) => r.longestOwnScript)} ms`,
      worst.ownScript,
    ]);
    process.stderr.write(`${name} long tasks done\n`);
  }
} finally {
  await browser.close();
  partner.close();
  await app.close();
}

function table(header: string[], body: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(line(header));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const row of body) console.log(line(row));
}

if (chrome) {
  console.log(
    `Lighthouse ${quick ? "(quick)" : ""}: median of ${runs} run(s) per page and form factor; transfer sizes as served (brotli)`,
  );
  table(
    ["page", "form", "perf", "a11y", "best", "seo", "LCP", "TBT", "CLS", "html KB", "js KB", "other KB", "total KB"],
    rows,
  );
  console.log("");
}
if (!onlyCategories) {
  console.log(
    `Main thread at 4x CPU slowdown (a real throttled load, not Lighthouse's simulation): median of ${runs} run(s), until every widget has rendered and the page is quiet`,
  );
  table(
    ["page", "longest task", "blocking (TBT)", "long tasks", "longest script of ours", "which (worst run)"],
    taskRows,
  );
}

// Measures what the widgets cost a visitor: for each entry in dist/widgets/, the JavaScript its
// first visit downloads (the entry, every chunk it imports statically, and what loads after the page
// without any interaction: React and the components, see define-widget.ts), raw, gzip and brotli,
// and what the parts loaded on use (the chat panel, the wide menu) add when used. The booking
// component and its form are loaded only by a page that holds a <repair-booking>: they count in
// repair-booking.js's first visit (a partner page with that element), and as parts loaded on use in
// the all-in-one script (our pages load it everywhere, and only /book/ holds the element).
// Each in both languages: a Spanish page also loads the elements' Spanish words (their words.es
// chunks, widgets/shared/lang.ts), an English page never does.
// `npm run bench:bytes` prints the table; tests/widgets/budget.test.ts asserts the budgets.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { ELEMENTS } from "../../vite.config.ts";

export const WIDGETS_DIR = fileURLToPath(new URL("../../dist/widgets/", import.meta.url));
/** The scripts a page can load: all six elements in one, or each alone (vite.config.ts's entries). */
export const ENTRIES = ["repair-widgets", ...ELEMENTS];
/**
 * The budget: JavaScript a first visit downloads, brotli, in bytes (also after using the model menu).
 * 92 KB since React loads after the page: the elements' upgrade code and their React components are
 * separate files (about 2 KB more, in exchange for no long task at load). 94 KB since the call button
 * and directions bar have plain-DOM shells for `always` (about 1.3 KB: their markup and icons a second
 * time, in exchange for showing at once in an embed box, before React). 97 KB since the shells are
 * lit-html templates (its runtime: 2.4 KB in the boot chunk, in exchange for declarative shells that a
 * new element copies, instead of a hand-written builder). 98 KB since the widgets count their taps for
 * the owner's numbers (about 0.35 KB in the boot chunk: the tap rules and the beacon call, in exchange
 * for counting calls, directions and chats on partners' pages, where no beacon of ours runs). 90 KB
 * since the widgets speak Spanish (issue 40: every page in both languages within 90 KB; the Spanish
 * words are chunks only a Spanish page loads).
 */
export const FIRST_VISIT_BUDGET = 90 * 1024;
/**
 * After the visitor opens the wide model menu (Floating UI, 17 KB, loaded on intent): the first visit
 * plus the menu, in either language. Not a first visit, so outside issue 40's 90 KB. 102 KB since the
 * Spanish pages use the FAQ and menu widgets too (the owner's Spanish FAQ, 1.3 KB, on a Spanish page).
 * 103 KB since a press begun on a shell ends on React's control (shared/handoff.ts) and a press on the
 * menu's button gives it the focus after hovering opened it: 0.1 KB that took the Spanish total 47 bytes over.
 */
export const AFTER_MENU_BUDGET = 103 * 1024;
export const LANGS = ["en", "es"] as const;
export type PageLang = (typeof LANGS)[number];
/** The elements' Spanish words: chunks only a Spanish page loads (widgets/<name>/words.es.ts). */
export const SPANISH = /(^|\.)words\.es-/;
/** Chunks fetched only when a visitor uses a widget; every other dynamic import loads after the page. */
export const ON_USE = /^(ChatPanel|WideMenu)-/;
/** Chunks fetched only by a page that holds their element: the booking component, its form and its Spanish words (see the top of this file). */
export const ON_PAGE: Record<string, RegExp> = {
  "repair-booking": /^(RepairBooking|BookingPanel|booking\.words\.es)-/,
};
const spanish = (file: string) => SPANISH.test(path.posix.basename(file));
const onUse = (file: string, entry?: string) =>
  ON_USE.test(path.posix.basename(file)) ||
  Object.entries(ON_PAGE).some(([element, chunk]) => element !== entry && chunk.test(path.posix.basename(file)));

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}
export interface ModuleInfo extends FileSize {
  staticImports: string[];
  dynamicImports: string[];
}
export interface EntryCost {
  entry: string;
  /** The page's language: its words' chunks count on a page in it. */
  lang: PageLang;
  /** Files downloaded on a visit without interaction (on load, and after it when the page is idle). */
  files: string[];
  brotli: number;
  gzip: number;
  raw: number;
  /** Lazily loaded parts reachable from it: file -> extra files and bytes when used. */
  lazy: Array<{ chunk: string; extraFiles: string[]; extraBrotli: number }>;
}

function sizes(file: string, code: Buffer): FileSize {
  return {
    file,
    raw: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const STATIC = /(?:\bfrom\s*|\bimport\s*)["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const DYNAMIC = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;

/** Every .js file in the build with its sizes and its relative imports (resolved to build paths). */
export function readBuild(dir = WIDGETS_DIR): Map<string, ModuleInfo> {
  if (!existsSync(dir)) throw new Error(`${dir} does not exist: run \`npx vite build\` first`);
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".js"))
    .map((f) => f.split(path.sep).join("/"));
  const modules = new Map<string, ModuleInfo>();
  for (const file of files) {
    const code = readFileSync(path.join(dir, file));
    const text = code.toString("utf8");
    const resolve = (spec: string) => path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    const dynamicImports = [...text.matchAll(DYNAMIC)].map((m) => resolve(m[1]!));
    const staticImports = [...text.matchAll(STATIC)]
      .map((m) => resolve(m[1]!))
      .filter((f) => !dynamicImports.includes(f));
    modules.set(file, {
      ...sizes(file, code),
      staticImports: [...new Set(staticImports)],
      dynamicImports: [...new Set(dynamicImports)],
    });
  }
  return modules;
}

function closure(start: string[], modules: Map<string, ModuleInfo>, entry?: string, lang: PageLang = "en"): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const info = modules.get(file);
    if (!info) throw new Error(`import of a missing file: ${file}`);
    seen.add(file);
    info.staticImports.forEach(visit);
    info.dynamicImports.filter((f) => !onUse(f, entry) && (lang === "es" || !spanish(f))).forEach(visit);
  };
  start.forEach(visit);
  return [...seen];
}

const total = (files: string[], modules: Map<string, ModuleInfo>, key: "raw" | "gzip" | "brotli") =>
  files.reduce((sum, f) => sum + modules.get(f)![key], 0);

export function entryCosts(modules = readBuild()): EntryCost[] {
  return LANGS.flatMap((lang) => ENTRIES.map((entry) => entryCost(modules, entry, lang)));
}

function entryCost(modules: Map<string, ModuleInfo>, entry: string, lang: PageLang): EntryCost {
  {
    const files = closure([`${entry}.js`], modules, entry, lang);
    const lazyChunks = [...new Set(files.flatMap((f) => modules.get(f)!.dynamicImports))].filter((f) =>
      onUse(f, entry),
    );
    return {
      entry: `${entry}.js`,
      lang,
      files,
      raw: total(files, modules, "raw"),
      gzip: total(files, modules, "gzip"),
      brotli: total(files, modules, "brotli"),
      lazy: lazyChunks.map((chunk) => {
        const extraFiles = closure([chunk], modules, undefined, lang).filter((f) => !files.includes(f));
        return { chunk, extraFiles, extraBrotli: total(extraFiles, modules, "brotli") };
      }),
    };
  }
}

/** What a built page holds of the widgets: its widget scripts, its language and the elements that load more at once. */
export interface PageWidgets {
  /** The widget entries its scripts load ("repair-widgets"). */
  entries: string[];
  lang: PageLang;
  /** A <repair-booking> without a working form inside: its component and form load after the page (with one, on use). */
  bookingAtOnce: boolean;
  /** A <repair-chat mode="inline">: its panel is there from the start. */
  inlineChat: boolean;
}

/** Reads a built page's HTML for pageCost. */
export function pageWidgets(html: string): PageWidgets {
  const entries = [...html.matchAll(/<script[^>]+src="\/widgets\/([\w-]+)\.js"/g)].map((m) => m[1]!);
  const lang: PageLang = /<html[^>]+lang="es/.test(html) ? "es" : "en";
  const bookings = [...html.matchAll(/<repair-booking\b[^>]*>([\s\S]*?)<\/repair-booking>/g)];
  return {
    entries,
    lang,
    bookingAtOnce: bookings.some((m) => !/<form\b/.test(m[1]!)),
    inlineChat: /<repair-chat\b[^>]*\bmode="inline"/.test(html),
  };
}

/** The widgets' JavaScript a page's first visit downloads (no interaction), brotli. */
export function pageCost(page: PageWidgets, modules = readBuild()): { files: string[]; brotli: number } {
  const files = new Set(page.entries.flatMap((entry) => closure([`${entry}.js`], modules, entry, page.lang)));
  const chunks = (pattern: RegExp) => [...modules.keys()].filter((f) => pattern.test(path.posix.basename(f)));
  const atOnce = [
    ...(page.bookingAtOnce ? chunks(/^(RepairBooking|BookingPanel)-/) : []),
    ...(page.bookingAtOnce && page.lang === "es" ? chunks(/^booking\.words\.es-/) : []),
    ...(page.inlineChat ? chunks(/^ChatPanel-/) : []),
  ];
  for (const file of closure(atOnce, modules, "repair-booking", page.lang)) files.add(file);
  return { files: [...files], brotli: total([...files], modules, "brotli") };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printTable() {
  const modules = readBuild();
  const rows = [...modules.values()].sort((a, b) => b.brotli - a.brotli);
  const pad = (s: string, n: number) => s.padEnd(n);
  const num = (s: string, n: number) => s.padStart(n);
  console.log(`${pad("file (dist/widgets/)", 46)}${num("raw", 11)}${num("gzip", 11)}${num("brotli", 11)}`);
  for (const r of rows)
    console.log(`${pad(r.file, 46)}${num(kb(r.raw), 11)}${num(kb(r.gzip), 11)}${num(kb(r.brotli), 11)}`);
  console.log("");
  console.log(
    `${pad("first visit (entry, imports, after-load)", 46)}${num("files", 7)}${num("brotli", 11)}${num("budget", 11)}   when used (lazy)`,
  );
  for (const cost of entryCosts(modules)) {
    const lazy = cost.lazy.map((l) => `${path.posix.basename(l.chunk)} +${kb(l.extraBrotli)}`).join(", ") || "-";
    const ok = cost.brotli <= FIRST_VISIT_BUDGET ? "ok" : "OVER";
    console.log(
      `${pad(`${cost.entry} (${cost.lang})`, 46)}${num(String(cost.files.length), 7)}${num(kb(cost.brotli), 11)}${num(`${ok} ${kb(FIRST_VISIT_BUDGET)}`, 14)}   ${lazy}`,
    );
  }
}

/** Each built page's widget JavaScript on a first visit (dist/ built by `npm run build`). */
async function printPages() {
  const { DIST, loadPages } = await import("../../tests/helpers/built-site.ts");
  if (!existsSync(path.join(DIST, "index.html"))) return;
  const modules = readBuild();
  console.log("");
  console.log(`${"page (widgets' first visit)".padEnd(46)}${"files".padStart(7)}${"brotli".padStart(11)}`);
  for (const p of loadPages()) {
    const cost = pageCost(pageWidgets(p.html), modules);
    const ok = cost.brotli <= FIRST_VISIT_BUDGET ? "ok" : "OVER";
    console.log(`${p.path.padEnd(46)}${String(cost.files.length).padStart(7)}${kb(cost.brotli).padStart(11)}   ${ok}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  printTable();
  await printPages();
}

// Proves that the tests follow the data, so an owner who puts in their own shop keeps `npm test`
// green. Copies the project into a temporary directory, swaps in another shop's content
// (tests/fixtures/second-shop/site/_data/: another name, phone, address, time zone, a split-day
// schedule, holidays, fewer models, other prices, its own FAQ), builds it, and runs
// the suites there against that data: Vitest, the components in Chromium, and the end-to-end specs
// that read the data, against the copy's own server.
//
// What it leaves out, each already run once in the project with the same code:
// - the one file that pins the sample content on purpose (SAMPLE_PINS);
// - the tooling suites (TOOLING): dev mode's rebuilds, the Dockerfile's install and start;
// - the unit suites that prove the server's and the stores' behaviour under faults and hostile
//   clients, with the data as mere input (MECHANICS_ONLY_UNIT);
// - the unit suites that read the repository's source and docs, not the shop (SOURCE_ONLY);
// - the component suites of the widgets' shared mechanics (MECHANICS_ONLY_COMPONENTS);
// - the end-to-end specs that prove widget mechanics on a partner's page and read no shop fact
//   (MECHANICS_ONLY): isolation from the host's CSS, CSP, frames, placement, their cost at 4x CPU.
//   Every other spec runs here, a new one (booking, owner's desk...) without a line here.
//
//   npm run test:second-shop            build and test in a fresh copy, removed afterwards
//   npm run test:second-shop -- --keep  leave the copy behind (its path is printed) to look at
// `npm test` (tests/tools/run-tests.ts) runs the same steps, interleaved with the project's own suites.
import { cpSync, existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isMain } from "../../scripts/build/cli.ts";
import { copyProject, removeCopy } from "./project-copy.ts";
import { inheriting, type Runner } from "./runner.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURE = path.join(ROOT, "tests/fixtures/second-shop");
/** The one suite that pins the shipped sample on purpose (see its header). */
const SAMPLE_PINS = "tests/site/sample-content.test.ts";
/**
 * Suites about the tooling rather than the facts (dev mode's rebuilds, the Dockerfile's install and
 * start): they already run once in the project, and each costs minutes.
 */
export const TOOLING = ["tests/dev/**", "tests/deploy/**"];
/**
 * End-to-end specs that prove how the widgets behave on a partner's page (the host's CSS, a strict
 * CSP, frames on another origin, fixed bars and transformed wrappers, their cost at 4x CPU) and assert
 * no fact of the shop: another shop's data runs the same code through them. The one list to edit.
 */
export const MECHANICS_ONLY = [
  "embed-isolation.spec.ts",
  "embed-csp.spec.ts",
  "embed-frame.spec.ts",
  "embed-cross-origin.spec.ts",
  "embed-placement.spec.ts",
  // /embed/'s own knobs: a theme colour on a FAQ, the floating widgets moved by position and offset.
  "embed-page.spec.ts",
  "widgets-cost.spec.ts",
];
/**
 * Component suites that prove the widgets' shared mechanics and read no fact of the shop: defining an
 * element (its props, its fallback, its ready mark) and where the floating widgets sit (position,
 * offset, the top layer). Every other component suite runs in both, a new one without a line here.
 */
export const MECHANICS_ONLY_COMPONENTS = ["widgets/shared/define-widget.test.ts", "widgets/shared/placement.test.ts"];
/**
 * Unit suites that prove how the server, the stores and the build behave under faults and hostile
 * clients (raw sockets, crashes, Redis and PostgreSQL, sessions, a static host, a build setting) and
 * use the data only as any valid input: another shop's data runs the same code through them. Each
 * costs tens of seconds. The one list to edit; a new suite runs in both unless named here.
 */
export const MECHANICS_ONLY_UNIT = [
  "tests/api/server.test.ts",
  "tests/api/server-hardening.test.ts",
  "tests/api/static-host.test.ts",
  "tests/api/redis.test.ts",
  "tests/api/owner/auth.test.ts",
  "tests/api/booking/crash.test.ts",
  "tests/api/booking/server-crash.test.ts",
  "tests/api/booking/store.test.ts",
  "tests/api/chat-api-url.test.ts",
  // A text sent once through a crash, a provider's retry and the texts' table; the outbox's one door;
  // a photo through sharp; bodies that are not JSON; CSV cells; CORS; the widgets' stylesheets.
  "tests/api/sms/crash-once.test.ts",
  "tests/api/sms/inbound-once.test.ts",
  "tests/api/sms/store.test.ts",
  "tests/api/outbox/enqueue.test.ts",
  "tests/api/checkin/photos.test.ts",
  "tests/api/bad-json.test.ts",
  "tests/api/owner/csv.test.ts",
  "tests/api/app/cors.test.ts",
  "tests/widgets/widget-css.test.ts",
  // A broken fact stopping the build, named: the data is only where the mistake is made.
  "tests/site/content-errors.test.ts",
];
/**
 * Suites that read the repository, not the shop: the house's rules on source files and imports, the
 * shared rooms, the docs' paths and the test index. The copy's code and docs are the project's own,
 * and its data files are a fixture the project's own run already reads (tests/fixtures/).
 */
export const SOURCE_ONLY = [
  "tests/house.test.ts",
  "tests/architecture.test.ts",
  "tests/budgets.test.ts",
  "tests/api/rooms.test.ts",
  "tests/docs/",
];
const inherit = inheriting("second-shop");

/** A fresh copy of the project with the second shop's data files, built (type-checked: see typedBySchema). */
export async function prepareSecondShop(
  run: Runner = inherit,
  log: (line: string) => void = console.log,
): Promise<string> {
  const copy = copyProject("second-shop-");
  const dataDir = path.join(FIXTURE, "site/_data");
  for (const file of readdirSync(dataDir)) cpSync(path.join(dataDir, file), path.join(copy, "site/_data", file));
  log(
    `[second-shop] ${copy}: the project with ${readdirSync(dataDir).join(", ")} from ${path.relative(ROOT, dataDir)}`,
  );
  // The copy has its own shop/ and package.json, so `#shop/*` in the swapped-in files leads to the
  // copy's domain, which reads the copy's site/_data.
  await run("npm", ["run", "build"], { cwd: copy });
  const typedByData = readdirSync(dataDir).filter((file) => !typedBySchema(path.join(dataDir, file)));
  if (typedByData.length > 0) await run("npm", ["run", "typecheck"], { cwd: copy });
  else log("[second-shop] not type-checked again: each data file's one export is typed by its schema");
  return copy;
}

/**
 * True when a data file's one export is `export default defineContent(…)`: its type is its schema's
 * output (shop/define-content.ts), whatever the data, so the copy's program has the project's types, and
 * the project's own typecheck already checks the fixture's files against their schemas (tsconfig.json
 * takes in tests/). Type-checking the whole copy again proved nothing more (a minute of the unit lane).
 */
function typedBySchema(file: string): boolean {
  const exports = readFileSync(file, "utf8").match(/^export\b.*$/gm) ?? [];
  return exports.length === 1 && exports[0]!.startsWith("export default defineContent(");
}

/** The end-to-end spec files the second shop runs: every spec but the mechanics-only ones. */
export function secondShopSpecs(copy: string): string[] {
  const specs = readdirSync(path.join(copy, "tests/e2e")).filter((f) => f.endsWith(".spec.ts"));
  const unknown = MECHANICS_ONLY.filter((f) => !specs.includes(f));
  // A renamed or deleted spec must leave this list too, or it would silently skip nothing.
  if (unknown.length > 0) throw new Error(`MECHANICS_ONLY names specs that do not exist: ${unknown.join(", ")}`);
  return specs.filter((f) => !MECHANICS_ONLY.includes(f)).map((f) => `tests/e2e/${f}`);
}

/** The component test files the second shop runs: every one but the mechanics-only ones. */
export function secondShopComponents(copy: string): string[] {
  const files = readdirSync(path.join(copy, "widgets"), { recursive: true, encoding: "utf8" })
    .map((file) => `widgets/${file.split(path.sep).join("/")}`)
    .filter((file) => /\.test\.tsx?$/.test(file));
  const unknown = MECHANICS_ONLY_COMPONENTS.filter((f) => !files.includes(f));
  if (unknown.length > 0)
    throw new Error(`MECHANICS_ONLY_COMPONENTS names suites that do not exist: ${unknown.join(", ")}`);
  return files.filter((f) => !MECHANICS_ONLY_COMPONENTS.includes(f)).sort();
}

/** A suite as a command: the program, its arguments, and what it adds to the environment. */
export type ShopSuite = readonly [command: string, args: readonly string[], env?: Record<string, string>];

/** The three suites, as commands to run in the copy. */
export function secondShopSuites(
  copy: string,
  options: { vitestWorkers?: number; e2eWorkers?: number; e2eArgs?: readonly string[] } = {},
): Record<"unit" | "components" | "e2e", ShopSuite> {
  const unknown = [...MECHANICS_ONLY_UNIT, ...SOURCE_ONLY].filter((file) => !existsSync(path.join(copy, file)));
  if (unknown.length > 0)
    throw new Error(`MECHANICS_ONLY_UNIT or SOURCE_ONLY names suites that do not exist: ${unknown.join(", ")}`);
  const excluded = [SAMPLE_PINS, ...TOOLING, ...MECHANICS_ONLY_UNIT, ...SOURCE_ONLY].flatMap((file) => [
    "--exclude",
    file.endsWith("/") ? `**/${file}**` : `**/${file}`,
  ]);
  const vitestWorkers = options.vitestWorkers ? [`--maxWorkers=${options.vitestWorkers}`] : [];
  const e2eWorkers = options.e2eWorkers ? [`--workers=${options.e2eWorkers}`] : [];
  return {
    unit: [process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...vitestWorkers, ...excluded]],
    // What a visitor sees and clicks, with this shop's models, menu, FAQ and prices.
    components: [
      process.execPath,
      ["--import", "tsx", "node_modules/@web/test-runner/dist/bin.js", "--files", ...secondShopComponents(copy)],
    ],
    // On the phone, and on the desktop only the keyboard walks a phone cannot do (E2E_DESKTOP in
    // playwright.config.ts): what differs between shops is the data, which one viewport proves; the
    // first shop's run covers both viewports in full.
    e2e: [
      process.execPath,
      [
        "node_modules/@playwright/test/cli.js",
        "test",
        ...e2eWorkers,
        ...(options.e2eArgs ?? []),
        ...secondShopSpecs(copy),
      ],
      { E2E_DESKTOP: "tagged" },
    ],
  };
}

export const removeSecondShop = removeCopy;

if (isMain(import.meta.url)) {
  const keep = process.argv.includes("--keep");
  let copy: string | undefined;
  let failed = false;
  try {
    copy = await prepareSecondShop();
    for (const [command, args, env] of Object.values(secondShopSuites(copy)))
      await inherit(command, [...args], { cwd: copy, env });
    console.log("\n[second-shop] the unit, component and end-to-end suites pass with another shop's data");
  } catch (error) {
    failed = true;
    console.error(`\n[second-shop] ${(error as Error).message}`);
  } finally {
    if (copy && keep) console.log(`[second-shop] kept ${copy}`);
    else if (copy) removeSecondShop(copy);
  }
  process.exit(failed ? 1 : 0);
}

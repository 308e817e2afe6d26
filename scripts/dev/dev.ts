// `npm run dev`: the whole product (pages, widgets, chat API) on one port (PORT, default 8080),
// rebuilt and reloaded in the open browser a few seconds after any edit.
//
// Eleventy's own --serve keeps imported ES modules cached across rebuilds (11ty/eleventy#3824), and
// the chat assistant reads site/_data once at start, so nothing here is rebuilt in place: every
// step runs in a fresh process and the stale one is replaced.
//   - site/** (templates, components, CSS, data)  -> an Eleventy build in a child process
//     (shop/**, the domain the pages, widgets and server share, rebuilds all three)
//   - widgets/**, and the data and styles they embed -> a Vite build in a child process
//   - then, for any edit (api/** too)               -> a new server process (scripts/dev/preview-server.ts,
//     the real api/app.ts) replaces the old one; pages reconnect to its event stream and reload.
// Builds go to .dev/dist, never dist/, so a production build's .br files are never served stale
// and `npm run serve` never serves a dev page.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import chokidar from "chokidar";
import { RELOAD_SCRIPT_PATH, type FromServer, type ToServer } from "./protocol.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const OUT = path.join(ROOT, ".dev", "dist");
/**
 * The widgets are built beside the served folder and moved in whole once every build of the round has
 * passed. Built in place, Vite's --emptyOutDir would leave the running server serving an empty or
 * half-written widgets/ for the length of the write: a page loading then gets 404s, or a chunk cut
 * short that the browser keeps for a year (hashed chunks are served immutable), and a failed round
 * would not keep the last good widgets.
 */
const WIDGETS = path.join(OUT, "widgets");
const WIDGETS_NEXT = path.join(ROOT, ".dev", "widgets-next");
const WIDGETS_OLD = path.join(ROOT, ".dev", "widgets-old");
const WATCHED = ["shop", "site", "widgets", "api", "eleventy.config.ts", "vite.config.ts"].map((p) =>
  path.join(ROOT, p),
);
/** Edits landing together (an editor's save, a checkout) make one rebuild. */
const SETTLE_MS = 150;

type Task = "site" | "widgets" | "server";

/** What an edited file makes stale. The server is replaced after every rebuild in any case. */
function tasksFor(file: string): Task[] {
  const rel = path.relative(ROOT, file).split(path.sep).join("/");
  // Facts and shared styles are read by the pages, built into the widgets and read by the assistant.
  if (/^(shop|site\/(_data|lib|styles))\//.test(rel)) return ["site", "widgets", "server"];
  if (rel.startsWith("site/") || rel === "eleventy.config.ts") return ["site", "server"];
  if (rel.startsWith("widgets/") || rel === "vite.config.ts") return ["widgets", "server"];
  if (rel.startsWith("api/")) return ["server"];
  return [];
}

/** A package's folder, found the way Node resolves it from the project (its bin is not exported). */
function packageDir(name: string): string {
  const require = createRequire(path.join(ROOT, "package.json"));
  let dir = path.dirname(require.resolve(name));
  for (;;) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, "utf8")) as { name?: string }).name === name)
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find the folder of ${name}`);
    dir = parent;
  }
}

const port = process.env.PORT ?? "8080";
// Builds: a dev build is a local one whatever the shell says (NODE_ENV=production would ask for a
// public SITE_URL); Vite picks its own production mode for the widgets, as in `npm run build`.
const { NODE_ENV: _ignored, ...shell } = process.env;
const buildEnv: NodeJS.ProcessEnv = {
  ...shell,
  SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
  DEV_RELOAD_SCRIPT: RELOAD_SCRIPT_PATH,
  NODE_NO_WARNINGS: "1",
};
const serverEnv: NodeJS.ProcessEnv = {
  ...buildEnv,
  PORT: port,
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  // One person trying the chat again and again is not abuse.
  CHAT_RATE_LIMIT_PER_MINUTE: process.env.CHAT_RATE_LIMIT_PER_MINUTE ?? "600",
  BOOKING_RATE_LIMIT_PER_MINUTE: process.env.BOOKING_RATE_LIMIT_PER_MINUTE ?? "600",
  BOOKING_ONLINE_PER_CLIENT_PER_DAY: process.env.BOOKING_ONLINE_PER_CLIENT_PER_DAY ?? "1000",
};

const children = new Set<ChildProcess>();
const log = (line: string) => console.log(`[dev] ${line}`);
// oxlint-disable-next-line no-control-regex -- ESC starts the ANSI colour codes this strips from child output
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, "");

interface StepResult {
  ok: boolean;
  output: string;
}

function runStep(args: string[]): Promise<StepResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: buildEnv, stdio: ["ignore", "pipe", "pipe"] });
    children.add(child);
    let output = "";
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => (output += String(error)));
    child.on("close", (code) => {
      children.delete(child);
      resolve({ ok: code === 0, output: plain(output).trim() });
    });
  });
}

const ELEVENTY = path.join(packageDir("@11ty/eleventy"), "cmd.cjs");
const VITE = path.join(packageDir("vite"), "bin", "vite.js");
const buildSite = () => runStep(["--import", "tsx", ELEVENTY, "--config=eleventy.config.ts", `--output=${OUT}`]);
const buildWidgets = () => runStep([VITE, "build", "--outDir", WIDGETS_NEXT, "--emptyOutDir", "--logLevel", "warn"]);

/** The new widgets in place of the served ones: two renames, so a page never gets half of a build. */
function moveWidgetsIn() {
  rmSync(WIDGETS_OLD, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  if (existsSync(WIDGETS)) renameSync(WIDGETS, WIDGETS_OLD);
  renameSync(WIDGETS_NEXT, WIDGETS);
  rmSync(WIDGETS_OLD, { recursive: true, force: true });
}
/** The build's last step where it exists (the pages' CSP style hashes the server reads), as in `npm run build`. */
const HEADERS = path.join(ROOT, "scripts/build/header-files.ts");
const buildHeaders = async (): Promise<StepResult | null> =>
  existsSync(HEADERS) ? runStep(["--import", "tsx", HEADERS, OUT]) : null;

/** A server process, talked to over IPC (scripts/dev/protocol.ts). */
class ServerProcess {
  readonly child: ChildProcess;
  readonly exited: Promise<number | null>;
  private readonly inbox: FromServer[] = [];
  private waiting: (() => void) | null = null;

  constructor() {
    this.child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/dev/preview-server.ts")], {
      cwd: ROOT,
      env: serverEnv,
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    children.add(this.child);
    this.child.on("message", (message: FromServer) => {
      this.inbox.push(message);
      this.waiting?.();
    });
    this.exited = new Promise((resolve) =>
      this.child.on("exit", (code) => {
        children.delete(this.child);
        this.waiting?.();
        resolve(code);
      }),
    );
  }

  send(message: ToServer) {
    if (this.child.connected) this.child.send(message);
  }

  /** The next message of this type; throws with the server's own message if it fails or exits. */
  async next<T extends FromServer["type"]>(type: T): Promise<Extract<FromServer, { type: T }>> {
    for (;;) {
      const message = this.inbox.shift();
      if (message?.type === type) return message as Extract<FromServer, { type: T }>;
      if (message?.type === "failed") throw new Error(message.message);
      if (message) continue;
      if (this.child.exitCode !== null || this.child.signalCode !== null) throw new Error("the server process exited");
      await new Promise<void>((resolve) => (this.waiting = resolve));
      this.waiting = null;
    }
  }

  async stop() {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill("SIGTERM");
    await this.exited;
  }
}

let current: ServerProcess | null = null;

/** A build's message without its stack traces and repeats: "Invalid content in site/_data/...: field ...". */
function summary(output: string): string {
  const text = output.replace(/^\[11ty\] ?/gm, "");
  const cut = text.indexOf("Original error stack trace");
  return (cut >= 0 ? text.slice(0, cut) : text)
    .split("\n")
    .filter((line) => !/^\s+at /.test(line))
    .join("\n")
    .trim()
    .slice(-4000);
}

/** What the last rounds did not finish (a failed build): redone with the next edit, whatever it touches. */
const unfinished = new Set<Task>();

function reportFailure(what: string, output: string) {
  const message = `${what} failed:\n${summary(output)}`;
  console.error(`\n[dev] ${message}\n[dev] The preview keeps the last good build; fix it and save again.\n`);
  current?.send({ type: "broadcast", event: "build-failed", data: { message } });
}

async function rebuild(tasks: ReadonlySet<Task>): Promise<boolean> {
  const started = performance.now();
  for (const task of tasks) unfinished.add(task);
  // Load the next server (and the data it reads) while the builds run.
  const next = new ServerProcess();
  const [site, widgets] = await Promise.all([
    tasks.has("site") ? buildSite() : null,
    tasks.has("widgets") ? buildWidgets() : null,
  ]);
  const built = site?.ok !== false && widgets?.ok !== false;
  if (built && widgets) moveWidgetsIn();
  const headers = built && (site || widgets) ? await buildHeaders() : null;
  for (const [what, result] of [
    ["The site build", site],
    ["The widgets build", widgets],
    ["The headers step", headers],
  ] as const) {
    if (result && !result.ok) {
      await next.stop();
      reportFailure(what, result.output);
      return false;
    }
  }
  try {
    await next.next("loaded");
  } catch (error) {
    await next.stop();
    reportFailure("Starting the server", error instanceof Error ? error.message : String(error));
    return false;
  }
  // The new code and data have loaded; the old server goes before the new app opens the booking
  // database, which one process holds at a time (a moment without a server, which the pages' live
  // reload rides out).
  const previous = current;
  current = null; // replaced on purpose: its exit is no news
  await previous?.stop();
  try {
    next.send({ type: "build", root: OUT });
    await next.next("built");
  } catch (error) {
    await next.stop();
    reportFailure("Starting the server", error instanceof Error ? error.message : String(error));
    return false;
  }
  next.send({ type: "listen" });
  let url: string;
  try {
    ({ url } = await next.next("listening"));
  } catch (error) {
    await next.stop();
    console.error(
      `[dev] the server could not listen on port ${port}: ${error instanceof Error ? error.message : error}`,
    );
    if (!previous) shutdown(1); // nothing to preview: say so and stop (a port in use, usually)
    return false;
  }
  current = next;
  unfinished.clear();
  next.exited.then((code) => {
    if (current === next) {
      current = null;
      console.error(`[dev] the server stopped (exit ${code}); save a file to start it again.`);
    }
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (previous) log(`${[...tasks].join(" + ")} updated in ${seconds} s; open pages reload`);
  else log(`preview ready in ${seconds} s: ${url.replace(/\/\/(?:127\.0\.0\.1|\[::1\]|0\.0\.0\.0)/, "//localhost")}/`);
  return true;
}

const pending = new Set<Task>();
let running = false;
let timer: NodeJS.Timeout | undefined;

async function drain() {
  if (running) return;
  running = true;
  while (pending.size > 0) {
    const tasks = new Set([...pending, ...unfinished]);
    pending.clear();
    await rebuild(tasks);
  }
  running = false;
}

function schedule(tasks: Task[]) {
  if (tasks.length === 0) return;
  for (const task of tasks) pending.add(task);
  clearTimeout(timer);
  timer = setTimeout(() => void drain(), SETTLE_MS);
}

let stopping = false;
function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  void watcher.close();
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

const watcher = chokidar.watch(WATCHED, {
  ignoreInitial: true,
  // Tests and editors' scratch files change nothing that is served.
  ignored: (file) => /[\\/]node_modules[\\/]|\.(?:test|spec)\.tsx?$|(?:~|\.swp|\.tmp)$/.test(file),
});
watcher.on("all", (_event, file) => schedule(tasksFor(file)));
await new Promise<void>((resolve) => watcher.once("ready", () => resolve()));

// Say at once when the port is taken (by `npm start` in another terminal, say), not after the build.
try {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(Number(port), process.env.HOST ?? "localhost", () => probe.close(() => resolve()));
  });
} catch (error) {
  const inUse = (error as NodeJS.ErrnoException).code === "EADDRINUSE";
  console.error(
    inUse
      ? `[dev] port ${port} is already in use (is the site running in another terminal?). Stop that, or pick another port: PORT=3000 npm run dev`
      : `[dev] cannot listen on port ${port}: ${(error as Error).message}`,
  );
  shutdown(1);
}

rmSync(path.dirname(OUT), { recursive: true, force: true });
log(`building the site and widgets into ${path.relative(ROOT, OUT)}/ ...`);
schedule(["site", "widgets", "server"]);

// Runs the Dockerfile's steps on this machine, without a Docker engine: each stage gets a clean
// folder standing for its file system, COPY copies from the build context (honouring .dockerignore)
// or from an earlier stage, RUN runs in the stage's WORKDIR with only the stage's ARG and ENV values
// (plus PATH and HOME), and the last stage's CMD and HEALTHCHECK can then be started and run.
// It reads the Dockerfile itself, so the steps proven are the steps shipped; an instruction it does
// not know stops it rather than being skipped.
//   node --import tsx tests/tools/dockerfile-sequence.ts --build-arg SITE_URL=https://www.your-shop.com
// Differences from `docker build`, on purpose: the base image is this machine's Node, npm reads its
// local cache first (npm_config_prefer_offline), native packages' downloads are stood in for (see
// downloadStandIns) and USER is recorded, not switched to.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

export interface Instruction {
  line: number;
  keyword: string;
  args: string;
}

/** Instructions with their line numbers; continuation lines joined, comments dropped. */
export function parseDockerfile(text: string): Instruction[] {
  const out: Instruction[] = [];
  let buffer = "";
  let start = 0;
  text.split(/\r?\n/).forEach((line, i) => {
    if (/^\s*#/.test(line) || (buffer === "" && line.trim() === "")) return;
    if (buffer === "") start = i + 1;
    if (/\\\s*$/.test(line)) {
      buffer += `${line.replace(/\\\s*$/, "")} `;
      return;
    }
    buffer += line;
    const match = /^\s*([A-Za-z]+)\s+([\s\S]*)$/.exec(buffer);
    if (!match) throw new Error(`Dockerfile line ${start}: cannot read "${buffer.trim()}"`);
    out.push({ line: start, keyword: match[1]!.toUpperCase(), args: match[2]!.trim() });
    buffer = "";
  });
  return out;
}

/** ${NAME}, ${NAME:-default} and $NAME, as the Dockerfile expands them. */
export function expand(text: string, vars: Readonly<Record<string, string | undefined>>): string {
  return text.replace(
    /\$\{(\w+)(?::-([^}]*))?\}|\$(\w+)/g,
    (_all, braced: string, fallback: string | undefined, bare: string) => {
      const value = vars[braced ?? bare];
      return fallback !== undefined && !value ? fallback : (value ?? "");
    },
  );
}

/** KEY=value pairs (values may be double-quoted), as ENV and ARG write them. */
function pairs(args: string): [string, string | undefined][] {
  const out: [string, string | undefined][] = [];
  for (const m of args.matchAll(/(\w+)(?:=("(?:[^"\\]|\\.)*"|\S*))?/g)) {
    const raw = m[2];
    out.push([m[1]!, raw === undefined ? undefined : raw.startsWith('"') ? (JSON.parse(raw) as string) : raw]);
  }
  return out;
}

/** A .dockerignore as one test: is this context-relative path (or a folder above it) left out? */
export function dockerignore(text: string): (rel: string) => boolean {
  const patterns = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "" && !l.startsWith("#"))
    .map((p) => {
      if (p.startsWith("!")) throw new Error(`.dockerignore: exceptions ("${p}") are not supported here`);
      const body = p
        .replace(/^\/+|\/+$/g, "")
        .split(/(\*\*\/|\*\*|\*|\?)/)
        .map((part) =>
          part === "**/"
            ? "(?:.*/)?"
            : part === "**"
              ? ".*"
              : part === "*"
                ? "[^/]*"
                : part === "?"
                  ? "[^/]"
                  : part.replace(/[.+^${}()|[\]\\]/g, "\\$&"),
        )
        .join("");
      return new RegExp(`^${body}(?:/.*)?$`);
    });
  return (rel) => patterns.some((re) => re.test(rel.split(path.sep).join("/")));
}

interface Stage {
  name: string;
  /** The folder that stands for this stage's "/". */
  root: string;
  workdir: string;
  env: Record<string, string>;
  args: Record<string, string | undefined>;
  user?: string;
  cmd?: string[];
  healthcheck?: string[];
  expose: number[];
}

export interface Image {
  /** The final stage: its folders, environment, user, command and health check. */
  stage: Stage;
  /** The host folder of the final stage's WORKDIR. */
  workdir: string;
  /** Removes every stage's folder (two node_modules: a while on a busy disk). */
  remove(): Promise<void>;
}

export interface RunOptions {
  context: string;
  dockerfile?: string;
  buildArgs?: Record<string, string>;
  /** Where the stages' folders go (default: a new folder in the OS temp dir, away from any node_modules). */
  into?: string;
  log?: (line: string) => void;
}

const hostPath = (stage: Stage, containerPath: string) =>
  path.join(stage.root, path.posix.resolve(stage.workdir, containerPath));

/** A clean machine has no node_modules above the app: one here would hide a missing dependency. */
function assertNoNodeModulesAbove(dir: string) {
  for (let d = path.dirname(dir); ; d = path.dirname(d)) {
    if (existsSync(path.join(d, "node_modules")))
      throw new Error(`${d}/node_modules would be visible to the stages; use another folder`);
    if (path.dirname(d) === d) return;
  }
}

function run(command: string, cwd: string, env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("sh", ["-c", command], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const take = (chunk: Buffer) => {
      output += chunk;
      for (const line of String(chunk).split("\n")) if (line.trim()) log(`    ${line}`);
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`RUN ${command} failed (exit ${code}):\n${output.slice(-6000)}`)),
    );
  });
}

/** What a RUN, CMD or HEALTHCHECK sees: the stage's values on a bare environment. */
function baseEnv(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? os.homedir(),
    npm_config_prefer_offline: "true",
    npm_config_update_notifier: "false",
  };
}

/**
 * better-sqlite3's install runs prebuild-install, which downloads the binary built for this Node from
 * GitHub, and compiles SQLite with node-gyp only when that fails: minutes on two busy cores, and here
 * it always fails (no GitHub). The binary it would download for this Node is the one the context's own
 * install already has: packed as the release asset prebuild-install looks for in a local folder, it
 * stands in for the download (npm warns that it does not know the variable; prebuild-install reads it).
 * Without a compiled module in the context, the stage compiles its own as before.
 */
function downloadStandIns(context: string, into: string): Record<string, string> {
  const pkg = path.join(context, "node_modules/better-sqlite3");
  const binary = "build/Release/better_sqlite3.node";
  if (!existsSync(path.join(pkg, binary))) return {};
  const { version } = JSON.parse(readFileSync(path.join(pkg, "package.json"), "utf8")) as { version: string };
  const dir = path.join(into, "prebuilds");
  mkdirSync(dir, { recursive: true });
  const asset = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  execFileSync("tar", ["czf", path.join(dir, asset), "-C", pkg, binary]);
  return { npm_config_better_sqlite3_local_prebuilds: dir };
}

const execForm = (args: string): string[] =>
  args.startsWith("[") ? (JSON.parse(args) as string[]) : ["sh", "-c", args];

export async function runDockerfile(options: RunOptions): Promise<Image> {
  const context = path.resolve(options.context);
  const log = options.log ?? (() => {});
  const text = readFileSync(path.join(context, options.dockerfile ?? "Dockerfile"), "utf8");
  const ignorePath = path.join(context, ".dockerignore");
  const ignored = existsSync(ignorePath) ? dockerignore(readFileSync(ignorePath, "utf8")) : () => false;
  const into = options.into ?? mkdtempSync(path.join(os.tmpdir(), "dockerfile-"));
  assertNoNodeModulesAbove(into);
  const standIns = downloadStandIns(context, into);
  const buildArgs = options.buildArgs ?? {};
  const globalArgs: Record<string, string | undefined> = {};
  const stages: Stage[] = [];
  let stage: Stage | undefined;

  for (const { line, keyword, args } of parseDockerfile(text)) {
    const where = `Dockerfile line ${line} (${keyword})`;
    if (keyword === "ARG") {
      for (const [name, fallback] of pairs(args)) {
        const scope = stage?.args ?? globalArgs;
        const value =
          buildArgs[name] ??
          (fallback !== undefined
            ? expand(fallback, { ...globalArgs, ...stage?.args, ...stage?.env })
            : globalArgs[name]);
        scope[name] = value;
      }
      continue;
    }
    if (keyword === "FROM") {
      const m = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(expand(args, globalArgs));
      if (!m) throw new Error(`${where}: cannot read "${args}"`);
      if (stages.some((s) => s.name === m[1]))
        throw new Error(`${where}: building FROM an earlier stage is not supported here`);
      const name = m[2] ?? String(stages.length);
      const root = path.join(into, name);
      mkdirSync(root, { recursive: true });
      stage = { name, root, workdir: "/", env: {}, args: {}, expose: [] };
      stages.push(stage);
      log(`stage ${name} (from ${m[1]}: this machine's Node ${process.version} stands for it)`);
      continue;
    }
    if (!stage) throw new Error(`${where}: before any FROM`);
    const vars = { ...stage.args, ...stage.env };
    switch (keyword) {
      case "WORKDIR":
        stage.workdir = path.posix.resolve(stage.workdir, expand(args, vars));
        mkdirSync(hostPath(stage, "."), { recursive: true });
        break;
      case "ENV":
        for (const [name, value] of pairs(args)) {
          if (value === undefined) throw new Error(`${where}: write ENV as NAME=value`);
          stage.env[name] = expand(value, { ...stage.args, ...stage.env });
        }
        break;
      case "COPY": {
        const tokens = expand(args, vars).split(/\s+/);
        let from: Stage | undefined;
        while (tokens[0]?.startsWith("--")) {
          const flag = tokens.shift()!;
          const m = /^--from=(.+)$/.exec(flag);
          if (m) {
            from = stages.find((s) => s.name === m[1]);
            if (!from) throw new Error(`${where}: no earlier stage named ${m[1]}`);
          } else if (!/^--(chown|chmod|link)(=|$)/.test(flag))
            throw new Error(`${where}: flag ${flag} is not supported here`);
        }
        const dest = tokens.pop();
        if (!dest || tokens.length === 0) throw new Error(`${where}: COPY needs a source and a destination`);
        const destHost = hostPath(stage, dest);
        const intoDir = dest.endsWith("/") || tokens.length > 1;
        for (const source of tokens) {
          const sourceHost = from ? hostPath(from, source) : path.join(context, source);
          if (
            !from &&
            (path.relative(context, sourceHost).startsWith("..") || ignored(path.relative(context, sourceHost)))
          )
            throw new Error(`${where}: ${source} is outside the context or left out by .dockerignore`);
          if (!existsSync(sourceHost)) throw new Error(`${where}: ${source} does not exist`);
          const target = statSync(sourceHost).isDirectory()
            ? destHost
            : intoDir
              ? path.join(destHost, path.basename(source))
              : destHost;
          cpSync(sourceHost, target, {
            recursive: true,
            filter: (file) => from !== undefined || !ignored(path.relative(context, file)),
          });
        }
        log(`  COPY ${args}`);
        break;
      }
      case "RUN": {
        if (args.startsWith("[") || args.startsWith("--"))
          throw new Error(`${where}: only the shell form without flags is supported here`);
        log(`  RUN ${args}`);
        const defined = Object.fromEntries(
          Object.entries(stage.args).filter((e): e is [string, string] => e[1] !== undefined),
        );
        await run(args, hostPath(stage, "."), { ...baseEnv(), ...standIns, ...defined, ...stage.env }, log);
        break;
      }
      case "USER":
        stage.user = expand(args, vars);
        break;
      case "EXPOSE":
        stage.expose.push(
          ...expand(args, vars)
            .split(/\s+/)
            .map((p) => Number.parseInt(p, 10)),
        );
        break;
      case "CMD":
        stage.cmd = execForm(args);
        break;
      case "HEALTHCHECK": {
        const m = /^((?:--[\w-]+=\S+\s+)*)CMD\s+([\s\S]+)$/.exec(args);
        if (!m) throw new Error(`${where}: write it as HEALTHCHECK [--options] CMD ...`);
        stage.healthcheck = execForm(m[2]!.trim());
        break;
      }
      default:
        throw new Error(
          `${where}: ${keyword} is not supported here; teach tests/tools/dockerfile-sequence.ts or drop it`,
        );
    }
  }
  if (!stage) throw new Error("Dockerfile: no FROM");
  return { stage, workdir: hostPath(stage, "."), remove: () => rm(into, { recursive: true, force: true }) };
}

/** The image's environment for CMD and HEALTHCHECK, with overrides such as a free PORT. */
export const imageEnv = (image: Image, overrides: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...baseEnv(),
  ...image.stage.env,
  ...overrides,
});

/** Starts the image's CMD in its WORKDIR, as `docker run` would. */
export function startImage(image: Image, overrides: Record<string, string> = {}): ChildProcess {
  const [command, ...args] = image.stage.cmd ?? [];
  if (!command) throw new Error("the Dockerfile has no CMD");
  return spawn(command, args, {
    cwd: image.workdir,
    env: imageEnv(image, overrides),
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Runs the HEALTHCHECK command once; resolves with its exit code. */
export function runHealthcheck(image: Image, overrides: Record<string, string> = {}): Promise<number | null> {
  const [command, ...args] = image.stage.healthcheck ?? [];
  if (!command) throw new Error("the Dockerfile has no HEALTHCHECK");
  const child = spawn(command, args, { cwd: image.workdir, env: imageEnv(image, overrides), stdio: "inherit" });
  return new Promise((resolve) => child.on("close", resolve));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const buildArgs: Record<string, string> = {};
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] !== "--build-arg") continue;
    const [name, ...value] = (argv[++i] ?? "").split("=");
    buildArgs[name!] = value.join("=");
  }
  const image = await runDockerfile({ context: process.cwd(), buildArgs, log: console.log });
  const port = process.env.PORT ?? "8080";
  console.log(
    `\nstarting ${image.stage.cmd?.join(" ")} on port ${port} as the image would (user ${image.stage.user ?? "root"})`,
  );
  const server = startImage(image, { PORT: port });
  server.stdout!.pipe(process.stdout);
  server.stderr!.pipe(process.stderr);
  const stop = () => {
    server.kill("SIGTERM");
    server.once("exit", () => void image.remove().then(() => process.exit(0)));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

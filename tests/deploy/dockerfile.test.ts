// The Dockerfile, the shipped way to put the shop online, builds and runs. No Docker engine here, so
// tests/tools/dockerfile-sequence.ts performs the Dockerfile's own steps (read from it, in order) in
// clean folders under the OS temp dir: `npm ci` with dev dependencies and the production build in the
// build stage, `npm ci --omit=dev` and the copied files in the runtime stage, then the image's CMD and
// HEALTHCHECK.
import { budget } from "../helpers/budget.ts";
import type { ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { freePort } from "../helpers/free-port.ts";
import { runDockerfile, runHealthcheck, startImage, type Image } from "../tools/dockerfile-sequence.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SITE_URL = "https://www.example-repair.test";
/** Two `npm ci` from the local cache and a production build, on a busy two-core machine. */
const BUILD_MS = budget(20 * 60_000);

const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

let image: Image;
let server: ChildProcess | undefined;
let output = "";

beforeAll(async () => {
  image = await runDockerfile({ context: ROOT, buildArgs: { SITE_URL } });
}, BUILD_MS);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill("SIGKILL");
    await new Promise((resolve) => server!.once("exit", resolve));
  }
  await image?.remove();
}, budget(600_000));

test("the runtime stage runs as a non-root user, with production dependencies only (tsx among them), on 0.0.0.0", () => {
  const { user, env, cmd, healthcheck } = image.stage;
  expect(user).toBeTruthy();
  expect(user).not.toMatch(/^(root|0)(:|$)/);
  expect(env).toMatchObject({ NODE_ENV: "production", HOST: "0.0.0.0", SITE_URL });
  expect(cmd).toEqual(["node", "--import", "tsx", "api/server.ts"]);
  expect(healthcheck?.join(" ")).toContain("/healthz");
  for (const name of Object.keys(pkg.dependencies))
    expect(existsSync(path.join(image.workdir, "node_modules", name)), name).toBe(true);
  for (const name of ["vite", "vitest", "@playwright/test", "lighthouse", "typescript"]) {
    expect(Object.keys(pkg.devDependencies)).toContain(name);
    expect(existsSync(path.join(image.workdir, "node_modules", name)), name).toBe(false);
  }
  // Built for the public address, never localhost.
  const sitemap = readFileSync(path.join(image.workdir, "dist/sitemap.xml"), "utf8");
  expect(sitemap).toContain(`<loc>${SITE_URL}/</loc>`);
  expect(sitemap).not.toContain("localhost");
});

test(
  "the image's command serves /healthz, the pages and the chat; its HEALTHCHECK passes; SIGTERM stops it cleanly",
  async () => {
    const port = String(await freePort());
    server = startImage(image, { PORT: port });
    server.stdout!.on("data", (chunk) => (output += chunk));
    server.stderr!.on("data", (chunk) => (output += chunk));
    const base = `http://127.0.0.1:${port}`;

    const deadline = Date.now() + budget(120_000);
    for (;;) {
      const ok = await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline || server.exitCode !== null)
        throw new Error(`the server never answered /healthz:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain(`<link rel="canonical" href="${SITE_URL}/"`);
    const chat = await fetch(`${base}/api/troubleshooting-bot`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "my screen is cracked" }),
    });
    expect(chat.status).toBe(200);
    expect(((await chat.json()) as { response: string }).response.length).toBeGreaterThan(0);

    expect(await runHealthcheck(image, { PORT: port })).toBe(0);

    const exited = new Promise<number | null>((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
  },
  budget(180_000),
);

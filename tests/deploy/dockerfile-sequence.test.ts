// The runner that stands in for `docker build` (tests/tools/dockerfile-sequence.ts) on small Dockerfiles:
// stages, COPY from the context and from a stage, .dockerignore, ARG/ENV expansion, RUN's bare
// environment, and refusal of what it does not know. The real Dockerfile is run by dockerfile.test.ts.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { dockerignore, expand, parseDockerfile, runDockerfile } from "../tools/dockerfile-sequence.ts";

const scratch = mkdtempSync(path.join(os.tmpdir(), "dockerfile-sequence-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let n = 0;
function context(files: Record<string, string>): string {
  const dir = path.join(scratch, `context-${n++}`);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe("reading", () => {
  test("instructions with line numbers, continuations joined, comments dropped", () => {
    const parsed = parseDockerfile(
      '# syntax=docker/dockerfile:1\nFROM a AS b\n\n# note\nRUN one \\\n  && two\nCMD ["x"]\n',
    );
    expect(parsed.map((i) => ({ ...i, args: i.args.replace(/\s+/g, " ") }))).toEqual([
      { line: 2, keyword: "FROM", args: "a AS b" },
      { line: 5, keyword: "RUN", args: "one && two" },
      { line: 7, keyword: "CMD", args: '["x"]' },
    ]);
  });

  test("${NAME}, ${NAME:-default} and $NAME", () => {
    expect(expand("${A}-$B-${C:-c}-${A:-no}", { A: "a", B: "b" })).toBe("a-b-c-a");
    expect(expand("${E:-fallback}", { E: "" })).toBe("fallback");
  });

  test(".dockerignore: names anywhere at the top, folders with their contents, ** and *", () => {
    const ignored = dockerignore("# comment\nnode_modules\n**/*.test.ts\n*.log\n/dist/\n");
    expect(ignored("node_modules")).toBe(true);
    expect(ignored("node_modules/zod/index.js")).toBe(true);
    expect(ignored("widgets/a/a.test.ts")).toBe(true);
    expect(ignored("a.test.ts")).toBe(true);
    expect(ignored("npm-debug.log")).toBe(true);
    expect(ignored("logs/x.log")).toBe(false);
    expect(ignored("dist/index.html")).toBe(true);
    expect(ignored("site/dist.ts")).toBe(false);
    expect(ignored("api/app.ts")).toBe(false);
  });
});

describe("running", () => {
  test("stages, COPY from the context (minus .dockerignore) and from a stage, ARG and ENV, CMD and HEALTHCHECK", async () => {
    const dir = context({
      Dockerfile: [
        "ARG BASE=img",
        "FROM ${BASE} AS build",
        "WORKDIR /src",
        "COPY app ./app",
        "ARG GREETING",
        'RUN test -z "$NODE_ENV" && echo "$GREETING from $(pwd | sed s:.*/::)" > app/out.txt',
        "FROM ${BASE}",
        "ENV MODE=prod PORT=9 URL=${GREETING:-none}",
        "WORKDIR /srv",
        "COPY --from=build /src/app ./app",
        "USER node",
        'HEALTHCHECK --interval=5s CMD ["true"]',
        'CMD ["node", "app/main.js"]',
      ].join("\n"),
      ".dockerignore": "**/*.secret\n",
      "app/main.js": "",
      "app/key.secret": "no",
    });
    const image = await runDockerfile({
      context: dir,
      buildArgs: { GREETING: "hi" },
      into: path.join(scratch, "run-1"),
    });
    expect(readFileSync(path.join(image.workdir, "app/out.txt"), "utf8")).toBe("hi from src\n");
    expect(() => readFileSync(path.join(image.workdir, "app/key.secret"))).toThrow();
    expect(image.stage.env).toEqual({ MODE: "prod", PORT: "9", URL: "none" }); // ARG GREETING was not declared in this stage
    expect(image.stage.user).toBe("node");
    expect(image.stage.cmd).toEqual(["node", "app/main.js"]);
    expect(image.stage.healthcheck).toEqual(["true"]);
    await image.remove();
  });

  test("a failing RUN stops the build with its output", async () => {
    const dir = context({ Dockerfile: "FROM x\nRUN echo broken >&2 && exit 3\n" });
    await expect(runDockerfile({ context: dir, into: path.join(scratch, "run-2") })).rejects.toThrow(
      /exit 3\):\nbroken/,
    );
  });

  test("what it cannot do faithfully is refused, never skipped", async () => {
    const add = context({ Dockerfile: "FROM x\nADD https://example.com/a /a\n" });
    await expect(runDockerfile({ context: add, into: path.join(scratch, "run-3") })).rejects.toThrow(/line 2 \(ADD\)/);
    const left = context({
      Dockerfile: "FROM x\nCOPY secret.txt ./\n",
      ".dockerignore": "secret.txt\n",
      "secret.txt": "",
    });
    await expect(runDockerfile({ context: left, into: path.join(scratch, "run-4") })).rejects.toThrow(
      /left out by .dockerignore/,
    );
  });
});

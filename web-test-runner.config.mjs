// Component tests: widgets/**/*.test.ts(x) in Debian's Chromium through Playwright. Vite (with
// vite.config.ts: the shop-facts virtual module, ?inline CSS, TSX) serves the code: the test server
// forwards every source request to a Vite dev server on a free loopback port, before its own file
// serving (which would hand out .ts files untransformed). The chat tests talk to real HTTP servers on the loopback interface:
// - the test server itself answers POST /api/troubleshooting-bot (the same-origin default), and
// - `fake-api-*` commands start a scripted chat API on another port (a second origin, with CORS),
//   whose answers a test chooses: a reply, a delay, an error status, a dropped connection.
import http from "node:http";
import { playwrightLauncher } from "@web/test-runner-playwright";
import { createServer as createViteServer } from "vite";
// Loaded through tsx (see the test:components script), so the TypeScript helper is shared with Playwright.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/helpers/chromium.ts";
import { budget } from "./tests/helpers/budget.ts";
// A free port for the test server and Vite (another run, or a developer's server, may hold 8000).
import { freePort } from "./tests/helpers/free-port.ts";

const readBody = (req) =>
  new Promise((resolve) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });

/**
 * A scripted API: each request takes the next scripted answer meant for it, else the chat's echo (or
 * a 404 on another path). An answer with a `route` ("GET /api/availability", "POST /api/bookings")
 * is for requests to that path; one without is for the chat endpoint.
 */
function createFakeApi() {
  const requests = [];
  const script = [];
  const held = [];
  const sockets = new Set();
  const server = http.createServer(async (req, res) => {
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Access-Control-Allow-Headers", "Content-Type");
    res.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
    res.setHeader("Access-Control-Expose-Headers", "Retry-After");
    if (req.method === "OPTIONS") return res.writeHead(204).end();
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    const route = `${req.method} ${path}`;
    const chat = route === "POST /api/troubleshooting-bot";
    const at = script.findIndex((answer) => (answer.route ? route === answer.route : chat));
    if (!chat && at === -1) {
      return res
        .writeHead(404, { "Content-Type": "application/json" })
        .end('{"error":"Not Found","message":"no such route"}');
    }
    const raw = await readBody(req);
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      body = raw;
    }
    requests.push({ method: req.method, url: req.url, contentType: req.headers["content-type"], body });
    // A sticky answer (e.g. a dropped connection, which the browser may retry) stays for every request.
    const scripted = at === -1 ? undefined : script[at].sticky ? script[at] : script.splice(at, 1)[0];
    const answer = { status: 200, body: { response: `You said: ${body?.message}` }, ...scripted };
    const send = () => {
      if (answer.drop) return req.socket.destroy();
      res.writeHead(answer.status ?? 200, { "Content-Type": "application/json", ...answer.headers });
      res.end(typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body ?? {}));
    };
    if (answer.hold) held.push(send);
    else setTimeout(send, answer.delayMs ?? 0);
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  return {
    requests,
    script,
    release: () => held.splice(0).forEach((send) => send()),
    listen: () =>
      new Promise((resolve) =>
        server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${server.address().port}`)),
      ),
    close: () =>
      new Promise((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve(null));
      }),
  };
}

function fakeApiPlugin() {
  const apis = new Map();
  let next = 0;
  return {
    name: "fake-chat-api",
    async executeCommand({ command, payload }) {
      if (!command.startsWith("fake-api-")) return undefined;
      if (command === "fake-api-start") {
        const api = createFakeApi();
        const id = String(++next);
        apis.set(id, api);
        return { id, origin: await api.listen() };
      }
      const api = apis.get(payload?.id);
      if (!api) throw new Error(`no fake API ${payload?.id}`);
      switch (command) {
        case "fake-api-script":
          api.script.push(...payload.answers);
          return true;
        case "fake-api-requests":
          return api.requests;
        case "fake-api-release":
          api.release();
          return true;
        case "fake-api-stop":
          apis.delete(payload.id);
          await api.close();
          return true;
        default:
          throw new Error(`unknown command ${command}`);
      }
    },
    async serverStop() {
      await Promise.all([...apis.values()].map((api) => api.close()));
    },
  };
}

/** Starts Vite (vite.config.ts) and forwards source requests to it. */
function viteSources() {
  let vite;
  let origin;
  const forward = (ctx) =>
    new Promise((resolve, reject) => {
      const headers = { ...ctx.headers };
      delete headers.host;
      const request = http.get(`${origin}${ctx.originalUrl}`, { headers }, (response) => {
        const chunks = [];
        response.on("data", (c) => chunks.push(c));
        response.on("end", () => {
          ctx.status = response.statusCode ?? 500;
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined && !["connection", "transfer-encoding", "keep-alive"].includes(name))
              ctx.set(name, value);
          }
          ctx.body = Buffer.concat(chunks);
          resolve();
        });
      });
      request.on("error", reject);
    });
  return {
    plugin: {
      name: "vite-sources",
      async serverStart() {
        const port = await freePort();
        vite = await createViteServer({
          clearScreen: false,
          logLevel: "warn",
          server: { host: "127.0.0.1", port, strictPort: true, hmr: false },
          plugins: [
            {
              // The test runner's own modules stay with the test server.
              name: "test-runner-externals",
              resolveId: (id) => (id.startsWith("/__web-dev-server") ? { id, external: true } : undefined),
            },
          ],
        });
        await vite.listen();
        origin = `http://127.0.0.1:${port}`;
      },
      async serverStop() {
        await vite?.close();
      },
    },
    middleware: async (ctx, next) => {
      if (
        ctx.method === "GET" &&
        /^\/(widgets|site|shop|node_modules|\.cache|@id|@fs|@vite|@react-refresh)\//.test(ctx.path)
      )
        return forward(ctx);
      return next();
    },
  };
}
const sources = viteSources();

/** The same-origin chat API default: POST /api/troubleshooting-bot on the page's own server. */
async function sameOriginApi(ctx, next) {
  if (ctx.method === "POST" && ctx.path === "/api/troubleshooting-bot") {
    const body = JSON.parse((await readBody(ctx.req)) || "{}");
    ctx.type = "application/json";
    ctx.body = JSON.stringify({ response: `Same-origin API got: ${body.message}` });
    return;
  }
  return next();
}

export default {
  port: await freePort(),
  files: ["widgets/**/*.test.{ts,tsx}"],
  nodeResolve: false,
  concurrency: 1,
  testFramework: { config: { timeout: budget(10000) } },
  // The shells' lit-html runs in its development build here (Vite's dev server), which checks
  // templates more strictly; its one-time "Lit is in dev mode" notice would open every file's log.
  // TEST_TIME_SCALE reaches the page too: widgets/test/helpers.ts stretches the tests' waits by it.
  testRunnerHtml: (testFramework) =>
    `<!doctype html><html><body><script>globalThis.litIssuedWarnings = new Set(["dev-mode"]); globalThis.TEST_TIME_SCALE = ${budget(1000) / 1000};</script><script type="module" src="${testFramework}"></script></body></html>`,
  testsFinishTimeout: budget(180000),
  browserStartTimeout: budget(60000),
  middleware: [sources.middleware, sameOriginApi],
  plugins: [sources.plugin, fakeApiPlugin()],
  browsers: [
    playwrightLauncher({
      product: "chromium",
      launchOptions: { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS },
    }),
  ],
};

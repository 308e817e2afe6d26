// One run of the preview server for `npm run dev` (started and replaced by scripts/dev/dev.ts, never by
// hand): the real app from api/app.ts over the dev build in .dev/dist, plus the live-reload channel.
//
// A fresh process per rebuild is the point: the assistant imports site/_data and site/lib once, and
// Node's ES module cache would keep the old facts for as long as the process lives.
//
// It imports the app at once, while the supervisor rebuilds, so the old server keeps serving until
// this one is ready to take the port (scripts/dev/protocol.ts has the conversation).
import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import { EVENTS_PATH, RELOAD_SCRIPT_PATH, type FromServer, type ToServer } from "./protocol.ts";

// Served from our origin (script-src 'self'), so the pages' Content-Security-Policy stays as in
// production. The script carries the id of the server that sent it, and the event stream opens with
// the id of the server now up: a page reloads when they differ, so a page never keeps what an older
// server sent it. The page's module scripts run in order, the widgets before this one, so the stream
// opens only once the widgets have loaded: a server replaced between the two (a round that ends while
// the page loads) is seen by its id, where a dropped stream would never have been noticed. It shows a
// failed build's message until the next good one.
const reloadScript = (server: string) => `// npm run dev only: live reload.
const served = ${JSON.stringify(server)};
const events = new EventSource(${JSON.stringify(EVENTS_PATH)});
events.addEventListener("server", (event) => {
  if (JSON.parse(event.data) !== served) location.reload();
  else document.documentElement.dataset.devReload = "connected";
});
let banner;
events.addEventListener("build-failed", (event) => {
  const { message } = JSON.parse(event.data);
  banner ??= document.body.appendChild(document.createElement("pre"));
  banner.setAttribute("role", "alert");
  Object.assign(banner.style, {
    position: "fixed", inset: "auto 0 0 0", zIndex: "2147483647", margin: "0", maxHeight: "50vh",
    overflow: "auto", padding: "1rem", background: "#7f1d1d", color: "#fff", font: "14px/1.4 monospace",
    whiteSpace: "pre-wrap",
  });
  banner.textContent = "The preview was not updated; it still shows the last good build.\\n\\n" + message;
});
`;

/** This server process: a new one replaces it after every rebuild. */
const SERVER_ID = randomUUID();

const send = (message: FromServer) => process.send?.(message);
const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

/** The live-reload routes, registered through buildApp's `extend` so the real app serves them. */
function liveReload(clients: Set<ServerResponse>, lastEvent: () => string | undefined) {
  return async (app: FastifyInstance) => {
    app.get(RELOAD_SCRIPT_PATH, async (_request, reply) =>
      reply.type("text/javascript; charset=utf-8").header("cache-control", "no-store").send(reloadScript(SERVER_ID)),
    );
    app.get(EVENTS_PATH, (request, reply) => {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "content-type": "text/event-stream",
        "cache-control": "no-store",
        connection: "keep-alive",
      });
      // Reconnect quickly: a restart takes the port away for a moment.
      res.write(`retry: 250\n\nevent: server\ndata: ${JSON.stringify(SERVER_ID)}\n\n${lastEvent() ?? ""}`);
      clients.add(res);
      request.raw.on("close", () => clients.delete(res));
    });
  };
}

async function main() {
  // The supervisor gone (or replacing us): nothing to finish in a preview, leave at once.
  process.on("disconnect", () => process.exit(0));
  process.on("SIGTERM", () => process.exit(0));
  process.on("SIGINT", () => process.exit(0));

  let buildApp: typeof import("../../api/app.ts").buildApp;
  let config: import("../../api/config.ts").ServerConfig;
  try {
    ({ buildApp } = await import("../../api/app.ts"));
    const { loadConfig } = await import("../../api/config.ts");
    config = loadConfig(process.env);
  } catch (error) {
    send({ type: "failed", step: "load", message: describe(error) });
    return;
  }
  send({ type: "loaded" });

  const clients = new Set<ServerResponse>();
  let last: string | undefined;
  let app: FastifyInstance | undefined;

  process.on("message", async (message: ToServer) => {
    try {
      if (message.type === "build") {
        app = await buildApp(
          { ...config.app, root: message.root },
          liveReload(clients, () => last),
        );
        send({ type: "built" });
      } else if (message.type === "listen") {
        if (!app) throw new Error("listen before build");
        const address = await app.listen({ port: config.port, host: config.host });
        send({ type: "listening", url: address });
      } else if (message.type === "broadcast") {
        const frame = `event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`;
        last = message.event === "build-failed" ? frame : undefined;
        for (const res of clients) res.write(frame);
      }
    } catch (error) {
      send({ type: "failed", step: message.type === "listen" ? "listen" : "build", message: describe(error) });
    }
  });
}

await main();

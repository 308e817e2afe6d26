// Starts the app on PORT (default 8080) and HOST (default localhost) and shuts it down gracefully on
// SIGTERM/SIGINT: it stops accepting connections, lets the requests in flight finish, and exits 0
// within SHUTDOWN_TIMEOUT_MS. Connections still open near the end of that time (a stalled upload,
// a client that never reads) are closed so they cannot hold the process: it still exits 0.
import { loadConfig, type ServerConfig } from "./config.ts";

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The app (the site's renderer, the assistant, the stores) loads only once the settings are good: a
// bad variable stops the process at once, even on a slow machine.
const { buildApp } = await import("./app.ts");
// A start-up that cannot go on (the database folder in use by another server, a database that cannot
// be reached) says why in one line, not with a stack.
const app = await buildApp(config.app).catch((error: unknown) => {
  console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

/** The share of SHUTDOWN_TIMEOUT_MS requests in flight get; the rest is for closing what remains. */
const GRACE_SHARE = 0.8;

let closing = false;
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down: finishing requests in flight");
  const grace = setTimeout(
    () => {
      app.log.warn("shutdown grace period over: closing the connections still open");
      app.server.closeAllConnections();
    },
    Math.floor(config.shutdownTimeoutMs * GRACE_SHARE),
  );
  grace.unref();
  const force = setTimeout(() => {
    app.log.error("shutdown timed out; exiting");
    process.exit(1);
  }, config.shutdownTimeoutMs);
  force.unref();
  try {
    await app.close();
    app.log.info("closed");
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, "error while closing");
    process.exit(1);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, "could not start the server");
  process.exit(1);
}

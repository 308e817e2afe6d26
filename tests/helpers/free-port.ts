// A free TCP port on the loopback interface, for a server started in another process that must be
// told its port up front (the API under test, dev mode, a container, redis-server, PostgreSQL, the
// test runners' own servers). A server started in this process listens on port 0 instead, which
// leaves no gap for another process to take the port.
//
// The port is drawn at random below the ephemeral range (Linux 32768-60999; macOS and Windows
// 49152-65535), from which the kernel hands out every port-0 listener and every outgoing connection.
// Between this probe and the server's listen (seconds, while node starts) a port from that range can
// be handed to another process: with npm test's suites side by side, the end-to-end server's port was
// taken by another suite's server while it started, and Playwright read that server's /healthz.
// Below the range, only another caller of this function can draw the same port (one chance in 12,768).
import { createServer } from "node:net";

const LOWEST = 20_000;
const HIGHEST = 32_767;

function isFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

export async function freePort(host = "127.0.0.1"): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST + 1));
    if (await isFree(port, host)) return port;
  }
  throw new Error(`no free port between ${LOWEST} and ${HIGHEST} on ${host} after 100 tries`);
}

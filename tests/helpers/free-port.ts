// A free TCP port on the loopback interface, for a server started in another process that must be
// told its port up front (the API under test, dev mode, a container, redis-server, PostgreSQL, the
// test runners' own servers). A server started in this process listens on port 0 instead, which
// leaves no gap for another process to take the port.
import { createServer, type AddressInfo } from "node:net";

export function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

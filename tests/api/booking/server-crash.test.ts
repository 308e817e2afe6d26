// What a 201 promises, proven on the real server process (api/server.ts, as `npm start` runs it) with
// the embedded database: killed with SIGKILL right after it answered, restarted, the booking is there;
// and a second server pointed at the same DATA_DIR is refused with a message, never let in to corrupt it.
import { budget } from "../../helpers/budget.ts";
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import { bookFirstFreeSlot, makeBookingFixture, removeBookingFixture } from "../../helpers/booking-fixture.ts";
import { startServerProcess, type ServerProcess } from "../../helpers/server-process.ts";
import { visitorPhone } from "../../helpers/visitor-phone.ts";

let dist: string;
let dataDir: string;
const running = new Set<ServerProcess>();
/** Every server the test started, in order: what each printed is shown when the test fails anywhere. */
const started: ServerProcess[] = [];

/** api/server.ts on the test's dist/ and bookings' folder; every one still running is killed after the file. */
async function startServer(): Promise<ServerProcess> {
  const server = await startServerProcess({ DIST_DIR: dist, DATA_DIR: dataDir, LOG_LEVEL: "warn", SMTP_URL: "" });
  running.add(server);
  started.push(server);
  void server.exited.then(() => running.delete(server));
  return server;
}

beforeAll(async () => {
  ({ root: dist, dataDir } = await makeBookingFixture("crash-"));
});

afterAll(async () => {
  for (const server of running) server.kill();
  await removeBookingFixture({ root: dist, dataDir });
});

describe("the embedded database behind a real server", () => {
  it(
    "keeps a booking acknowledged with 201 when the server is killed with SIGKILL right after",
    async () => {
      // A start refused or a booking lost says why only in the server's own words (its stderr).
      onTestFailed(() => {
        for (const [i, server] of started.entries())
          console.error(`api/server.ts #${i + 1} (${server.origin}) printed:\n${server.output()}`);
      });
      const first = await startServer();
      await first.ready(budget(60_000));
      const res = await bookFirstFreeSlot(first.origin, { name: "Kill Nine", phone: visitorPhone(0).display });
      expect(res.status).toBe(201);
      await first.stop("SIGKILL");
      const { reference, manageUrl } = (await res.json()) as { reference: string; manageUrl: string };

      const second = await startServer();
      await second.ready(budget(60_000));
      const page = await fetch(second.origin + new URL(manageUrl).pathname);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(reference);

      // A second server on the same folder is refused, with the folder named.
      const intruder = await startServer();
      const { code, output } = await intruder.exited;
      expect(code).not.toBe(0);
      expect(output).toMatch(/DATA_DIR|already in use|locked/i);
      // The first is unharmed.
      expect((await fetch(second.origin + new URL(manageUrl).pathname)).status).toBe(200);
      await second.stop("SIGTERM");
    },
    budget(120_000),
  );
});

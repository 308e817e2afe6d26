// A stand-in server for the crash tests (crash.test.ts): opens the SQLite store in the DATA_DIR
// given as argv[2] and books without pause, three requests in flight at a time, printing
// "ack <reference>" only after create() has resolved: what a server would answer 201 for. The test
// kill -9s this process and checks every acknowledged booking survived.
// A second copy on the same folder prints "refused <message>" and exits 1.
// The shop's rules come as arguments (slot minutes, services) so that this process starts fast: it
// loads the store and nothing else.
import { createHash } from "node:crypto";
import { openStore } from "../../../api/booking/store.ts";
import type { BookingStore } from "../../../api/booking/types.ts";
import type { BookableService } from "#shop/content-schemas.ts";

const [dataDir = "", slotMinutes = "", serviceList = ""] = process.argv.slice(2);
const SLOT = Number(slotMinutes) * 60_000;
const services = serviceList.split(",") as BookableService[];
/** Far enough ahead that no run's slots meet another's; runs differ by pid. */
const base = Date.UTC(2032, 0, 1) + (process.pid % 100_000) * 1000 * SLOT;

let store: BookingStore;
try {
  store = await openStore({ dataDir });
} catch (error) {
  process.stdout.write(`refused ${(error as Error).message}\n`);
  process.exit(1);
}
process.stdout.write(`ready ${process.pid}\n`);

let n = 0;
async function stream() {
  for (;;) {
    const i = n++;
    const reference = `CR${process.pid}-${i}`;
    const result = await store.create(
      {
        reference,
        tokenHash: createHash("sha256").update(reference).digest("hex"),
        start: base + i * SLOT,
        end: base + (i + 1) * SLOT,
        service: services[i % services.length]!,
        model: null,
        name: `Crash ${i}`,
        phone: `+1555${String(i % 10_000_000).padStart(7, "0")}`,
        email: null,
        notes: null,
        source: "online",
      },
      { capacity: 1_000_000, maxFutureForPhone: 1_000_000, now: 0 },
      (b) => [
        { kind: "email", payload: { event: "created", id: b.id } },
        { kind: "webhook", payload: { event: "created", reference: b.reference } },
      ],
    );
    // stdout to a pipe is synchronous on Linux: the line is out before the next await.
    if (result.ok) process.stdout.write(`ack ${reference}\n`);
  }
}
await Promise.all([stream(), stream(), stream()]);

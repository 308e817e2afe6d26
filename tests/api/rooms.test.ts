// The shared rooms (issue 37): the database, the outbox and the texts are infrastructure that the
// features use, never the other way round. These checks read the source as a newcomer would.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const API = path.join(ROOT, "api");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(?:ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");
const files = sourceFiles(API).map((file) => ({ file, name: rel(file), text: readFileSync(file, "utf8") }));

/** Every import of a file: where it leads inside api/ (relative specifiers only) and whether it is type-only. */
function importsOf(file: string, text: string) {
  return [...text.matchAll(/^(import|export)\s+(type\s+)?[^;]*?\bfrom\s*["'](\.[^"']+)["']/gms)].map((m) => ({
    to: rel(path.resolve(path.dirname(file), m[3]!)),
    typeOnly: m[2] !== undefined,
  }));
}

const under = (name: string, ...dirs: string[]) => dirs.some((d) => name.startsWith(`api/${d}/`));

it("reads the API's modules", () => {
  expect(files.length).toBeGreaterThan(100);
  expect(files.some((f) => f.name === "api/outbox/enqueue.ts")).toBe(true);
});

it("writes into the outbox only through api/outbox/ (one enqueue)", () => {
  const writers = files.filter((f) => f.text.includes('insertInto("outbox")')).map((f) => f.name);
  expect(writers.filter((name) => !under(name, "outbox"))).toEqual([]);
});

it("keeps the shared rooms and the other features off api/booking/ (and api/journey/ but for types)", () => {
  const crossings: string[] = [];
  for (const f of files) {
    if (!under(f.name, "sms", "numbers", "chat", "db", "outbox")) continue;
    for (const i of importsOf(f.file, f.text)) {
      // db/schema.ts composes every feature's table types: that is its one job.
      if (f.name === "api/db/schema.ts" && i.typeOnly && i.to.endsWith("/tables.ts")) continue;
      if (under(i.to, "booking") || (under(i.to, "journey") && !i.typeOnly)) crossings.push(`${f.name} -> ${i.to}`);
    }
  }
  expect(crossings).toEqual([]);
});

it("keeps the texts a channel: no SQL under api/sms/ names the bookings' table (booking's port does)", () => {
  // A table named in a query (selectFrom, a join, …), or a column qualified with it.
  const sqlOfBookings = /(?:From|Join|Table|Into)\(\s*["'`]bookings["'`]|["'`]bookings\.\w/;
  const naming = files.filter((f) => under(f.name, "sms") && sqlOfBookings.test(f.text)).map((f) => f.name);
  expect(naming).toEqual([]);
});

it("late-binds nothing: no `let kick`", () => {
  expect(files.filter((f) => /\blet\s+kick\b/.test(f.text)).map((f) => f.name)).toEqual([]);
});

it("builds the booking store only inside api/booking/", () => {
  const users = files.filter((f) => f.text.includes("createBookingStore")).map((f) => f.name);
  expect(users.filter((name) => !under(name, "booking"))).toEqual([]);
});

// api/owner/ is left out for now: desk.ts and the actions given its Desk type import each other (issue 37
// item 2's cycle test, over the whole server, takes it in).
it("has no import cycle in the rooms it checks, type imports included", () => {
  const checked = files.filter((f) => under(f.name, "db", "outbox", "sms", "numbers", "booking", "journey"));
  const edges = new Map(checked.map((f) => [f.name, importsOf(f.file, f.text).map((i) => i.to)]));
  const cycles: string[] = [];
  const state = new Map<string, "open" | "done">();
  const visit = (name: string, trail: string[]) => {
    if (state.get(name) === "done") return;
    if (state.get(name) === "open") {
      cycles.push([...trail.slice(trail.indexOf(name)), name].join(" -> "));
      return;
    }
    state.set(name, "open");
    for (const to of edges.get(name) ?? []) if (edges.has(to)) visit(to, [...trail, name]);
    state.set(name, "done");
  };
  for (const name of edges.keys()) visit(name, []);
  expect(cycles).toEqual([]);
});

it('asks every question about a state through a named set of shop/repair-states.ts, never `state === "…"`', () => {
  const comparisons = files.flatMap((f) =>
    [...f.text.matchAll(/\b\w*[sS]tate\s*[!=]==?\s*["']|["']\s*[!=]==?\s*[\w.]*[sS]tate\b/g)].map(
      (m) => `${f.name}: ${m[0]}`,
    ),
  );
  expect(comparisons).toEqual([]);
});

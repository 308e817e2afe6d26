// Every route that takes a body answers a body that is not JSON (malformed, empty, cut short) with a
// 4xx JSON error, never a 500: the visitor's API with 400 `invalid_json` (or `empty_body`), the desk's
// routes with their own refusal. The routes are read from the app itself, so a new route is walked too.
import { budget } from "../helpers/budget.ts";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ownerApp, signedInOwner, type OwnerApp } from "../helpers/owner-app.ts";

let served: OwnerApp;
beforeAll(async () => {
  served = await ownerApp({ booking: true });
}, budget(60_000));
afterAll(() => served?.close());

/** The routes of Fastify's printed tree as full paths with their methods (the tree nests by 4 columns). */
function routesOf(tree: string): { url: string; methods: string[] }[] {
  const parents: string[] = [];
  const routes: { url: string; methods: string[] }[] = [];
  for (const line of tree.split("\n")) {
    const m = /^([│ ]*)[├└]── (\S+) \(([^)]*)\)/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    parents.length = depth;
    const url = `${parents.join("")}${m[2]}`;
    parents.push(m[2]!);
    routes.push({ url, methods: m[3]!.split(", ") });
  }
  return routes;
}

const BODIES = ["{", "", '{"start":', "[1,2", "nul"];

it("finds the routes it walks", () => {
  const routes = routesOf(served.app.printRoutes({ commonPrefix: false }));
  const posts = routes.filter((r) => r.methods.includes("POST")).map((r) => r.url);
  expect(posts).toEqual(expect.arrayContaining(["/api/bookings", "/api/bookings/:token/reschedule", "/api/hit"]));
});

it("answers a body that is not JSON with a 4xx JSON error on every route that takes one, for any token", async () => {
  // Signed in, so the desk's routes read the body rather than sending a stranger to the sign-in page.
  const owner = await signedInOwner(served.base);
  const routes = routesOf(served.app.printRoutes({ commonPrefix: false })).filter((r) => !r.url.includes("*"));
  const failures: string[] = [];
  for (const { url, methods } of routes)
    for (const method of methods.filter((m) => ["POST", "PUT", "PATCH"].includes(m)))
      for (const body of BODIES) {
        const path = url.replace(/:\w+/g, "not-a-real-token");
        const res = await owner.fetch(path, { method, body, headers: { "content-type": "application/json" } });
        const text = await res.text();
        const where = `${method} ${path} ${JSON.stringify(body)} -> ${res.status} ${text.slice(0, 120)}`;
        if (res.status >= 500) failures.push(where);
        else if (path.startsWith("/api/")) {
          if (res.status !== 400) failures.push(where);
          else if (!/"error":"(invalid_json|empty_body)"/.test(text)) failures.push(where);
        } else if (res.status < 400) failures.push(where);
      }
  expect(failures).toEqual([]);
});

it("answers a date range the book cannot hold with a 400 on the desk's JSON and CSV, never a 500", async () => {
  const owner = await signedInOwner(served.base);
  for (const path of ["/owner/api/bookings", "/owner/export.csv"])
    for (const range of [
      "from=0001-01-01&to=9999-12-31",
      "from=9999-12-31",
      "to=0001-01-01",
      "from=2026-02-30",
      "from=20260101",
      "from=2026-03-01&to=2026-02-01",
    ]) {
      const res = await owner.fetch(`${path}?${range}`);
      expect(res.status, `${path}?${range}`).toBe(400);
      if (path.startsWith("/owner/api/"))
        expect(await res.json(), `${path}?${range}`).toMatchObject({ error: expect.stringMatching(/^invalid_/) });
    }
  for (const range of ["from=2999-01-01", "from=1970-01-01&to=1970-01-02"])
    expect((await owner.fetch(`/owner/api/bookings?${range}`)).status, range).toBe(200);
});

import { budget } from "./tests/helpers/budget.ts";
import { defineConfig } from "vitest/config";

// Unit and integration tests: the content model, the built HTML in dist/, and the API
// (through fastify.inject and a real listening server). Browser tests live elsewhere:
// widgets/*/*.test.ts run in Chromium under Web Test Runner, tests/e2e under Playwright.
export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts", "api/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**", "tests/tmp/**"],
    // A quiet machine's ceilings; TEST_TIME_SCALE stretches them with every other budget (tests/helpers/budget.ts).
    testTimeout: budget(30_000),
    hookTimeout: budget(120_000),
    // One PostgreSQL server for the run; each test takes a database of its own on it.
    globalSetup: ["tests/helpers/postgres-global.ts"],
    // The files of a worker share its modules: each file loading the app's whole graph again (Fastify,
    // zod, Temporal, the content) cost more than half the suite's time (import 61 s of a 103 s run on
    // 2 cores; 10 s without). No test changes the environment or mocks a module, so nothing leaks
    // between files; each builds its own app, database and servers.
    isolate: false,
  },
});

import { defineConfig } from "vitest/config";

// Unit and integration tests: the content model, the built HTML in dist/, and the API
// (through fastify.inject and a real listening server). Browser tests live elsewhere:
// widgets/*/*.test.ts run in Chromium under Web Test Runner, tests/e2e under Playwright.
export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts", "api/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**", "tests/tmp/**"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

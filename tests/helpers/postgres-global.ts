// Vitest's global setup: one PostgreSQL server for the whole run, shared by every file that tests
// both engines (tests/helpers/engines.ts). Each file used to initdb and start a cluster of its own,
// a few seconds of CPU each (12 s apiece on a loaded 2-core machine) for eleven files; each test
// takes a database of its own on the shared server, so a test sees what it saw on its own cluster.
// Nothing is started when PostgreSQL is not installed or TEST_POSTGRES=off.
import type { TestProject } from "vitest/node";
import { POSTGRES_BIN, startPostgres } from "./postgres-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared server's port, or null when the run has none. */
    postgresPort: number | null;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!POSTGRES_BIN) {
    project.provide("postgresPort", null);
    return undefined;
  }
  const server = await startPostgres();
  project.provide("postgresPort", server.port);
  return () => server.stop();
}

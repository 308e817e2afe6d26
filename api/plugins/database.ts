// app.db: the shop's database (api/db/database.ts), opened once for every store over it (the bookings,
// the chat's unanswered questions) and closed with the app. Undefined when no store needs one or the
// server was given no place for it (the unit tests' apps): booking then answers 503, and nothing is recorded.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { openDatabase, type Db } from "../db/database.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Db | undefined;
  }
}

export interface DatabasePluginOptions {
  /** The embedded database's folder (DATA_DIR); ignored when databaseUrl is set. */
  dataDir?: string;
  /** postgres://… (DATABASE_URL): several instances share one database. */
  databaseUrl?: string;
  /** A database already open (tests that share one between apps): used as it is, and left open. */
  database?: Db;
  /** Whether any store will use it: booking switched on, or the chat recording. */
  needed: boolean;
}

export const database = fp(
  async (app: FastifyInstance, opts: DatabasePluginOptions) => {
    let db = opts.database;
    if (!db && opts.needed && (opts.dataDir || opts.databaseUrl)) {
      const opened = await openDatabase({ dataDir: opts.dataDir, databaseUrl: opts.databaseUrl, log: app.log });
      app.addHook("onClose", async () => opened.close());
      db = opened;
    }
    app.decorate("db", db);
  },
  { name: "database" },
);

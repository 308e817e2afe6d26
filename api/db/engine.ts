// The two engines the shop's database runs on, and what a migration writes differently on each.
import type { ColumnDefinitionBuilder } from "kysely";

export type Engine = "sqlite" | "postgres";

/** An auto-numbered key: SQLite's INTEGER PRIMARY KEY AUTOINCREMENT, PostgreSQL's identity column. */
export const sequence = (engine: Engine) =>
  engine === "sqlite"
    ? (["integer", (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement()] as const)
    : (["bigint", (c: ColumnDefinitionBuilder) => c.primaryKey().generatedByDefaultAsIdentity()] as const);

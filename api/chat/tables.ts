// The chat's table (composed with the others' in api/db/schema.ts).
import type { Generated } from "kysely";

/**
 * One row per unanswered question: "this week's top ten" counts exactly the occurrences since a moment,
 * and retention removes old occurrences one by one. The volume is small (questions the assistant missed).
 */
export interface UnansweredTable {
  id: Generated<number>;
  key: string;
  example: string;
  at: number;
}

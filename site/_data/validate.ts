import path from "node:path";
import { fileURLToPath } from "node:url";
import type { z } from "zod";

export class ContentError extends Error {
  override name = "ContentError";
}

/** Names an entry of a list by its human label when it has one: `entry 12 ("iPhone 13 mini")`. */
function describeEntry(data: unknown, index: number): string {
  const entry = Array.isArray(data) ? (data[index] as Record<string, unknown> | undefined) : undefined;
  const label = entry && (entry.name ?? entry.slug ?? entry.id ?? entry.question ?? entry.title);
  return typeof label === "string" ? `entry ${index + 1} ("${label}")` : `entry ${index + 1}`;
}

/**
 * Validates a content file's data when the module is first imported, so the Eleventy build,
 * the widget build and the API all stop on the same broken fact, with the file, the entry and
 * the field named.
 */
export function defineContent<S extends z.ZodType>(moduleUrl: string, schema: S, data: z.input<S>): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const file = path.relative(process.cwd(), fileURLToPath(moduleUrl)) || moduleUrl;
  const lines = result.error.issues.map((issue) => {
    const [first, ...rest] = issue.path;
    const where =
      typeof first === "number"
        ? `${describeEntry(data, first)}, field "${rest.join(".") || "(the entry itself)"}"`
        : `field "${issue.path.join(".") || "(the whole file)"}"`;
    return `  ${where}: ${issue.message}`;
  });
  throw new ContentError(`Invalid content in ${file}:\n${lines.join("\n")}`);
}

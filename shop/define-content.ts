import path from "node:path";
import { fileURLToPath } from "node:url";
import type { z } from "zod";

export class ContentError extends Error {
  override name = "ContentError";
}

type Key = PropertyKey;

/** Names an entry of a list by its human label when it has one: `entry 12 ("iPhone 13 mini")`. */
function describeEntry(data: unknown, index: number): string {
  const entry = Array.isArray(data) ? (data[index] as Record<string, unknown> | undefined) : undefined;
  const label =
    entry && (entry.name ?? entry.slug ?? entry.id ?? entry.question ?? entry.title ?? entry.label ?? entry.date);
  return typeof label === "string" ? `entry ${index + 1} ("${label}")` : `entry ${index + 1}`;
}

/** "field \"offer.amountOff\"" or "entry 3 (\"iPhone 16\"), field \"prices.screen\"" */
function describePath(data: unknown, where: readonly Key[]): string {
  const [first, ...rest] = where;
  return typeof first === "number"
    ? `${describeEntry(data, first)}, field "${rest.join(".") || "(the entry itself)"}"`
    : `field "${where.join(".") || "(the whole file)"}"`;
}

interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** The schema that validates the value at `where`, through lists, optional fields and defaults. */
function schemaAt(schema: z.ZodType | undefined, where: readonly Key[]): z.ZodType | undefined {
  let current = schema;
  for (const step of [...where, undefined]) {
    // Unwrap the wrappers around the object or list first.
    for (
      let def = current && defOf(current);
      def && (def.innerType || (def.type === "pipe" && def.in));
      def = current && defOf(current)
    )
      current = def.innerType ?? def.in;
    if (step === undefined || !current) break;
    const def = defOf(current);
    current = typeof step === "number" ? def.element : def.shape?.[String(step)];
  }
  return current;
}

/** Edit distance, for "did you mean": specialHour -> specialHours is 1. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** The known fields closest to an unknown one, when one is close enough to be a typo. */
export function suggestField(unknown: string, known: readonly string[]): string[] {
  const scored = known.map((k) => ({
    k,
    d: k.toLowerCase() === unknown.toLowerCase() ? 0 : distance(unknown.toLowerCase(), k.toLowerCase()),
  }));
  const limit = unknown.length <= 3 ? 1 : Math.max(2, Math.floor(unknown.length / 3));
  const best = Math.min(...scored.map((s) => s.d));
  return best <= limit ? scored.filter((s) => s.d === best).map((s) => s.k) : [];
}

function unknownFieldLines(schema: z.ZodType, data: unknown, issue: z.core.$ZodIssue & { keys: string[] }): string[] {
  const known = Object.keys(defOf(schemaAt(schema, issue.path) ?? schema).shape ?? {});
  return issue.keys.map((key) => {
    const guesses = suggestField(key, known);
    const hint =
      guesses.length > 0
        ? ` — did you mean ${guesses.map((g) => `"${g}"`).join(" or ")}?`
        : ` (known fields: ${known.join(", ")})`;
    return `  ${describePath(data, [...issue.path, key])}: unknown field${hint}`;
  });
}

/**
 * Validates a content file's data when the module is first imported, so the Eleventy build,
 * the widget build and the API all stop on the same broken fact, with the file, the entry and
 * the field named. Unknown fields are errors too (the schemas are strict), with the field meant.
 */
export function defineContent<S extends z.ZodType>(moduleUrl: string, schema: S, data: z.input<S>): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const file = path.relative(process.cwd(), fileURLToPath(moduleUrl)) || moduleUrl;
  const lines = result.error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? unknownFieldLines(schema, data, issue)
      : [`  ${describePath(data, issue.path)}: ${issue.message}`],
  );
  throw new ContentError(`Invalid content in ${file}:\n${lines.join("\n")}`);
}

/** "Spanish" for "es": the language named in the build's message. */
const languageName = (code: string) => new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? code;

interface TranslationOf<Entry, S extends z.ZodType> {
  /** The language these words are in ("es"). */
  language: string;
  /** Whether the owner lists the language (business.ts `languages`): only then is every word required. */
  checked: boolean;
  /** The English file the words translate, as the message names it ("site/_data/faq.ts"). */
  source: string;
  /** The schema of one entry's words (strict: a misspelled field is an error too). */
  entry: S;
  /** The English entries, when the file translates a list: every one needs its words. */
  english?: readonly Entry[];
  /** How a translation finds its English entry (a slug, an id); without it, entries go by position. */
  keyOf?: (entry: Entry) => string;
}

/**
 * A translation file beside the English content (site/_data/es/faq.ts beside site/_data/faq.ts): only
 * the words, never a price, an hour or a phone number, which stay written once in the English file.
 * When the owner lists the language, a missing word stops the build naming the file, the entry and the
 * field, and so does a translation of an entry the English file no longer has.
 */
export function defineTranslation<
  Entry,
  S extends z.ZodType,
  D extends z.input<S> | Record<string, z.input<S>> | z.input<S>[],
>(moduleUrl: string, options: TranslationOf<Entry, S>, data: D): D {
  if (!options.checked) return data;
  const missing = `missing the ${languageName(options.language)} translation`;
  const check = (where: string, value: unknown): string[] => {
    const result = options.entry.safeParse(value ?? {}, { reportInput: true });
    if (result.success) return [];
    return result.error.issues.flatMap((issue) => {
      if (issue.code === "unrecognized_keys") {
        const known = Object.keys(defOf(options.entry).shape ?? {});
        return issue.keys.map((key) => {
          const guesses = suggestField(key, known);
          return `  ${where}field "${[...issue.path, key].join(".")}": unknown field${guesses.length > 0 ? ` — did you mean "${guesses[0]}"?` : ""}`;
        });
      }
      const field = issue.path.join(".") || "(the entry itself)";
      return [
        `  ${where}field "${field}": ${issue.code === "invalid_type" && issue.input === undefined ? missing : issue.message}`,
      ];
    });
  };
  const lines: string[] = [];
  const { english, keyOf } = options;
  if (!english) lines.push(...check("", data));
  else if (keyOf) {
    const record = data as Record<string, unknown>;
    const keys = english.map(keyOf);
    english.forEach((entry, i) => lines.push(...check(`entry ${i + 1} ("${keyOf(entry)}"), `, record[keys[i]!])));
    for (const key of Object.keys(record).filter((k) => !keys.includes(k))) {
      const guesses = suggestField(key, keys);
      lines.push(
        `  entry "${key}": not in ${options.source}${guesses.length > 0 ? ` — did you mean "${guesses[0]}"?` : ""}`,
      );
    }
  } else {
    const list = data as unknown[];
    english.forEach((entry, i) => lines.push(...check(`${describeEntry(english, i)}, `, list[i])));
    if (list.length > english.length) lines.push(`  entry ${english.length + 1}: not in ${options.source}`);
  }
  if (lines.length === 0) return data;
  const file = path.relative(process.cwd(), fileURLToPath(moduleUrl)) || moduleUrl;
  throw new ContentError(`Invalid content in ${file}:\n${lines.join("\n")}`);
}

// docs/widgets.md's table of attributes lists, for each element, exactly the attributes of its one
// table (widgets/<name>/attributes.ts): an attribute added to a widget and not documented, or one
// documented that no widget reads, is red here. (The /embed/ page is held to the same tables by the
// type-check: site/embed.11ty.tsx.)
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bookingAttributes } from "../../widgets/repair-booking/attributes.ts";
import { callButtonAttributes } from "../../widgets/repair-call-button/attributes.ts";
import { chatAttributes } from "../../widgets/repair-chat/attributes.ts";
import { directionsBarAttributes } from "../../widgets/repair-directions-bar/attributes.ts";
import { faqAttributes } from "../../widgets/repair-faq/attributes.ts";
import { modelMenuAttributes } from "../../widgets/repair-model-menu/attributes.ts";

const TABLES: Record<string, Record<string, string>> = {
  "repair-chat": chatAttributes,
  "repair-faq": faqAttributes,
  "repair-model-menu": modelMenuAttributes,
  "repair-call-button": callButtonAttributes,
  "repair-directions-bar": directionsBarAttributes,
  "repair-booking": bookingAttributes,
};
const dashed = (prop: string) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The rows of the markdown table: `| \`<tag>\` | \`attr\` | …`, later rows of a tag start `| |`. */
function documented(markdown: string): Map<string, string[]> {
  const byTag = new Map<string, string[]>();
  let tag: string | undefined;
  for (const line of markdown.split("\n")) {
    const row = /^\| (?:`<([a-z-]+)>`)? *\| `([a-z-]+)` *\|/.exec(line);
    if (!row) continue;
    tag = row[1] ?? tag;
    if (tag) byTag.set(tag, [...(byTag.get(tag) ?? []), row[2]!]);
  }
  return byTag;
}

describe("docs/widgets.md", () => {
  const docs = documented(readFileSync(path.resolve(import.meta.dirname, "../../docs/widgets.md"), "utf8"));
  it("has a row for each widget", () => expect([...docs.keys()].sort()).toEqual(Object.keys(TABLES).sort()));
  for (const [tag, table] of Object.entries(TABLES)) {
    it(`lists <${tag}>'s attributes, each once`, () =>
      expect(docs.get(tag)?.sort()).toEqual(Object.keys(table).map(dashed).sort()));
  }
});

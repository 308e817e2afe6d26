// Follows every import of the project with dependency-cruiser and prints what breaks the rules of
// .dependency-cruiser.cjs, as JSON: { modules, violations: [{ rule, from, to, cycle }] }. Run by
// tests/architecture.test.ts, or by hand (paths after the script replace ENTRIES):
//   node --import ./tests/tools/architecture/typescript-6.mjs tests/tools/architecture/cruise.mjs
// (the preload gives dependency-cruiser a TypeScript it can read the sources with).
import { createRequire } from "node:module";
import path from "node:path";
import { cruise } from "dependency-cruiser";

const ROOT = path.resolve(import.meta.dirname, "../../..");
/** Where the imports start: the server, the widgets and their build, the scripts, Eleventy and its templates. */
const ENTRIES = ["api/server.ts", "widgets", "vite.config.ts", "scripts", "eleventy.config.ts", "site", "shop"];

process.chdir(ROOT);
const { forbidden, options } = createRequire(import.meta.url)(path.join(ROOT, ".dependency-cruiser.cjs"));
const entries = process.argv.length > 2 ? process.argv.slice(2) : ENTRIES;
const { output } = await cruise(entries, { ...options, validate: true, ruleSet: { forbidden } });
if (typeof output === "string") throw new Error("dependency-cruiser answered text, not its result");
const violations = output.summary.violations.map((v) => ({
  rule: v.rule.name,
  from: v.from,
  to: v.to,
  cycle: v.cycle?.map((step) => step.name),
}));
process.stdout.write(JSON.stringify({ modules: output.modules.map((m) => m.source), violations }));

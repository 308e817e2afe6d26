// What the build steps share when run from the command line (`npm run build:compress`,
// `npm run build:headers`): whether a module is the one node was started with (they are imported by
// tests too), and the folder they work on: the first argument, default dist/, which must exist.
import { stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const isMain = (moduleUrl: string) =>
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(moduleUrl);

/** The built folder a step works on; a missing one stops the step with exit code 1 and one line naming it. */
export async function builtDir(step: string): Promise<string> {
  const root = path.resolve(process.argv[2] ?? "dist");
  try {
    await stat(root);
  } catch {
    console.error(`${step}: ${path.relative(process.cwd(), root) || root} does not exist; run the site build first.`);
    process.exit(1);
  }
  return root;
}

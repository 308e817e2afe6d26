// A browser script of ours bundled by esbuild into one minified ES module, for a template that
// writes it under /assets/ (the beacon and the web-vitals file it loads).
import path from "node:path";
import { build } from "esbuild";

export async function bundleScript(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, "..", entry)],
    bundle: true,
    format: "esm",
    target: "es2022",
    minify: true,
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

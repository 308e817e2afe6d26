// A browser script of ours bundled by esbuild into one minified ES module, for a template that
// writes it under /assets/ (the open-status line, the beacon and the web-vitals file it loads);
// `define` inlines build-time values (the shop's schedule).
import path from "node:path";
import { build } from "esbuild";

export async function bundleScript(entry: string, define: Record<string, string> = {}): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, "..", entry)],
    bundle: true,
    format: "esm",
    target: "es2022",
    minify: true,
    write: false,
    logLevel: "silent",
    define,
  });
  return result.outputFiles[0]!.text;
}

// Writes brotli (.br) and gzip (.gz) siblings of every compressible file in dist/, once, at build
// time, at the highest levels; the server then picks one by Accept-Encoding (@fastify/static
// preCompressed) instead of compressing on every request. A sibling is only kept when it is smaller.
//   node --import tsx scripts/build/compress.ts [dir]      (default: dist/)
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { builtDir, isMain } from "./cli.ts";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSIBLE = /\.(?:html?|css|js|mjs|json|map|svg|xml|txt|webmanifest|ico)$/i;
/** Below this, the encoded file saves less than a packet. */
const MIN_BYTES = 256;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue; // never served (.csp.json, widgets/.vite/): nothing to encode
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

export interface CompressResult {
  files: number;
  bytes: number;
  brBytes: number;
  gzBytes: number;
}

export async function compressDir(root: string): Promise<CompressResult> {
  const result: CompressResult = { files: 0, bytes: 0, brBytes: 0, gzBytes: 0 };
  const all: string[] = [];
  for await (const file of files(root)) all.push(file);
  const present = new Set(all);
  for (const file of all) {
    // A sibling whose original is gone (or no longer compressible) would be served for nothing.
    if (/\.(?:br|gz)$/.test(file)) {
      const original = file.slice(0, -3);
      if (!present.has(original) || !COMPRESSIBLE.test(original)) await rm(file, { force: true });
      continue;
    }
    if (!COMPRESSIBLE.test(file)) continue;
    const source = await readFile(file);
    if (source.length < MIN_BYTES) {
      await rm(`${file}.br`, { force: true });
      await rm(`${file}.gz`, { force: true });
      continue;
    }
    const [br, gzipped] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gz(source, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    result.files += 1;
    result.bytes += source.length;
    for (const [ext, data] of [
      [".br", br],
      [".gz", gzipped],
    ] as const) {
      if (data.length < source.length) {
        await writeFile(`${file}${ext}`, data);
        if (ext === ".br") result.brBytes += data.length;
        else result.gzBytes += data.length;
      } else {
        await rm(`${file}${ext}`, { force: true });
      }
    }
  }
  return result;
}

if (isMain(import.meta.url)) {
  const r = await compressDir(await builtDir("compress"));
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`compress: ${r.files} files, ${kb(r.bytes)} -> brotli ${kb(r.brBytes)}, gzip ${kb(r.gzBytes)}`);
}

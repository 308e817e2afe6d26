// Node side only (imported by vite.config.ts): lucide's own data for an icon, served to the browser
// code as the virtual module `virtual:lucide-icon/<name>` (e.g. virtual:lucide-icon/phone). The
// shells draw their icons before React loads (widgets/shared/icons.ts), and each of lucide-react's
// icon modules holds its data beside a React component (it imports React), so the data is read
// here at build and inlined as plain values: the same shapes React renders, with no copy to drift.
import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { LucideIconData } from "lucide-react";
import type { Plugin } from "vite";

const run = promisify(execFile);

const PREFIX = "virtual:lucide-icon/";

/** An icon as the shells draw it: lucide's name and its shapes' tags and attributes. */
export interface ShellIcon {
  name: string;
  node: Array<[tag: string, attributes: Record<string, string>]>;
}

/**
 * Reads `__iconData` from the package's own export of one icon (`lucide-react/icons/<name>`) in a
 * child Node: that module imports React, and React loaded into the process that runs Vite breaks a
 * host that patches the console (Web Test Runner's does), so the icon is read where nothing else runs.
 */
async function iconData(name: string): Promise<LucideIconData> {
  const read = `const { __iconData } = await import(process.argv[1]); process.stdout.write(JSON.stringify(__iconData ?? null));`;
  const { stdout } = await run(process.execPath, ["--input-type=module", "-e", read, `lucide-react/icons/${name}`], {
    cwd: path.dirname(fileURLToPath(import.meta.url)),
  }).catch((error: Error) => {
    throw new Error(`lucide-react has no icon "${name}": ${error.message}`, { cause: error });
  });
  const data = JSON.parse(stdout) as LucideIconData | null;
  if (!data) throw new Error(`lucide-react/icons/${name} has no __iconData: lucide-react changed how it keeps icons`);
  return data;
}

async function shellIcon(name: string): Promise<ShellIcon> {
  const data = await iconData(name);
  return {
    name: data.name ?? name,
    node: data.node.map(([tag, attributes, children]) => {
      if (children?.length) throw new Error(`lucide's ${name}: nested shapes, which the shells do not draw`);
      // React's `key` is not an attribute of the element.
      const { key: _key, ...rest } = attributes;
      return [tag, Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)]))];
    }),
  };
}

export function lucideIcons(): Plugin {
  return {
    name: "lucide-icons",
    resolveId: (source) => (source.startsWith(PREFIX) ? `\0${source}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      return `export default ${JSON.stringify(await shellIcon(id.slice(PREFIX.length + 1)))};`;
    },
  };
}

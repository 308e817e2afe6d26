// dependency-cruiser reads TypeScript (type-only imports included) through the compiler's API, which
// TypeScript 7, the project's tsc, no longer has; it refuses anything newer than 6. Preloaded with
// --import into the one process that runs it (cruise.mjs), this hands it the typescript-6 package
// (the last JavaScript compiler, an npm alias in devDependencies) when, and only when, it asks for
// "typescript". It asks twice: require() of the package.json for the version, import() for the API.
import Module, { register } from "node:module";

const asked = (name, from) =>
  (name === "typescript" || name.startsWith("typescript/")) && /[\\/]dependency-cruiser[\\/]/.test(from ?? "");
const renamed = (name) => `typescript-6${name.slice("typescript".length)}`;

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  return resolveFilename.call(this, asked(request, parent?.filename) ? renamed(request) : request, parent, ...rest);
};

const hooks = `export async function resolve(specifier, context, next) {
  const asked = (${asked.toString()})(specifier, context.parentURL);
  return next(asked ? (${renamed.toString()})(specifier) : specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);

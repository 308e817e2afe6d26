// Builds the embeddable widgets (widgets/) into dist/widgets/: /widgets/repair-widgets.js registers
// all six elements, each element also loads alone (/widgets/repair-chat.js ...), React and the
// other shared code are one cached chunk, the chat panel is its own chunk loaded on first open, and
// the booking form its own chunk loaded only by a page that holds a <repair-booking>.
// The same config serves the widgets to the component tests (Web Test Runner proxies to Vite).
import { defineConfig, type Plugin } from "vite";
import { lucideIcons } from "./widgets/build/lucide-icons.ts";
import { widgetCssInPx } from "./widgets/build/rem-to-px.ts";
import {
  bookingFactsModule,
  bookingWordsEsModule,
  faqFactsModule,
  ownerWordsEsModule,
  shopFactsModule,
} from "./widgets/build/shop-facts.ts";

export const ELEMENTS = [
  "repair-chat",
  "repair-faq",
  "repair-model-menu",
  "repair-call-button",
  "repair-directions-bar",
  "repair-booking",
] as const;

/**
 * `virtual:shop-facts`: the facts the widgets show, read from site/_data at build (Node side); and
 * `virtual:booking-facts`, the booking's rules, which only the booking form imports (so they stay in its chunk);
 * `virtual:shop-faq`, the FAQ's entries, which only the FAQ's words import; `virtual:owner-words-es`, the
 * owner's Spanish words (the FAQ, the tagline), which only the Spanish words import; and `virtual:booking-words-es`,
 * the booking's Spanish text consent, which only the booking's Spanish words import (so it stays in their chunk).
 */
function shopFacts(): Plugin {
  const modules: Record<string, () => string> = {
    "virtual:shop-facts": shopFactsModule,
    "virtual:booking-facts": bookingFactsModule,
    "virtual:shop-faq": faqFactsModule,
    "virtual:owner-words-es": ownerWordsEsModule,
    "virtual:booking-words-es": bookingWordsEsModule,
  };
  return {
    name: "shop-facts",
    resolveId: (source) => (source in modules ? `\0${source}` : undefined),
    load: (loaded) => (loaded.startsWith("\0") && loaded.slice(1) in modules ? modules[loaded.slice(1)]!() : undefined),
  };
}

/**
 * react-dom is one CommonJS module that the bundler wraps in a function (`e=>{...}`, 200 KB), which
 * V8 compiles lazily: on the main thread, when the widgets first need React. Written as a
 * parenthesized `function`, V8's "likely called" heuristic compiles it eagerly instead, off the main
 * thread while the chunk streams in, so starting React costs the page only running its top level.
 */
function eagerReactDom(): Plugin {
  return {
    name: "eager-react-dom",
    apply: "build",
    // Before the file is hashed and minified, so the name still changes with the content.
    renderChunk(code, chunk) {
      if (chunk.name !== "react") return null;
      return code.replace(
        /(__commonJSMin\(\()\(?([\w$,\s]*)\)?\s*=>\s*\{/g,
        (_match, call: string, params: string) => `${call}function(${params}) {`,
      );
    },
  };
}

/**
 * Vite wraps every dynamic import in its preload helper, even with `modulePreload: false` (vitejs/vite
 * #18551), and the helper probes `document.createElement("link").relList` as its module evaluates:
 * a few ms of the host page's start at 4x CPU slowdown, for a value only used to preload
 * dependencies, and ours are always none. The probe becomes the constant it would find.
 */
function noPreloadProbe(): Plugin {
  return {
    name: "no-preload-probe",
    apply: "build",
    transform: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(code) {
        const probe = /const scriptRel = [\s\S]*?;const assetsURL =/;
        if (!probe.test(code)) this.error("vite's preload helper changed: the relList probe was not found");
        return code.replace(probe, `const scriptRel = "modulepreload";const assetsURL =`);
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  // Relative in the build: chunks import each other relative to import.meta.url, so the files work
  // from any origin and any path (a partner page loads them from our server).
  base: command === "build" ? "./" : "/",
  publicDir: false,
  plugins: [shopFacts(), lucideIcons(), widgetCssInPx(), eagerReactDom(), noPreloadProbe()],
  build: {
    outDir: "dist/widgets",
    emptyOutDir: true,
    target: "es2022",
    // No preload helper: it would add <link rel=modulepreload> to the host document with paths
    // relative to the partner's page. The panel chunk is fetched by the dynamic import itself.
    modulePreload: false,
    reportCompressedSize: false,
    // dist/widgets/.vite/manifest.json: the server reads which files are entries (short cache) and
    // which are hashed chunks (immutable).
    manifest: true,
    rolldownOptions: {
      input: {
        "repair-widgets": "widgets/repair-widgets.ts",
        ...Object.fromEntries(ELEMENTS.map((name) => [name, `widgets/${name}/index.ts`])),
      },
      preserveEntrySignatures: "exports-only",
      // lucide-react marks its modules "use client" (a React Server Components hint): meaningless here.
      onwarn(warning, warn) {
        if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
        warn(warning);
      },
      output: {
        entryFileNames: "[name].js",
        chunkFileNames: "chunks/[name]-[hash].js",
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            // What every element needs to upgrade, without React (define-widget.ts loads React after
            // the page): r2wc's core, the facts, the styles, what the plain-DOM shells are built with.
            // One request, nothing heavy to evaluate.
            {
              name: "boot",
              test: /node_modules[\\/]@r2wc[\\/]|widgets[\\/]shared[\\/](define-widget|session|script-origin|placement-attributes|icons|dom|bar-room|lang|words)\.ts|widgets[\\/]shared[\\/]base\.css|site[\\/]styles[\\/]|shop-facts|lucide-icon\//,
              priority: 15,
            },
            // The owner's Spanish words: a chunk named like the elements' Spanish words (words.es), which
            // only a Spanish page loads (scripts/bench/measure-widgets.ts tells them by that name).
            { name: "owner.words.es", test: /owner-words-es/, priority: 12 },
            // The React side that every element shares (icons, hooks): loaded with React (never the
            // Spanish words, words.es.ts: a chunk only a Spanish page loads). The renderer
            // (react-dom) and the scheduler stay chunks of their own, each evaluated in a task of its own.
            {
              name: "shared",
              test: /node_modules[\\/](lucide-react)[\\/]|widgets[\\/]shared[\\/](?!react-|words\.es)/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: { strictPort: false },
  // The pre-bundled dependencies live with the project, not in node_modules: a copy of the project
  // (the second shop) links the shared node_modules, and two dev servers writing one cache at once
  // leave a page with two Reacts.
  cacheDir: ".cache/vite",
  optimizeDeps: {
    // Dev server (component tests): every dependency is found and pre-bundled at start, so the
    // server never re-optimizes and invalidates a page mid-run.
    entries: ["widgets/**/*.{ts,tsx}"],
    // Served as is: it imports the test server's own web-socket module.
    exclude: ["@web/test-runner-commands"],
    include: [
      "chai",
      "react",
      "react/jsx-runtime",
      "react/jsx-dev-runtime",
      "react-dom/client",
      "@r2wc/core",
      "@floating-ui/react",
      "lucide-react",
    ],
  },
}));

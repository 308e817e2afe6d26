// The house's rules on imports, checked by tests/architecture.test.ts through dependency-cruiser
// (tests/tools/architecture/cruise.mjs follows every import, type-only ones included, from the
// server, the widgets, the scripts, Eleventy's config and the site's templates).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "A circle of imports, type-only ones included: one module of it cannot be read, moved or tested alone.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-pages-from-code",
      comment:
        "The API, the widgets and the scripts take the domain through #shop/* and the shared components " +
        "through site/ui/, never a page, a layout, a page helper or a data file: loading the server or a " +
        "widget never loads the site's templates, and the owner's data has one door (shop/owner-data.ts).",
      severity: "error",
      from: { path: "^(api|widgets|scripts)/" },
      to: { path: ["^site/(lib|_includes|_data)/", "\\.11ty\\.[jt]sx?$"] },
    },
    {
      name: "ui-stands-alone",
      comment:
        "site/ui/ holds what the server renders too (the layout, the booking pages, the document): it " +
        "imports no page, no page component or helper and no data file, so the API that loads it loads none.",
      severity: "error",
      from: { path: "^site/ui/" },
      to: { path: ["^site/(lib|_includes|_data)/", "\\.11ty\\.[jt]sx?$"] },
    },
    {
      name: "domain-stands-alone",
      comment:
        "shop/ is the domain the pages, widgets and server share: it imports none of them. Only its two " +
        "doors to the owner's data (owner-data.ts, and facts.ts, which faq.ts reads) import site/_data.",
      severity: "error",
      from: { path: "^shop/" },
      to: {
        path: "^(api|widgets|scripts|site|tests)/",
        pathNot: "^site/_data/",
      },
    },
    {
      name: "data-through-its-doors",
      comment: "Inside shop/, the owner's data is read by owner-data.ts and facts.ts alone.",
      severity: "error",
      from: { path: "^shop/", pathNot: "^shop/(owner-data|facts)\\.ts$" },
      to: { path: "^site/_data/" },
    },
    {
      name: "data-reads-the-domain-only",
      comment:
        "A data file is the owner's words checked by the domain's schemas: it imports shop/ and nothing else of ours.",
      severity: "error",
      from: { path: "^site/_data/" },
      to: { path: "^(api|widgets|scripts|site/(?!_data/))" },
    },
    {
      name: "rooms-not-booking",
      comment:
        "The shared rooms and the other features (texts, numbers, chat, the database, the outbox) never " +
        "import booking: what they need from a booking comes through a port booking gives them. The " +
        "journey's types they may name; its code they may not.",
      severity: "error",
      from: { path: "^api/(sms|numbers|chat|db|outbox)/", pathNot: "^api/db/schema\\.ts$" },
      to: { path: "^api/booking/" },
    },
    {
      name: "rooms-not-journey-code",
      comment: "The shared rooms and the other features name the journey's types at most.",
      severity: "error",
      from: { path: "^api/(sms|numbers|chat|db|outbox)/" },
      to: { path: "^api/journey/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "schema-composes-table-types",
      comment: "db/schema.ts composes every feature's table types, its one job: of booking it names those alone.",
      severity: "error",
      from: { path: "^api/db/schema\\.ts$" },
      to: { path: "^api/booking/", pathNot: "^api/booking/tables\\.ts$" },
    },
    {
      name: "server-runs-no-bundler",
      comment:
        "The server inlines the CSS the build wrote (dist/.site.css, api/static-host.ts builtCssOf): " +
        "nothing it loads reaches esbuild, nor the build's minifier of the site's CSS.",
      severity: "error",
      from: { path: "^api/server\\.ts$" },
      to: { path: ["^node_modules/esbuild/", "^site/ui/layout/css\\.ts$"], reachable: true },
    },
  ],
  options: {
    // Type-only imports are imports: a type's circle is a circle all the same.
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|dist|tests/tmp)/" },
  },
};

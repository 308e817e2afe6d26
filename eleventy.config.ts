// Eleventy renders every page from site/ into dist/. Templates are .11ty.tsx modules whose
// render() returns a React element; we turn it into static HTML here, so no React reaches the
// browser from the pages themselves (the widgets bring their own).
import { createElement, isValidElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { productionSiteUrlProblem } from "./scripts/build/site-url.ts";
// Read and checked on import: an unusable CHAT_API_URL stops the build before anything is written.
import "./site/lib/chat-api.ts";
import { RenderTime } from "./site/lib/render-time.ts";

export default function (eleventyConfig: any) {
  // Before anything is written: a production build never publishes links to localhost.
  const siteUrlProblem = productionSiteUrlProblem(process.env);
  if (siteUrlProblem) throw new Error(siteUrlProblem);

  eleventyConfig.addExtension(["11ty.tsx", "11ty.ts"], {
    key: "11ty.js",
    compile() {
      return async function (this: any, data: unknown) {
        const content: unknown = await this.defaultRenderer(data);
        if (!isValidElement(content)) return content;
        // The clock is read here, outside React's render: components take this moment from context.
        return `<!doctype html>${renderToStaticMarkup(createElement(RenderTime, { value: new Date() }, content as ReactElement))}`;
      };
    },
  });
  eleventyConfig.addTemplateFormats(["11ty.tsx", "11ty.ts"]);
  eleventyConfig.addPassthroughCopy({ "site/assets": "assets" });
  // Content changes on the site's data modules must rebuild every page that imports them.
  eleventyConfig.addWatchTarget("site/**/*.{ts,tsx,css}");
  eleventyConfig.setQuietMode(true);
  // `npm run dev` (scripts/dev/dev.ts) builds with DEV_RELOAD_SCRIPT set: every page loads the live-reload
  // script from our own origin, so the Content-Security-Policy stays the production one.
  const devReload = process.env.DEV_RELOAD_SCRIPT;
  if (devReload) {
    eleventyConfig.addTransform("dev-reload", function (this: any, content: string) {
      if (!String(this.page.outputPath).endsWith(".html")) return content;
      return content.replace("</head>", `<script type="module" src="${devReload}"></script></head>`);
    });
  }
  // Input is only site/, so .gitignore has nothing to hide there; honouring it would hide the
  // test fixtures that build copies of site/ under the ignored tests/tmp/.
  eleventyConfig.setUseGitIgnore(false);
}

export const config = {
  dir: { input: "site", output: "dist", includes: "_includes", data: "_data" },
};

// Eleventy renders every page from site/ into dist/. Templates are .11ty.tsx modules whose
// render() returns a React element; we turn it into static HTML here, so no React reaches the
// browser from the pages themselves (the widgets bring their own).
// Eleventy types its configuration API in JSDoc inside its JavaScript: tsconfig.json's allowJs and
// maxNodeModuleJsDepth let TypeScript read it.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type UserConfig from "@11ty/eleventy/UserConfig";
import { isValidElement } from "react";
import { productionSiteUrlProblem } from "./scripts/build/site-url.ts";
// Read and checked on import: an unusable CHAT_API_URL stops the build before anything is written.
import "./site/ui/chat-api.ts";
import { renderDocument } from "./site/ui/document.ts";
import { siteCss } from "./site/ui/layout/css.ts";
import { SITE_CSS_FILE } from "./site/ui/site-css.ts";

/** What Eleventy binds `this` to in a custom extension's render function: its JavaScript template renderer. */
interface TemplateRenderer {
  defaultRenderer(data: unknown): Promise<unknown>;
}

export default function (eleventyConfig: UserConfig) {
  // Before anything is written: a production build never publishes links to localhost.
  const siteUrlProblem = productionSiteUrlProblem(process.env);
  if (siteUrlProblem) throw new Error(siteUrlProblem);
  // The input's own styles (a test's copy of site/ has its own), read once Eleventy knows its input:
  // its directories are getters over the final values (typed only as an object).
  const directories = eleventyConfig.directories as { input: string };
  const css = () => siteCss(path.join(directories.input, "styles"));

  eleventyConfig.addExtension(["11ty.tsx", "11ty.ts"], {
    key: "11ty.js",
    compile() {
      return async function (this: TemplateRenderer, data: unknown) {
        const content = await this.defaultRenderer(data);
        // Text templates (robots.txt, the sitemap, a script) are already their output.
        if (!isValidElement(content)) return content;
        // The clock is read here, outside React's render: components take this moment from context.
        return renderDocument(content, { now: new Date(), css: css() });
      };
    },
  });
  // The CSS every page inlined, as a file beside them: the server inlines it into its own pages
  // (api/static-host.ts builtCssOf) and so runs no bundler.
  eleventyConfig.on("eleventy.after", async ({ directories }: { directories: { output: string } }) => {
    await writeFile(path.join(directories.output, SITE_CSS_FILE), css());
  });
  eleventyConfig.addTemplateFormats(["11ty.tsx", "11ty.ts"]);
  eleventyConfig.addPassthroughCopy({ "site/assets": "assets" });
  // Content changes on the site's data modules, and the domain they go through (shop/, outside the
  // input), must rebuild every page that imports them.
  eleventyConfig.addWatchTarget("site/**/*.{ts,tsx,css}");
  eleventyConfig.addWatchTarget("shop/**/*.ts");
  eleventyConfig.setQuietMode(true);
  // Input is only site/, so .gitignore has nothing to hide there; honouring it would hide the
  // test fixtures that build copies of site/ under the ignored tests/tmp/.
  eleventyConfig.setUseGitIgnore(false);
}

export const config = {
  dir: { input: "site", output: "dist", includes: "_includes", data: "_data" },
};

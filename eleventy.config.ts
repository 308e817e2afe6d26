// Eleventy renders every page from site/ into dist/. Templates are .11ty.tsx modules whose
// render() returns a React element; we turn it into static HTML here, so no React reaches the
// browser from the pages themselves (the widgets bring their own).
// Eleventy types its configuration API in JSDoc inside its JavaScript: tsconfig.json's allowJs and
// maxNodeModuleJsDepth let TypeScript read it.
import type UserConfig from "@11ty/eleventy/UserConfig";
import { isValidElement } from "react";
import { productionSiteUrlProblem } from "./scripts/build/site-url.ts";
// Read and checked on import: an unusable CHAT_API_URL stops the build before anything is written.
import "./site/ui/chat-api.ts";
import { renderDocument } from "./site/ui/document.ts";

/** What Eleventy binds `this` to in a custom extension's render function: its JavaScript template renderer. */
interface TemplateRenderer {
  defaultRenderer(data: unknown): Promise<unknown>;
}

export default function (eleventyConfig: UserConfig) {
  // Before anything is written: a production build never publishes links to localhost.
  const siteUrlProblem = productionSiteUrlProblem(process.env);
  if (siteUrlProblem) throw new Error(siteUrlProblem);

  eleventyConfig.addExtension(["11ty.tsx", "11ty.ts"], {
    key: "11ty.js",
    compile() {
      return async function (this: TemplateRenderer, data: unknown) {
        const content = await this.defaultRenderer(data);
        // Text templates (robots.txt, the sitemap, a script) are already their output.
        if (!isValidElement(content)) return content;
        // The clock is read here, outside React's render: components take this moment from context.
        return renderDocument(content, { now: new Date() });
      };
    },
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

// Eleventy renders every page from site/ into dist/. Templates are .11ty.tsx modules whose
// render() returns a React element; we turn it into static HTML here, so no React reaches the
// browser from the pages themselves (the widgets bring their own).
import { isValidElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

export default function (eleventyConfig: any) {
  eleventyConfig.addExtension(["11ty.tsx", "11ty.ts"], {
    key: "11ty.js",
    compile() {
      return async function (this: any, data: unknown) {
        const content: unknown = await this.defaultRenderer(data);
        return isValidElement(content) ? `<!doctype html>${renderToStaticMarkup(content as ReactElement)}` : content;
      };
    },
  });
  eleventyConfig.addTemplateFormats(["11ty.tsx", "11ty.ts"]);
  eleventyConfig.addPassthroughCopy({ "site/assets": "assets" });
  // Content changes on the site's data modules must rebuild every page that imports them.
  eleventyConfig.addWatchTarget("site/**/*.{ts,tsx,css}");
  eleventyConfig.setQuietMode(true);
  // Input is only site/, so .gitignore has nothing to hide there; honouring it would hide the
  // test fixtures that build copies of site/ under the ignored tests/tmp/.
  eleventyConfig.setUseGitIgnore(false);
}

export const config = {
  dir: { input: "site", output: "dist", includes: "_includes", data: "_data" },
};

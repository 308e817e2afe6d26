// axe-core's best-practice rules (unique landmark names, all content inside landmarks, heading
// order...) on each page template, as loaded; accessibility.spec.ts runs the WCAG rules on every page.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { MODEL_PATHS } from "./routes.ts";

// axe and a real chat turn on a shared 2-core machine: generous time, conditions not sleeps.
test.describe.configure({ timeout: 90_000 });

for (const route of ["/", "/pricing/", "/embed/", MODEL_PATHS[0]!, "/no-such-page/"]) {
  test(`${route} passes axe's best practices`, async ({ page }) => {
    await page.goto(route, { waitUntil: "networkidle" });
    const { violations } = await new AxeBuilder({ page }).withTags(["best-practice"]).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

// /embed/ shows the theming and placement knobs live: a FAQ in a partner's colour beside one in ours,
// and a form that moves this page's own floating chat and call button.
import { expect, test } from "@playwright/test";

test("/embed/ themes a FAQ with --repair-accent and moves the floating widgets with position and offset", async ({
  page,
}) => {
  await page.goto("/embed/");
  const themed = page.locator(".embed-themed repair-faq");
  await expect(themed.getByRole("heading", { name: "Warranty questions" })).toBeVisible();
  await expect(themed.locator("[part~=directions-button]")).toHaveCSS("color", "rgb(124, 45, 18)");
  await expect(page.locator("repair-faq[heading='Battery questions'] [part~=directions-button]")).toHaveCSS(
    "color",
    "rgb(10, 102, 194)",
  );

  const launcher = page.locator("body > repair-chat").getByRole("button", { name: "Open repair chat" });
  await expect(launcher).toBeVisible();
  const before = (await launcher.boundingBox())!;
  // The launcher's box between looks: none for the moment the element swaps its first launcher for
  // React's (or redraws it at its new place), so a look then reads as "not there yet".
  const box = async () => (await launcher.boundingBox()) ?? { x: Infinity, y: Infinity };
  await page.getByRole("radio", { name: /Chat left/ }).check();
  await page.getByRole("spinbutton", { name: /Offset above the bottom/ }).fill("120");
  await expect(page.locator("body > repair-chat")).toHaveAttribute("offset", "120");
  await expect.poll(async () => (await box()).x).toBeLessThan(40);
  await expect.poll(async () => (await box()).y).toBeLessThan(before.y - 100);
});

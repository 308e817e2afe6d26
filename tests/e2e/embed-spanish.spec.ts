// A partner page in Spanish (<html lang="es">) gets Spanish widgets from the same one-line snippet,
// the chat sends its language with the message, and an English partner page fetches none of the
// Spanish words (each element's words.es chunk loads only where the page speaks Spanish).
import { expect, test, type Page } from "@playwright/test";
import { budget } from "../helpers/budget.ts";
import { desktopOnly, partnerHtml, usePartner } from "./embed-partner.ts";

test.skip(desktopOnly, "one viewport: the words, not the layout, are checked here");
test.describe.configure({ timeout: budget(60_000) });

const WIDGETS = `<main><h1>Socio</h1><repair-chat mode="inline"></repair-chat>
<repair-booking service="screen"></repair-booking></main><repair-call-button always></repair-call-button>`;

const partner = usePartner();
const serve = (path: string, lang: string) =>
  partner.page(
    path,
    partnerHtml({
      script: `${partner.ours}/widgets/repair-widgets.js`,
      body: WIDGETS,
      htmlAttributes: `lang="${lang}"`,
    }),
  );

/** The Spanish words' chunks the page fetched. */
function spanishRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (/\/widgets\/chunks\/[\w.]*words\.es-/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test("a Spanish partner page shows the chat, the call button and the booking in Spanish, and the chat sends lang", async ({
  page,
}) => {
  const fetched = spanishRequests(page);
  await page.goto(serve("/es.html", "es"));
  const input = page.getByRole("textbox", { name: "Describa su problema" });
  await expect(input).toBeVisible({ timeout: budget(20_000) });
  await expect(page.getByRole("link", { name: /^Llamar ahora/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Reserve una reparación" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reservar esta reparación" })).toBeVisible();
  expect(fetched.length, "the Spanish words were fetched").toBeGreaterThan(0);

  const asked = page.waitForRequest((request) => request.url().endsWith("/api/troubleshooting-bot"));
  await page.getByRole("button", { name: "Mi teléfono no enciende" }).click();
  expect((await asked).postDataJSON()).toMatchObject({ message: "Mi teléfono no enciende", lang: "es" });
});

test("an English partner page fetches no Spanish words", async ({ page }) => {
  const fetched = spanishRequests(page);
  await page.goto(serve("/en.html", "en"));
  await expect(page.getByRole("textbox", { name: "Describe your problem" })).toBeVisible({ timeout: budget(20_000) });
  await expect(page.getByRole("heading", { name: "Book a repair" })).toBeVisible();
  // Every element has rendered with React (define-widget.ts's mark): nothing more is on its way.
  await page.waitForFunction(() => performance.getEntriesByName("repair-widget-ready").length >= 3);
  expect(fetched).toEqual([]);
});

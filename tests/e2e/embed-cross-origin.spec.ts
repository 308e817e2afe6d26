// A partner page on another origin embeds <repair-chat> with one script tag from our server. Its CSS
// is hostile (it hides every button and link and restyles everything); the chat still works and
// holds a conversation with the real API, and its panel's code is fetched only when it opens.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { askedModel, CRACKED_SCREEN } from "./embed-partner.ts";

const HOSTILE_CSS = `
  * { font-family: "Comic Sans MS", cursive !important; color: rgb(255, 0, 0) !important;
      background: rgb(255, 255, 0) !important; letter-spacing: 4px !important; line-height: 3 !important; }
  button, a, textarea, input, [role="dialog"] { display: none !important; visibility: hidden !important; }
  div, p, section, aside, form { border: 6px dotted magenta !important; padding: 30px !important; margin: 30px !important; }
`;

function partnerPage(widgetsOrigin: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner page</title>
<style>${HOSTILE_CSS}</style></head><body><main><h1>Friends of the shop</h1><p>We recommend them.</p>${body}</main>
<script type="module" src="${widgetsOrigin}/widgets/repair-chat.js"></script></body></html>`;
}

let partner: http.Server;
let partnerOrigin: string;
let pages: Record<string, string>;

test.beforeAll(async ({ baseURL }) => {
  const ours = new URL(baseURL!).origin;
  pages = {
    "/floating": partnerPage(ours, "<repair-chat></repair-chat>"),
    "/inline": partnerPage(ours, `<repair-chat mode="inline" model="${askedModel.slug}"></repair-chat>`),
  };
  partner = http.createServer((req, res) => {
    const html = pages[req.url ?? ""];
    res.writeHead(html ? 200 : 404, { "content-type": "text/html; charset=utf-8" }).end(html ?? "not found");
  });
  await new Promise<void>((resolve) => partner.listen(0, "127.0.0.1", resolve));
  partnerOrigin = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
  expect(partnerOrigin).not.toBe(ours);
});

test.afterAll(async () => {
  await new Promise((resolve) => partner.close(resolve));
});

test("a floating chat on a hostile partner page talks to the real API", async ({ page, baseURL }) => {
  const requested: string[] = [];
  page.on("request", (r) => requested.push(r.url()));
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));

  await page.goto(`${partnerOrigin}/floating`, { waitUntil: "networkidle" });
  const launcher = page.getByRole("button", { name: "Open repair chat" });
  await expect(launcher).toBeVisible();
  // The host's CSS does not reach inside: the launcher keeps its own colours and size.
  const look = await launcher.evaluate((b) => {
    const s = getComputedStyle(b);
    return { display: s.display, background: s.backgroundColor, width: b.getBoundingClientRect().width };
  });
  expect(look.display).not.toBe("none");
  expect(look.background).toBe("rgb(10, 102, 194)");
  expect(look.width).toBeGreaterThanOrEqual(44);
  expect(
    requested.some((u) => u.includes("ChatPanel")),
    "panel chunk before opening",
  ).toBe(false);

  await launcher.click();
  const input = page.getByRole("textbox", { name: "Describe your problem" });
  await expect(input).toBeVisible();
  await expect(input).toBeFocused();
  expect(
    requested.some((u) => u.includes("ChatPanel")),
    "panel chunk after opening",
  ).toBe(true);

  const reply = page.waitForResponse((r) => r.url() === `${new URL(baseURL!).origin}/api/troubleshooting-bot`);
  await input.fill(CRACKED_SCREEN);
  await input.press("Enter");
  const response = await reply;
  expect(response.status()).toBe(200);
  expect((await response.request().allHeaders())["origin"]).toBe(partnerOrigin);
  const { response: answer } = (await response.json()) as { response: string };
  expect(answer.length).toBeGreaterThan(20);

  const log = page.getByRole("log", { name: "Conversation" });
  await expect(log).toContainText(CRACKED_SCREEN);
  await expect(log).toContainText(answer.slice(0, 40));
  await expect(log).not.toContainText("Sorry, I'm having trouble connecting");
  await expect(log).not.toContainText("Sorry, I encountered an error");
  const bubbleColor = await log
    .locator(".message.bot .bubble")
    .last()
    .evaluate((b) => getComputedStyle(b).color);
  expect(bubbleColor).not.toBe("rgb(255, 0, 0)");

  // A second turn carries the history.
  const second = page.waitForRequest((r) => r.url().endsWith("/api/troubleshooting-bot"));
  await input.fill("How long does it take?");
  await input.press("Enter");
  const body = (await second).postDataJSON() as { message: string; history: unknown[] };
  expect(body.message).toBe("How long does it take?");
  expect(body.history.length).toBe(2);
  await expect(log.locator(".message.bot")).toHaveCount(3);
  expect(errors).toEqual([]);
});

test("an inline chat (an embed box) knows its model and answers in place", async ({ page }) => {
  await page.goto(`${partnerOrigin}/inline`, { waitUntil: "networkidle" });
  await expect(page.getByRole("button", { name: "Open repair chat" })).toHaveCount(0);
  const input = page.getByRole("textbox", { name: "Describe your problem" });
  await expect(input).toBeVisible();
  await expect(page.getByText(`About your ${askedModel.name}`)).toBeVisible();
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/troubleshooting-bot"));
  await page.getByRole("button", { name: "iPhone screen cracked" }).click();
  expect(((await sent).postDataJSON() as { model?: string }).model).toBe(askedModel.slug);
  await expect(page.getByRole("log", { name: "Conversation" }).locator(".message.bot")).toHaveCount(2);
});

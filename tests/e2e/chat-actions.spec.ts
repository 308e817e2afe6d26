// The assistant's answers carry their next steps as data: the chat shows them as links and its
// follow-up suggestions as quick replies, from the real API, in the floating and the inline chat.
import { expect, test, type Locator, type Page } from "@playwright/test";
import business from "../../site/_data/business.ts";
import models from "../../site/_data/models.ts";

const priced = models.find((m) => m.prices.screen !== undefined)!;
const question = `how much is a screen for the ${priced.name}?`;

async function ask(page: Page, chat: Locator, text: string) {
  const input = chat.getByRole("textbox", { name: "Describe your problem" });
  await input.fill(text);
  await input.press("Enter");
  await expect(chat.locator(".message.bot:not(.typing)").last()).toContainText(`$${priced.prices.screen}`);
}

async function expectNextSteps(chat: Locator) {
  const steps = chat.locator(".message.bot").last().getByRole("group", { name: "Next steps" });
  const number = business.phone.display.replace(/[()]/g, "\\$&");
  await expect(steps.getByRole("link", { name: new RegExp(`^Call ${number}`) })).toHaveAttribute(
    "href",
    `tel:${business.phone.e164}`,
  );
  // Text beside Call, exactly where the shop's number takes texts.
  const text = steps.getByRole("link", { name: new RegExp(`^Text ${number}`) });
  if (business.textsAccepted) await expect(text).toHaveAttribute("href", `sms:${business.phone.e164}`);
  else await expect(text).toHaveCount(0);
  await expect(steps.locator(`a[href$="/${priced.slug}/"]`)).toHaveCount(1);
}

test("the floating chat shows an answer's next steps and sends a suggestion from the keyboard", async ({ page }) => {
  await page.goto("/");
  const chat = page.locator("repair-chat").first();
  await chat.getByRole("button", { name: "Open repair chat" }).click();
  await ask(page, chat, question);
  await expectNextSteps(chat);

  const suggestions = chat.getByRole("group", { name: "Suggested questions" }).getByRole("button");
  await expect(suggestions.first()).toBeVisible();
  const count = await suggestions.count();
  expect(count).toBeGreaterThanOrEqual(2);
  expect(count).toBeLessThanOrEqual(4);

  // From the message field, back to the last suggestion, and Enter sends it.
  const input = chat.getByRole("textbox", { name: "Describe your problem" });
  await input.focus();
  await page.keyboard.press("Shift+Tab");
  const focused = suggestions.last();
  await expect(focused).toBeFocused();
  const text = (await focused.textContent())!.trim();
  const before = await chat.locator(".message.bot:not(.typing)").count();
  await page.keyboard.press("Enter");
  await expect(chat.locator(".message.user").last()).toContainText(text);
  await expect(chat.locator(".message.bot:not(.typing)")).toHaveCount(before + 1);
});

test("the inline chat on /embed/ shows the same next steps", async ({ page }) => {
  await page.goto("/embed/");
  const chat = page.locator('repair-chat[mode="inline"]').first();
  await chat.scrollIntoViewIfNeeded();
  await ask(page, chat, question);
  await expectNextSteps(chat);
  await expect(chat.getByRole("group", { name: "Suggested questions" }).getByRole("button").first()).toBeVisible();
});

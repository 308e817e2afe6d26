// @ts-check
// /embed/: the placement example moves this page's own floating chat and call button with the
// `position` and `offset` attributes a partner would write.
const form = /** @type {HTMLFormElement | null} */ (document.querySelector("form[data-placement-demo]"));
form?.addEventListener("input", () => {
  const side = /** @type {RadioNodeList} */ (form.elements.namedItem("side"));
  const input = /** @type {HTMLInputElement} */ (form.elements.namedItem("offset"));
  const swap = side.value === "swap";
  const offset = String(Math.max(0, Math.min(400, Number(input.value) || 0)));
  const chat = document.querySelector("body > repair-chat");
  const call = document.querySelector("body > repair-call-button");
  chat?.setAttribute("position", swap ? "left" : "right");
  call?.setAttribute("position", swap ? "right" : "left");
  for (const el of [chat, call]) el?.setAttribute("offset", offset);
});

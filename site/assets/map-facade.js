// @ts-check
// Click-to-load map: Google's frame is requested only after the visitor asks for it.
document.addEventListener("click", (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const link = /** @type {HTMLAnchorElement | null | undefined} */ (target?.closest("a[data-map-embed]"));
  const figure = link?.closest("figure");
  const drawing = figure?.querySelector("svg");
  if (!link?.dataset.mapEmbed || !figure || !drawing || event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  const frame = document.createElement("iframe");
  frame.src = link.dataset.mapEmbed;
  frame.title = `Google map: ${figure.querySelector("figcaption span")?.textContent ?? "our location"}`;
  frame.loading = "lazy";
  frame.referrerPolicy = "no-referrer-when-downgrade";
  drawing.replaceWith(frame);
  link.textContent = "Open in Google Maps";
  link.removeAttribute("data-map-embed");
  frame.focus();
});

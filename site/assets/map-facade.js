// Click-to-load map: Google's frame is requested only after the visitor asks for it.
document.addEventListener("click", (event) => {
  const link = event.target instanceof Element ? event.target.closest("a[data-map-embed]") : null;
  if (!link || event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  const figure = link.closest("figure");
  const frame = document.createElement("iframe");
  frame.src = link.dataset.mapEmbed;
  frame.title = `Google map: ${figure.querySelector("figcaption span")?.textContent ?? "our location"}`;
  frame.loading = "lazy";
  frame.referrerPolicy = "no-referrer-when-downgrade";
  figure.querySelector("svg").replaceWith(frame);
  link.textContent = "Open in Google Maps";
  link.removeAttribute("data-map-embed");
  frame.focus();
});

// /assets/hero-phone.svg: the home page's picture of a cracked iPhone with its two tags, written in
// each language the pages speak (/assets/hero-phone.es.svg for the Spanish home page). A longer tag
// gets a smaller font, so it stays inside its label.
import { siteLanguages, type Language } from "./ui/i18n/language.ts";
import { WORDS } from "./ui/i18n/words.ts";

export const heroPath = (lang: Language) =>
  lang === "en" ? "/assets/hero-phone.svg" : `/assets/hero-phone.${lang}.svg`;

export const data = {
  pageLanguages: siteLanguages,
  pagination: { data: "pageLanguages", size: 1, alias: "lang" },
  permalink: ({ lang }: { lang: Language }) => heroPath(lang),
  eleventyExcludeFromCollections: true,
};

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The font size that fits `text` in a label `width` wide: 24 when it fits (a bold glyph is about 0.6 em). */
const fitted = (text: string, width: number) => Math.min(24, Math.floor((width - 12) / (text.length * 0.6)));

const tag = (text: string, x: number, y: number, width: number) =>
  `<text x="${x}" y="${y}" font-family="system-ui, sans-serif" font-size="${fitted(text, width)}" font-weight="800" fill="#fff" text-anchor="middle">${escape(text)}</text>`;

export function render({ lang }: { lang: Language }): string {
  const w = WORDS[lang].home;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 400" width="360" height="400">
  <title>${escape(w.heroAlt)}</title>
  <defs>
    <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1d4e89"/>
      <stop offset="1" stop-color="#0b2545"/>
    </linearGradient>
  </defs>
  <ellipse cx="180" cy="372" rx="110" ry="14" fill="#0b2545" opacity=".12"/>
  <g transform="rotate(-6 180 200)">
    <rect x="95" y="30" width="170" height="330" rx="30" fill="#0b2545"/>
    <rect x="104" y="39" width="152" height="312" rx="23" fill="url(#screen)"/>
    <rect x="150" y="50" width="60" height="16" rx="8" fill="#0b2545"/>
    <g fill="none" stroke="#e8f1fb" stroke-linecap="round" stroke-linejoin="round" opacity=".9">
      <path d="M190 190 L150 120 L128 96 M150 120 L112 132" stroke-width="2.2"/>
      <path d="M190 190 L240 140 L252 100 M240 140 L256 160" stroke-width="2"/>
      <path d="M190 190 L216 268 L204 340 M216 268 L250 290" stroke-width="2.2"/>
      <path d="M190 190 L130 236 L108 300 M130 236 L106 222" stroke-width="2"/>
      <path d="M190 190 L176 250 L150 276" stroke-width="1.6"/>
      <path d="M178 170 L204 172 L206 200 L182 206 Z" stroke-width="1.6"/>
    </g>
    <circle cx="190" cy="190" r="5" fill="#e8f1fb"/>
  </g>
  <g transform="rotate(-10 70 90)">
    <rect x="8" y="62" width="132" height="48" rx="12" fill="#b91c1c"/>
    ${tag(w.heroTags.broken, 74, 95, 132)}
  </g>
  <g transform="rotate(6 280 300)">
    <rect x="196" y="276" width="160" height="52" rx="12" fill="#15803d"/>
    ${tag(w.heroTags.fixed, 276, 310, 160)}
  </g>
  <g transform="translate(300 40)" fill="#0a66c2">
    <path d="M0 18 L18 0 L28 10 L10 28 Z" opacity=".9"/>
    <circle cx="30" cy="-2" r="10" fill="none" stroke="#0a66c2" stroke-width="6"/>
  </g>
</svg>
`;
}

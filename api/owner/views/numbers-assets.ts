// The numbers page's own stylesheet, served beside the desk's (index.ts's assets).
export const NUMBERS_CSS = "/owner/assets/numbers.css";

// What /assets/web-vitals.js exports: only the three measures the beacon sends.
export { onCLS, onINP, onLCP } from "web-vitals";

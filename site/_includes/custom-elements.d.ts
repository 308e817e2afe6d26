// The widgets' custom elements as the page templates use them (attributes documented in the README).
import type { DetailedHTMLProps, HTMLAttributes } from "react";

type Element<Attributes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Attributes;

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "repair-chat": Element<{ model?: string; api?: string; mode?: "floating" | "inline" }>;
      "repair-faq": Element<{
        heading?: string;
        title?: string;
        "max-items"?: number | string;
        category?: string;
        "heading-level"?: number | string;
      }>;
      "repair-model-menu": Element<{ current?: string; site?: string }>;
      "repair-call-button": Element<{ threshold?: number | string; always?: boolean | "" }>;
      "repair-directions-bar": Element<{ threshold?: number | string; always?: boolean | "" }>;
      "repair-booking": Element<{ model?: string; service?: string; api?: string; start?: string }>;
      "repair-booking": Element<{ model?: string; service?: string; api?: string; start?: string }>;
    }
  }
}

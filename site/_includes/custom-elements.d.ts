// The widgets' custom elements as the page templates use them (attributes documented in the README).
import type { DetailedHTMLProps, HTMLAttributes } from "react";

type Element<Attributes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Attributes;

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "repair-chat": Element<{ model?: string; api?: string; mode?: "floating" | "inline" }>;
      "repair-faq": Element<{ title?: string; "max-items"?: number | string; category?: string }>;
      "repair-model-menu": Element<{ current?: string }>;
      "repair-call-button": Element<object>;
      "repair-directions-bar": Element<object>;
    }
  }
}

// The widgets' custom elements as the page templates use them, derived from each widget's one table
// of attributes (widgets/<name>/attributes.ts, which defineWidget reads too): an attribute added
// there is known here. A prop's attribute is its dashed form (maxItems: max-items); a number may be
// written as text, a boolean as the bare attribute (""). (Named WidgetElement: inside `namespace JSX`
// a type called Element is JSX.Element, and skipLibCheck would hide the mistake.)
import type { DetailedHTMLProps, HTMLAttributes } from "react";
import type { AttributeType } from "../../widgets/shared/define-widget.ts";
import type { bookingAttributes } from "../../widgets/repair-booking/attributes.ts";
import type { callButtonAttributes } from "../../widgets/repair-call-button/attributes.ts";
import type { chatAttributes } from "../../widgets/repair-chat/attributes.ts";
import type { directionsBarAttributes } from "../../widgets/repair-directions-bar/attributes.ts";
import type { faqAttributes } from "../../widgets/repair-faq/attributes.ts";
import type { modelMenuAttributes } from "../../widgets/repair-model-menu/attributes.ts";

type Dashed<S extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : `-${Lowercase<C>}`}${Dashed<Rest>}`
  : S;
type Value<T extends AttributeType> = T extends "boolean"
  ? boolean | ""
  : T extends "number"
    ? number | string
    : string;
type Attributes<Table extends Record<string, AttributeType>> = {
  [Prop in keyof Table & string as Dashed<Prop>]?: Value<Table[Prop]>;
};
/** The attribute names of a widget's table, as written in HTML: what /embed/ must document. */
export type AttributeName<Table extends Record<string, AttributeType>> = Dashed<keyof Table & string>;
type WidgetElement<Table extends Record<string, AttributeType>> = DetailedHTMLProps<
  HTMLAttributes<HTMLElement>,
  HTMLElement
> &
  Attributes<Table>;

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "repair-chat": WidgetElement<typeof chatAttributes>;
      "repair-faq": WidgetElement<typeof faqAttributes>;
      "repair-model-menu": WidgetElement<typeof modelMenuAttributes>;
      "repair-call-button": WidgetElement<typeof callButtonAttributes>;
      "repair-directions-bar": WidgetElement<typeof directionsBarAttributes>;
      "repair-booking": WidgetElement<typeof bookingAttributes>;
    }
  }
}

// The booking forms' iPhone model choices, written once for the /book/ page's plain form
// (site/ui/book/BookingForm.tsx) and <repair-booking>'s (widgets/repair-booking/
// BookingPanel.tsx): "not listed" first, then one group per series, newest first. The groups come
// from seriesGroups() in shop/facts.ts, directly or through virtual:shop-facts.
import { OTHER_MODEL_LABEL } from "#shop/booking-fields.ts";

interface Group {
  series: number;
  label: string;
  models: readonly { slug: string; name: string }[];
}

export function ModelOptions({
  groups,
  otherLabel = OTHER_MODEL_LABEL,
}: {
  groups: readonly Group[];
  /** The "not listed" choice in the page's language. */
  otherLabel?: string;
}) {
  return (
    <>
      <option value="">{otherLabel}</option>
      {groups.map((group) => (
        <optgroup key={group.series} label={group.label}>
          {group.models.map((m) => (
            <option key={m.slug} value={m.slug}>
              {m.name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}

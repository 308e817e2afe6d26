// Step 1: the repair (the shop's bookable repairs, diagnosis included) and the iPhone model (optional).
import { series } from "virtual:shop-facts";
import { ModelOptions } from "../../site/ui/ModelOptions.tsx";
import { rules, validService, type Draft } from "./booking-choices.ts";
import { Legend, type Controls } from "./field-controls.tsx";
import { useBookingWords } from "./use-words.ts";

export function RepairStep({ draft, c }: { draft: Draft; c: Controls }) {
  const { words } = useBookingWords();
  return (
    <fieldset className="step" part="step">
      <Legend step={1}>{words.yourRepair}</Legend>
      <div className="field">
        <label htmlFor={c.id("service")}>{words.repair}</label>
        <select {...c.control("service")} required>
          {!validService(draft.service) && <option value="">{words.chooseRepair}</option>}
          {rules.services.map((s) => (
            <option key={s.key} value={s.key}>
              {s.label}
            </option>
          ))}
        </select>
        {c.errorText("service")}
      </div>
      <div className="field">
        <label htmlFor={c.id("model")}>
          {words.model} <span className="optional">({words.optional})</span>
        </label>
        <select {...c.control("model")}>
          <ModelOptions groups={series} />
        </select>
        {c.errorText("model")}
      </div>
    </fieldset>
  );
}

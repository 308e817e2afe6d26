// A radio group as the WAI-ARIA APG describes it (https://www.w3.org/WAI/ARIA/apg/patterns/radio/):
// one tab stop (the checked radio, else the first that can be chosen: a roving tabindex), the arrow
// keys move to the previous or next choice and check it, wrapping at the ends, Home and End go to the
// first and last, Space checks the focused one. Choices that cannot be taken (a closed day, a full
// slot) stay in view, say why, and are skipped.
import { useRef, type KeyboardEvent, type ReactNode } from "react";

export interface RadioOption {
  key: string;
  disabled?: boolean;
  content: ReactNode;
}

export interface RadioGroupProps {
  labelledBy: string;
  describedBy?: string;
  options: RadioOption[];
  value: string | undefined;
  onChange: (key: string) => void;
  className: string;
  /** The ::part name of each choice. */
  part: string;
  invalid?: boolean;
  groupRef?: (el: HTMLDivElement | null) => void;
}

const NEXT = new Set(["ArrowRight", "ArrowDown"]);
const PREVIOUS = new Set(["ArrowLeft", "ArrowUp"]);

export function RadioGroup({
  labelledBy,
  describedBy,
  options,
  value,
  onChange,
  className,
  part,
  invalid,
  groupRef,
}: RadioGroupProps) {
  const items = useRef(new Map<string, HTMLDivElement>());
  const enabled = options.filter((o) => !o.disabled);
  const tabStop = enabled.some((o) => o.key === value) ? value : enabled[0]?.key;

  const choose = (key: string, focus: boolean) => {
    onChange(key);
    if (focus) items.current.get(key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, key: string) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const at = enabled.findIndex((o) => o.key === key);
    let next: RadioOption | undefined;
    if (NEXT.has(event.key)) next = enabled[(at + 1) % enabled.length];
    else if (PREVIOUS.has(event.key)) next = enabled[(at - 1 + enabled.length) % enabled.length];
    else if (event.key === "Home") next = enabled[0];
    else if (event.key === "End") next = enabled.at(-1);
    else if (event.key === " ") next = enabled[at];
    if (!next) return;
    event.preventDefault();
    choose(next.key, true);
  };

  return (
    <div
      ref={groupRef}
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required="true"
      className={className}
    >
      {options.map((option) => {
        const checked = option.key === value;
        return (
          <div
            key={option.key}
            ref={(el) => {
              if (el) items.current.set(option.key, el);
              else items.current.delete(option.key);
            }}
            role="radio"
            part={checked ? `${part} ${part}-checked` : part}
            className={`choice${checked ? " checked" : ""}${option.disabled ? " unavailable" : ""}`}
            aria-checked={checked}
            aria-disabled={option.disabled || undefined}
            tabIndex={option.key === tabStop ? 0 : -1}
            data-key={option.key}
            onClick={() => {
              if (!option.disabled) choose(option.key, true);
            }}
            onKeyDown={(event) => onKeyDown(event, option.key)}
          >
            {option.content}
          </div>
        );
      })}
    </div>
  );
}

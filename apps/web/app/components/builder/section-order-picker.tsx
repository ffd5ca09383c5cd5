import { normalizeSectionOrder, SECTIONS, type SiteSection } from "@pixelforge/sitegen/site-config";
import { useId } from "react";

/** Four dropdowns; a choice keeps its slot and the other sections make room (spec §4). */
export function SectionOrderPicker({
  order,
  onChange,
}: {
  order: SiteSection[];
  onChange(order: SiteSection[]): void;
}) {
  const id = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-white/85">Section Order</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {order.map((section, slot) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the position is what each dropdown stands for
          <div key={slot}>
            <label
              htmlFor={`${id}-${slot}`}
              className="mb-1 block text-xs font-semibold tracking-wide text-white/60 uppercase"
            >
              Position {slot + 1}
            </label>
            <select
              id={`${id}-${slot}`}
              value={section}
              onChange={(event) =>
                onChange(normalizeSectionOrder(order, slot, event.target.value as SiteSection))
              }
              className="w-full rounded-xl border border-white/15 bg-white/5 px-3 py-2.5 text-white focus:border-accent focus:ring-4 focus:ring-accent/20 focus:outline-none"
            >
              {SECTIONS.map((name) => (
                <option key={name} value={name} className="bg-ink">
                  {name}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

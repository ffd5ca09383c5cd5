import type { CheckItem } from "./site-checklist";

/** Focuses the control that fixes an item, so the user lands right on it. */
function focusTarget(selector: string) {
  const element = document.querySelector<HTMLElement>(selector);
  element?.scrollIntoView({ block: "center" });
  element?.focus();
}

/** The list of things worth a look before downloading; none of them blocks the download. */
export function Checklist({
  items,
  onUseColor,
}: {
  items: CheckItem[];
  onUseColor(color: string): void;
}) {
  if (items.length === 0)
    return <p className="text-sm text-emerald-300">Checklist: everything looks ready.</p>;
  return (
    <section
      aria-labelledby="checklist-title"
      className="rounded-2xl bg-white/[0.04] p-4 ring-1 ring-white/10"
    >
      <h3 id="checklist-title" className="font-bold text-white">
        Before you download ({items.length})
      </h3>
      <ul className="mt-3 space-y-2 text-sm text-white/80">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="min-w-0 flex-1 break-words">{item.text}</span>
            {item.suggestedColor && (
              <button
                type="button"
                onClick={() => onUseColor(item.suggestedColor ?? "")}
                className="font-semibold text-amber underline underline-offset-2"
              >
                Use {item.suggestedColor}
              </button>
            )}
            <button
              type="button"
              onClick={() => focusTarget(item.target)}
              className="font-semibold text-amber underline underline-offset-2"
            >
              Fix<span className="sr-only">: {item.text}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

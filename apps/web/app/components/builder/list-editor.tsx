/** Pure helpers for list editing, kept apart so they are easy to test. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export function replaceItem<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((current, i) => (i === index ? item : current));
}

export function removeItem<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}

/**
 * Add, edit, remove and reorder the entries of one list (carousel images, products,
 * testimonials, blog posts). Each entry's fields come from `renderItem`.
 */
export function ListEditor<T>({
  title,
  itemName,
  items,
  onChange,
  blank,
  renderItem,
  max = 50,
}: {
  title: string;
  itemName: string;
  items: T[];
  /** Called with a change to apply to the list as it is then (a picture may finish preparing after other edits). */
  onChange(change: (items: T[]) => T[]): void;
  blank(): T;
  renderItem(
    item: T,
    update: (next: T | ((current: T) => T)) => void,
    index: number,
  ): React.ReactNode;
  max?: number;
}) {
  const button =
    "rounded-lg px-2.5 py-1.5 text-sm font-semibold text-white/75 hover:bg-white/10 hover:text-white disabled:opacity-30 disabled:hover:bg-transparent";
  return (
    <fieldset className="min-w-0 rounded-2xl border border-white/10 p-4 sm:p-5">
      <legend className="px-2 text-base font-bold text-white">
        {title} <span className="font-normal text-white/55">({items.length})</span>
      </legend>
      {items.length === 0 && <p className="text-sm text-white/55">Nothing here yet.</p>}
      <ol className="space-y-4">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no identity of their own; inputs are controlled
          <li key={index} className="rounded-xl bg-white/[0.04] p-4 ring-1 ring-white/10">
            <div className="mb-3 flex items-center justify-between gap-2">
              <span className="text-sm font-semibold text-white/70">
                {itemName} {index + 1}
              </span>
              <span className="flex gap-1">
                <button
                  type="button"
                  className={button}
                  onClick={() => onChange((current) => moveItem(current, index, index - 1))}
                  disabled={index === 0}
                  aria-label={`Move ${itemName.toLowerCase()} ${index + 1} up`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={button}
                  onClick={() => onChange((current) => moveItem(current, index, index + 1))}
                  disabled={index === items.length - 1}
                  aria-label={`Move ${itemName.toLowerCase()} ${index + 1} down`}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={button}
                  onClick={() => onChange((current) => removeItem(current, index))}
                  aria-label={`Remove ${itemName.toLowerCase()} ${index + 1}`}
                >
                  Remove
                </button>
              </span>
            </div>
            {renderItem(
              item,
              (next) =>
                onChange((current) => {
                  const now = current[index];
                  if (now === undefined) return current;
                  const item = typeof next === "function" ? (next as (current: T) => T)(now) : next;
                  return replaceItem(current, index, item);
                }),
              index,
            )}
          </li>
        ))}
      </ol>
      <button
        type="button"
        data-add={itemName.toLowerCase()}
        onClick={() => onChange((current) => [...current, blank()])}
        disabled={items.length >= max}
        className="mt-4 rounded-xl border border-dashed border-white/25 px-4 py-2.5 text-sm font-semibold text-white hover:border-accent hover:text-accent disabled:opacity-40"
      >
        + Add {itemName.toLowerCase()}
      </button>
    </fieldset>
  );
}

import { useId, useState } from "react";

/**
 * A workspace list's search: a labelled search field and its button, in a `search`
 * landmark. `onSearch` gets the trimmed text when the form is sent.
 */
export function SearchBox({
  label,
  placeholder,
  initial = "",
  onSearch,
  widthClass,
}: {
  /** Read by screen readers (the field shows `placeholder`). */
  label: string;
  placeholder: string;
  initial?: string;
  onSearch: (text: string) => void;
  /** The field's width from the `sm` breakpoint, e.g. "sm:w-80". */
  widthClass: string;
}) {
  const id = useId();
  const [text, setText] = useState(initial);
  return (
    <search className="w-full sm:w-auto">
      <form
        className="flex w-full gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          type="search"
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          className={`w-full min-w-0 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm outline-none focus:border-royal focus:ring-4 focus:ring-accent/20 ${widthClass}`}
        />
        <button type="submit" className="btn-royal px-4 py-2 text-sm">
          Search
        </button>
      </form>
    </search>
  );
}

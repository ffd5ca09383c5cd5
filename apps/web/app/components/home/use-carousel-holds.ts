import { type RefObject, useEffect, useState } from "react";

/** Whether the element matches a state selector; a browser that lacks one says no. */
function matches(element: Element, selector: string) {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

/**
 * Whether the visitor is holding the carousel still: a mouse over it, a finger on it, or
 * keyboard focus inside it (rotating would move the focused card away from under them).
 * The page is usable before it hydrates, so the state is also read from the DOM once
 * hydrated: a pointer that arrived earlier fired its mouseenter before React listened.
 */
export function useCarouselHolds(list: RefObject<HTMLElement | null>) {
  const [hovered, setHovered] = useState(false);
  const [touched, setTouched] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);

  useEffect(() => {
    const el = list.current;
    if (!el) return;
    if (matches(el, ":hover")) setHovered(true);
    const active = document.activeElement;
    if (active && el.contains(active) && matches(active, ":focus-visible")) setKeyboardFocus(true);
  }, [list]);

  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onTouchStart: () => setTouched(true),
    onTouchEnd: () => setTouched(false),
    onTouchCancel: () => setTouched(false),
    onFocus: (event: React.FocusEvent) => setKeyboardFocus(matches(event.target, ":focus-visible")),
    onBlur: (event: React.FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardFocus(false);
    },
  };

  return { held: hovered || touched || keyboardFocus, handlers };
}

import { useEffect, useState } from "react";

/** Past this many pixels of scroll the top bar turns white. */
export const SCROLL_THRESHOLD = 32;

/** True once the page has been scrolled more than `threshold` pixels. */
export function useScrolled(threshold = SCROLL_THRESHOLD) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

import type { SimpleIcon } from "simple-icons";

/** A brand mark from Simple Icons (CC0), drawn in its brand colour unless told otherwise. */
export function BrandIcon({
  icon,
  className = "h-6 w-6",
  color,
  title,
}: {
  icon: SimpleIcon;
  className?: string;
  color?: string;
  title?: string;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill={color ?? `#${icon.hex}`}
      role={title ? "img" : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
    >
      <path d={icon.path} />
    </svg>
  );
}

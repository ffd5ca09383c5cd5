import { agency } from "@pixelforge/brand/agency";

/** The word mark sets the rest of the name ("Studio") apart from the short name. */
const nameSuffix = agency.name.slice(agency.shortName.length).trim();

/** The studio's mark: a forged pixel, amber on teal, with the word mark beside it. */
export function Logo({ tone = "light" }: { tone?: "light" | "dark" }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg className="h-9 w-9 shrink-0" viewBox="0 0 40 40" aria-hidden="true">
        <rect width="40" height="40" rx="10" fill="#0c2228" />
        <rect
          x="1"
          y="1"
          width="38"
          height="38"
          rx="9"
          fill="none"
          stroke="#06b6d4"
          strokeOpacity=".5"
        />
        <path
          d="M11 29V11h10a6 6 0 0 1 0 12h-4"
          fill="none"
          stroke="#fbbf24"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="23" y="24" width="6" height="6" rx="1.5" fill="#06b6d4" />
      </svg>
      <span
        className={`text-lg font-extrabold tracking-tight whitespace-nowrap ${tone === "light" ? "text-white" : "text-ink"}`}
      >
        {agency.shortName}
        <span className={`font-medium ${tone === "light" ? "text-accent" : "text-accent-700"}`}>
          {" "}
          {nameSuffix}
        </span>
      </span>
    </span>
  );
}

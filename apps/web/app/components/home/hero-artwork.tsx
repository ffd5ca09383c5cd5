/** The hero's illustration: a browser window with a rising chart, a logo badge and UI cards. */
export function HeroArtwork() {
  return (
    <svg
      viewBox="0 0 520 420"
      className="mx-auto h-auto w-full max-w-[520px]"
      role="img"
      aria-label="Illustration of a website with a rising traffic chart, a logo badge and interface cards"
      width="520"
      height="420"
    >
      <defs>
        <linearGradient id="hero-screen" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#12323a" />
          <stop offset="1" stopColor="#0c2228" />
        </linearGradient>
        <linearGradient id="hero-line" x1="0" x2="1">
          <stop offset="0" stopColor="#06b6d4" />
          <stop offset="1" stopColor="#fbbf24" />
        </linearGradient>
        <linearGradient id="hero-area" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#06b6d4" stopOpacity=".35" />
          <stop offset="1" stopColor="#06b6d4" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect
        x="40"
        y="40"
        width="420"
        height="300"
        rx="20"
        fill="url(#hero-screen)"
        stroke="#2a5d69"
        strokeWidth="2"
      />
      <circle cx="70" cy="68" r="6" fill="#f87171" />
      <circle cx="90" cy="68" r="6" fill="#fbbf24" />
      <circle cx="110" cy="68" r="6" fill="#34d399" />
      <rect x="140" y="60" width="200" height="16" rx="8" fill="#1a4550" />
      <rect x="70" y="104" width="150" height="16" rx="8" fill="#e2f7fb" />
      <rect x="70" y="132" width="110" height="10" rx="5" fill="#2a5d69" />
      <rect x="70" y="150" width="130" height="10" rx="5" fill="#2a5d69" />
      <rect x="70" y="178" width="84" height="28" rx="14" fill="#fbbf24" />
      <path
        d="M250 290 L290 250 L330 262 L370 200 L420 150 L420 300 L250 300 Z"
        fill="url(#hero-area)"
      />
      <path
        d="M250 290 L290 250 L330 262 L370 200 L420 150"
        fill="none"
        stroke="url(#hero-line)"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="420" cy="150" r="9" fill="#fbbf24" stroke="#0c2228" strokeWidth="4" />
      <rect x="70" y="230" width="150" height="80" rx="14" fill="#1a4550" />
      <rect x="86" y="248" width="60" height="10" rx="5" fill="#06b6d4" />
      <rect x="86" y="268" width="110" height="8" rx="4" fill="#2a5d69" />
      <rect x="86" y="284" width="90" height="8" rx="4" fill="#2a5d69" />
      <g transform="translate(378 18)">
        <rect width="112" height="56" rx="16" fill="#fff" />
        <text
          x="20"
          y="36"
          fontFamily="system-ui, sans-serif"
          fontSize="22"
          fontWeight="800"
          fill="#0c2228"
        >
          3x
        </text>
        <text x="56" y="26" fontFamily="system-ui, sans-serif" fontSize="11" fill="#475569">
          organic
        </text>
        <text x="56" y="40" fontFamily="system-ui, sans-serif" fontSize="11" fill="#475569">
          traffic
        </text>
      </g>
      <g transform="translate(0 290)">
        <rect width="150" height="100" rx="20" fill="#2563eb" />
        <circle cx="44" cy="50" r="22" fill="#fbbf24" />
        <path
          d="M36 50 l6 6 12-13"
          fill="none"
          stroke="#0c2228"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="78" y="36" width="52" height="10" rx="5" fill="#bfdbfe" />
        <rect x="78" y="54" width="38" height="10" rx="5" fill="#93c5fd" />
      </g>
      <g transform="translate(400 330)">
        <rect width="96" height="72" rx="18" fill="#fbbf24" />
        <path
          d="M30 52 V20 h18 a11 11 0 0 1 0 22 h-8"
          fill="none"
          stroke="#0c2228"
          strokeWidth="7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="56" y="44" width="12" height="12" rx="3" fill="#0c2228" />
      </g>
    </svg>
  );
}

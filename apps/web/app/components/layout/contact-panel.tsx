import { agency } from "@pixelforge/brand/agency";
import { useEffect, useId, useRef, useState } from "react";
import { siWhatsapp } from "simple-icons";
import { BrandIcon } from "../ui/brand-icon";
import { ChatIcon, CloseIcon, MailIcon, PhoneIcon } from "../ui/icons";

const options = [
  {
    label: "Call",
    detail: agency.phone.display,
    href: agency.phone.href,
    icon: <PhoneIcon className="h-5 w-5" />,
    external: false,
  },
  {
    label: "WhatsApp chat",
    detail: "Usually replies within an hour",
    href: agency.whatsapp,
    icon: <BrandIcon icon={siWhatsapp} className="h-5 w-5" color="currentColor" />,
    external: true,
  },
  {
    label: "Email",
    detail: agency.email.hello,
    href: `mailto:${agency.email.hello}`,
    icon: <MailIcon className="h-5 w-5" />,
    external: false,
  },
];

/** Just inside the screen's corner, clear of rounded corners and the home indicator. */
const cornerRight = "right-[max(1rem,env(safe-area-inset-right))]";
const cornerBottom = "bottom-[max(1rem,env(safe-area-inset-bottom))]";

/**
 * Contact shortcuts. From 768 px: the spec's vertical tab at the right edge, 46 px of it
 * visible at mid-height, sliding the panel in with a spring. Below 768 px that tab would
 * sit on top of text and buttons, so a round button in the bottom-right corner opens the
 * same panel above it. The closed panel is inert, so keyboard users skip it.
 */
export function ContactPanel() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  // The tab or the round button, whichever opened the panel, gets focus back on Escape.
  const opener = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        opener.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const toggle = (event: React.MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    setOpen((value) => !value);
  };
  const toggleProps = { "aria-expanded": open, "aria-controls": panelId, onClick: toggle };

  return (
    <div data-testid="contact-panel" data-state={open ? "open" : "closed"}>
      {/*
        Runway after the footer, in its colour: scrolled to the very end, the round button
        sits over this instead of the copyright line.
      */}
      <div
        aria-hidden="true"
        className="h-[calc(max(1rem,env(safe-area-inset-bottom))+4.5rem)] bg-ink md:hidden"
      />
      <button
        type="button"
        aria-label="Contact"
        {...toggleProps}
        className={`fixed ${cornerRight} ${cornerBottom} z-[1100] grid h-14 w-14 place-items-center rounded-full bg-amber text-ink shadow-lg shadow-ink/30 hover:bg-amber-300 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ink focus-visible:ring-offset-[3px] focus-visible:ring-offset-white md:hidden`}
      >
        {open ? <CloseIcon className="h-6 w-6" /> : <ChatIcon className="h-6 w-6" />}
      </button>
      <div
        className={`fixed ${cornerRight} bottom-[calc(max(1rem,env(safe-area-inset-bottom))+4.5rem)] z-[1100] flex items-center transition-transform duration-500 ease-[var(--ease-spring)] motion-reduce:transition-none md:top-1/2 md:right-0 md:bottom-auto md:-translate-y-1/2 ${
          open ? "translate-x-0" : "translate-x-[calc(100%+3rem)] md:translate-x-[280px]"
        }`}
      >
        <button
          type="button"
          {...toggleProps}
          className="hidden w-[46px] items-center justify-center rounded-l-xl bg-amber py-5 text-sm font-bold tracking-wider text-ink shadow-lg shadow-ink/20 [writing-mode:vertical-rl] hover:bg-amber-300 md:flex"
        >
          <span className="rotate-180">Contact</span>
        </button>
        <section
          id={panelId}
          aria-label="Contact Us"
          inert={!open}
          className="w-[min(280px,calc(100vw-2rem))] rounded-2xl bg-white p-5 shadow-2xl shadow-ink/25 ring-1 ring-ink/5 md:w-[280px] md:rounded-r-none"
        >
          <div className="flex items-center justify-between">
            <h2 className="text-lg font-bold">Contact Us</h2>
            <button
              ref={closeButton}
              type="button"
              aria-label="Close contact panel"
              onClick={() => setOpen(false)}
              className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-ink"
            >
              <CloseIcon className="h-5 w-5" />
            </button>
          </div>
          <ul className="mt-4 space-y-2">
            {options.map((option) => (
              <li key={option.label}>
                <a
                  href={option.href}
                  {...(option.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                  className="flex items-center gap-3 rounded-xl p-3 transition hover:bg-mist"
                >
                  <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-ink text-amber">
                    {option.icon}
                  </span>
                  <span>
                    <span className="block font-semibold text-ink">{option.label}</span>
                    <span className="block text-sm text-slate-500">{option.detail}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

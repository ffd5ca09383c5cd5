import { agency } from "@pixelforge/brand/agency";
import { useEffect, useId, useRef, useState } from "react";
import { siWhatsapp } from "simple-icons";
import { BrandIcon } from "../ui/brand-icon";
import { CloseIcon, MailIcon, PhoneIcon } from "../ui/icons";

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

/**
 * The floating "Contact" tab at the right edge: 46 px of it stays visible; it slides the
 * panel in with a spring. The closed panel is inert, so keyboard users skip it.
 */
export function ContactPanel() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const tab = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        tab.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div
      data-testid="contact-panel"
      data-state={open ? "open" : "closed"}
      className={`fixed top-1/2 right-0 z-[1100] flex -translate-y-1/2 items-center transition-transform duration-500 ease-[var(--ease-spring)] ${
        open ? "translate-x-0" : "translate-x-[280px]"
      }`}
    >
      <button
        ref={tab}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-[46px] items-center justify-center rounded-l-xl bg-amber py-5 text-sm font-bold tracking-wider text-ink shadow-lg shadow-ink/20 [writing-mode:vertical-rl] hover:bg-amber-300"
      >
        <span className="rotate-180">Contact</span>
      </button>
      <section
        id={panelId}
        aria-label="Contact Us"
        inert={!open}
        className="w-[280px] rounded-l-2xl bg-white p-5 shadow-2xl shadow-ink/25 ring-1 ring-ink/5"
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
  );
}

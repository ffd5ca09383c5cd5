import { agency } from "@pixelforge/brand/agency";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { siInstagram } from "simple-icons";
import { footerGroups } from "../../content/navigation";
import { BrandIcon } from "../ui/brand-icon";
import { HeartIcon, LinkedInIcon, MailIcon, PhoneIcon } from "../ui/icons";
import { Logo } from "../ui/logo";

/** The year on the visitor's clock, not the build's. */
function useCurrentYear() {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

const socialIcons = {
  Instagram: <BrandIcon icon={siInstagram} className="h-5 w-5" color="currentColor" />,
  LinkedIn: <LinkedInIcon className="h-5 w-5" />,
} as const;

export function Footer() {
  const year = useCurrentYear();
  return (
    <footer className="bg-ink text-white/75">
      <div className="container-page grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="max-w-sm">
          <Link to="/" aria-label={`${agency.name} home`} className="inline-block rounded-lg">
            <Logo />
          </Link>
          <p className="mt-4 leading-relaxed">{agency.tagline}</p>
          <ul className="mt-6 space-y-3">
            <li>
              <a
                className="inline-flex items-center gap-3 hover:text-amber"
                href={`mailto:${agency.email.hello}`}
              >
                <MailIcon className="h-5 w-5 text-accent" />
                {agency.email.hello}
              </a>
            </li>
            <li>
              <a
                className="inline-flex items-center gap-3 hover:text-amber"
                href={agency.phone.href}
              >
                <PhoneIcon className="h-5 w-5 text-accent" />
                {agency.phone.display}
              </a>
            </li>
          </ul>
          <ul className="mt-6 flex gap-3">
            {agency.social.map((profile) => (
              <li key={profile.name}>
                <a
                  href={profile.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${agency.name} on ${profile.name}`}
                  className="grid h-10 w-10 place-items-center rounded-full bg-white/10 text-white transition hover:bg-amber hover:text-ink"
                >
                  {socialIcons[profile.name]}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-bold tracking-widest text-white uppercase">
              {group.title}
            </h2>
            <ul className="mt-5 space-y-3">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="transition hover:text-amber">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col items-center justify-between gap-3 py-6 text-sm sm:flex-row">
          <p>
            © <span data-testid="copyright-year">{year}</span> {agency.name}. All rights reserved.
          </p>
          <p className="inline-flex items-center gap-1.5">
            Built with <HeartIcon className="h-4 w-4 text-amber" />{" "}
            <span className="sr-only">love</span>
            by students, for growing brands.
          </p>
        </div>
      </div>
    </footer>
  );
}

import { agency } from "@pixelforge/brand/agency";
import { useState } from "react";
import { Link, NavLink } from "react-router";
import { builderLink, primaryLinks } from "../../content/navigation";
import { VerifyBanner } from "../auth/verify-banner";
import { MenuIcon } from "../ui/icons";
import { Logo } from "../ui/logo";
import { AccountLink, AuthButton } from "./auth-button";
import { NavDrawer } from "./nav-drawer";
import { useScrolled } from "./use-scrolled";

export function TopBar() {
  const scrolled = useScrolled();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const linkTone = scrolled ? "text-ink hover:text-royal" : "text-white/90 hover:text-white";

  return (
    <header
      data-state={scrolled ? "scrolled" : "top"}
      className={`fixed inset-x-0 top-0 z-[1201] h-16 transition-colors duration-300 md:h-20 ${
        scrolled ? "bg-white shadow-lg shadow-ink/10" : "bg-ink/90 backdrop-blur-md"
      }`}
    >
      <nav
        aria-label="Main"
        className="container-page flex h-full items-center justify-between gap-6"
      >
        <Link to="/" aria-label={`${agency.name} home`} className="rounded-lg">
          <Logo tone={scrolled ? "dark" : "light"} />
        </Link>
        <ul className="hidden items-center gap-0.5 lg:flex xl:gap-1">
          {primaryLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                className={({ isActive }) =>
                  `rounded-full px-3 py-2 text-[15px] font-semibold whitespace-nowrap transition xl:px-4 ${linkTone} ${
                    isActive ? (scrolled ? "bg-ink/5" : "bg-white/10") : ""
                  }`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
          <li className="ml-2">
            <NavLink
              to={builderLink.to}
              className="btn-amber px-5 py-2.5 text-[15px] whitespace-nowrap"
            >
              {builderLink.label}
            </NavLink>
          </li>
          <li className="ml-1">
            <AccountLink
              className={`inline-flex items-center rounded-full px-3 py-2 text-[15px] font-semibold underline-offset-4 hover:underline ${linkTone}`}
            />
          </li>
          <li className="ml-1">
            <AuthButton
              className={`btn px-5 py-2.5 text-[15px] ${
                scrolled
                  ? "border border-ink/20 text-ink hover:bg-ink/5"
                  : "border border-white/40 text-white hover:bg-white/10"
              }`}
            />
          </li>
        </ul>
        <button
          type="button"
          className={`rounded-lg p-2 lg:hidden ${scrolled ? "text-ink" : "text-white"}`}
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          aria-controls="nav-drawer"
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon className="h-7 w-7" />
        </button>
      </nav>
      <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <VerifyBanner />
    </header>
  );
}

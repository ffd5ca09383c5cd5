import { useEffect, useRef } from "react";
import { NavLink } from "react-router";
import { builderLink, primaryLinks } from "../../content/navigation";
import { cycleFocus } from "../../lib/focus-trap";
import { CloseIcon } from "../ui/icons";
import { Logo } from "../ui/logo";
import { AccountLink, AuthButton } from "./auth-button";

/**
 * The right-hand menu on narrow screens, 275 px wide. A modal <dialog> gives the focus
 * trap and Escape for free; a click on the backdrop or on a link closes it too.
 */
export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      id="nav-drawer"
      aria-label="Menu"
      onClose={onClose}
      onKeyDown={cycleFocus}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[275px] max-w-none bg-ink p-0 text-white shadow-2xl backdrop:bg-ink/60 backdrop:backdrop-blur-sm open:animate-[drawer-in_300ms_var(--ease-spring)]"
    >
      <div className="flex h-full flex-col px-5 py-4">
        <div className="flex items-center justify-between">
          <Logo />
          <button
            type="button"
            className="rounded-lg p-2 text-white/80 hover:text-white"
            aria-label="Close menu"
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <ul className="mt-8 flex flex-col gap-1">
          {primaryLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                onClick={onClose}
                className={({ isActive }) =>
                  `block rounded-xl px-4 py-3 text-lg font-semibold ${
                    isActive ? "bg-white/10 text-amber" : "text-white/90 hover:bg-white/5"
                  }`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col gap-3">
          <NavLink to={builderLink.to} onClick={onClose} className="btn-amber">
            {builderLink.label}
          </NavLink>
          <AccountLink onDone={onClose} className="btn-ghost-light" />
          <AuthButton onDone={onClose} className="btn-ghost-light" />
        </div>
      </div>
    </dialog>
  );
}

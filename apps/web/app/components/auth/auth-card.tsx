import { agency } from "@pixelforge/brand/agency";
import { Link } from "react-router";
import { Logo } from "../ui/logo";

/** The centred card every account screen sits in, on the site's dark band. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section className="relative bg-ink px-5 pt-28 pb-20 sm:pt-36">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_20rem_at_80%_0%,rgba(6,182,212,0.2),transparent)]"
      />
      <div className="relative mx-auto w-full max-w-md rounded-3xl bg-white p-7 shadow-2xl shadow-black/30 sm:p-10">
        <Link to="/" aria-label={`${agency.name} home`} className="inline-block rounded-lg">
          <Logo tone="dark" />
        </Link>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight">{title}</h1>
        {intro && <div className="mt-2 text-slate-600">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

/** The dark strip under the transparent top bar, compact for working screens. */
export function TopBand({ children }: { children?: React.ReactNode }) {
  return (
    <div className="relative bg-ink pt-24 pb-4 text-white sm:pt-28">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_16rem_at_90%_0%,rgba(6,182,212,0.2),transparent)]"
      />
      <div className="container-page relative">{children}</div>
    </div>
  );
}

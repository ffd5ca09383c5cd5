import { useId, useState } from "react";
import { type Service, services, servicesIntro } from "../../content/services";
import { ChevronDownIcon, CodeIcon, LayoutIcon, SearchChartIcon, SparkIcon } from "../ui/icons";
import { toggleOpen } from "./rotation";
import { SectionHeading } from "./section-heading";

const serviceIcons = {
  code: <CodeIcon className="h-7 w-7" />,
  seo: <SearchChartIcon className="h-7 w-7" />,
  design: <LayoutIcon className="h-7 w-7" />,
};

function FallbackLogo() {
  return (
    <span
      data-testid="fallback-icon"
      className="grid h-10 w-10 place-items-center rounded-xl bg-ink text-amber"
    >
      <SparkIcon className="h-5 w-5" />
    </span>
  );
}

/** A sub-service's brand logos; a missing logo, or one that fails to load, shows the fallback icon. */
function SubServiceLogo({ sub }: { sub: Service["subServices"][number] }) {
  const [failed, setFailed] = useState(false);
  if (sub.logos.length === 0 || failed) return <FallbackLogo />;
  return (
    <span className="flex -space-x-2">
      {sub.logos.map((logo) => (
        <span
          key={logo}
          className="grid h-10 w-10 place-items-center rounded-xl bg-white ring-1 ring-slate-200"
        >
          <img
            src={logo}
            alt=""
            width={20}
            height={20}
            loading="lazy"
            onError={() => setFailed(true)}
          />
        </span>
      ))}
    </span>
  );
}

export function ServicesAccordion({ standalone = false }: { standalone?: boolean }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();

  return (
    <section aria-labelledby={`${baseId}-heading`} className="section bg-mist">
      <div className="container-page">
        <SectionHeading
          id={`${baseId}-heading`}
          eyebrow="What we do"
          title={servicesIntro.heading}
          lead={servicesIntro.sentence}
          standalone={standalone}
        />
        {/*
          Closed cards stretch to the tallest header in the row. The open card spans a second
          row as a subgrid, so its list grows below without stretching its neighbours. The
          padding sits on the header and the list, not the card, so an open card's header
          claims exactly what a closed card does; no row gap, as the list is the same card.
        */}
        <ul className={`${standalone ? "" : "mt-14"} grid gap-6 lg:grid-cols-3 lg:gap-y-0`}>
          {services.map((service, index) => {
            const isOpen = open === index;
            const panelId = `${baseId}-panel-${index}`;
            return (
              <li
                key={service.title}
                className={`rounded-3xl bg-white shadow-sm ring-1 transition ${
                  isOpen
                    ? "shadow-xl shadow-ink/10 ring-accent/50 lg:row-span-2 lg:grid lg:grid-rows-subgrid"
                    : "ring-slate-200 hover:shadow-md"
                }`}
              >
                <h3 className="m-0 p-2">
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => setOpen((current) => toggleOpen(current, index))}
                    className="grid w-full grid-cols-[auto_1fr_auto] items-center gap-x-4 gap-y-3 rounded-2xl p-5 text-left"
                  >
                    <span className="grid h-14 w-14 place-items-center rounded-2xl bg-ink text-amber">
                      {serviceIcons[service.icon]}
                    </span>
                    <span className="text-xl font-bold text-ink">{service.title}</span>
                    <ChevronDownIcon
                      className={`h-6 w-6 text-slate-400 transition-transform duration-300 ${isOpen ? "rotate-180" : ""}`}
                    />
                    <span className="col-span-3 text-base leading-relaxed font-normal text-pretty text-slate-600">
                      {service.description}
                    </span>
                  </button>
                </h3>
                <div id={panelId} hidden={!isOpen} className="px-7 pb-7">
                  <ul className="space-y-2 border-t border-slate-100 pt-4">
                    {service.subServices.map((sub) => (
                      <li
                        key={sub.name}
                        className="flex items-center gap-3 rounded-xl bg-mist p-2.5 font-semibold text-ink"
                      >
                        <SubServiceLogo sub={sub} />
                        {sub.name}
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

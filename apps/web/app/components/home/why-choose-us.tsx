import { Link } from "react-router";
import { benefits, type ComparisonValue, comparison, whyIntro } from "../../content/why-choose-us";
import { CheckIcon, CrossIcon, RefreshIcon, RocketIcon, SparkIcon, TrendIcon } from "../ui/icons";
import { ReviewSlider } from "./review-slider";
import { SectionHeading } from "./section-heading";

const benefitIcons = {
  rocket: <RocketIcon className="h-6 w-6" />,
  trend: <TrendIcon className="h-6 w-6" />,
  refresh: <RefreshIcon className="h-6 w-6" />,
  spark: <SparkIcon className="h-6 w-6" />,
};

function ComparisonCell({ value }: { value: ComparisonValue }) {
  if (value === "Limited") {
    return (
      <span className="inline-flex h-7 items-center rounded-full bg-amber-50 px-2.5 text-sm font-semibold text-amber-700">
        Limited
      </span>
    );
  }
  return value ? (
    <span className="grid h-7 w-7 place-items-center rounded-full bg-emerald-100 text-emerald-700">
      <CheckIcon className="h-4 w-4" />
      <span className="sr-only">Yes</span>
    </span>
  ) : (
    <span className="grid h-7 w-7 place-items-center rounded-full bg-rose-100 text-rose-700">
      <CrossIcon className="h-4 w-4" />
      <span className="sr-only">No</span>
    </span>
  );
}

export function WhyChooseUs({ standalone = false }: { standalone?: boolean }) {
  return (
    <section aria-labelledby="why-heading" className="section bg-white">
      <div className="container-page">
        <SectionHeading
          id="why-heading"
          eyebrow="The difference"
          title={whyIntro.heading}
          lead={whyIntro.sentence}
          standalone={standalone}
        />

        <ul className={`${standalone ? "" : "mt-14"} grid gap-6 sm:grid-cols-2 lg:grid-cols-4`}>
          {benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-3xl bg-mist p-7 ring-1 ring-slate-200/70">
              <span className="grid h-12 w-12 place-items-center rounded-2xl bg-amber text-ink">
                {benefitIcons[benefit.icon]}
              </span>
              <h3 className="mt-5 text-lg font-bold">{benefit.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{benefit.desc}</p>
            </li>
          ))}
        </ul>

        <div data-testid="comparison" className="mt-20 grid grid-cols-1 gap-6 lg:grid-cols-2">
          {comparison.map((column) => (
            <div
              key={column.label}
              data-highlight={column.highlight}
              className={`flex min-w-0 flex-col rounded-3xl p-6 sm:p-8 ${
                column.highlight
                  ? "bg-ink text-white shadow-2xl shadow-ink/25 ring-2 ring-amber"
                  : "bg-white ring-1 ring-slate-200"
              }`}
            >
              <div className="flex items-center justify-between gap-4">
                <h3 className={`text-2xl font-extrabold ${column.highlight ? "text-white" : ""}`}>
                  {column.label}
                </h3>
                {column.highlight && (
                  <span className="rounded-full bg-amber px-3 py-1 text-xs font-bold tracking-wide text-ink uppercase">
                    Recommended
                  </span>
                )}
              </div>
              <dl className="mt-6 flex-1 divide-y divide-current/10">
                {column.features.map((feature) => (
                  <div
                    key={feature.label}
                    className="flex items-center justify-between gap-4 py-3.5"
                  >
                    <dt className={column.highlight ? "text-white/85" : "text-slate-600"}>
                      {feature.label}
                    </dt>
                    <dd>
                      <ComparisonCell value={feature.value} />
                    </dd>
                  </div>
                ))}
              </dl>
              <p
                className={`mt-6 text-sm ${column.highlight ? "text-white/70" : "text-slate-500"}`}
              >
                {column.note}
              </p>
              <Link
                to={column.cta.href}
                className={`mt-6 ${column.highlight ? "btn-amber" : "btn-outline"}`}
              >
                {column.cta.text}
              </Link>
            </div>
          ))}
        </div>

        <ReviewSlider />
      </div>
    </section>
  );
}

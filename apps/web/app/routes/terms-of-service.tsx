import { agency } from "@pixelforge/brand/agency";
import { PolicyPage } from "../components/layout/policy-page";
import { termsOfService } from "../content/policies";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    path: "/terms-of-service",
    title: "Terms of Service",
    description: `The terms for using the ${agency.name} website, Website Builder and services.`,
    type: "article",
  });

export default function TermsOfServicePage() {
  return <PolicyPage policy={termsOfService} />;
}

import { PolicyPage } from "../components/layout/policy-page";
import { license } from "../content/policies";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    path: "/license",
    title: "License",
    description:
      "How you may use the websites, designs and code we deliver, and sites made with our Website Builder.",
    type: "article",
  });

export default function LicensePage() {
  return <PolicyPage policy={license} />;
}

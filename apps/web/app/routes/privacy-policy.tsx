import { agency } from "@pixelforge/brand/agency";
import { PolicyPage } from "../components/layout/policy-page";
import { privacyPolicy } from "../content/policies";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    path: "/privacy-policy",
    title: "Privacy Policy",
    description: `What personal data ${agency.name} collects, why, how long we keep it and the choices you have.`,
    type: "article",
  });

export default function PrivacyPolicyPage() {
  return <PolicyPage policy={privacyPolicy} />;
}

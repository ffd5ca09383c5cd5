import { RedirectTo } from "../components/ui/redirect";
import { pageMeta } from "../lib/page-meta";

/** An old address: the server answers it with a 301; this covers static hosting. */
export const meta = () => [
  ...pageMeta({ path: "/signup", noindex: true }),
  { httpEquiv: "refresh", content: "0; url=/signup" },
];

export default function Redirect() {
  return <RedirectTo to="/signup" />;
}

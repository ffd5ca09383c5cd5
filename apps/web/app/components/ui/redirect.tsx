import { useEffect } from "react";
import { Link, useNavigate } from "react-router";

/** Client-side half of a moved address: the server already answers it with a 301. */
export function RedirectTo({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return (
    <p className="container-page pt-36 pb-24 text-center text-lg">
      This page has moved.{" "}
      <Link to={to} className="font-semibold text-royal underline">
        Continue
      </Link>
    </p>
  );
}

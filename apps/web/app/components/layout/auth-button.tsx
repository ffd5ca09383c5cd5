import { Link } from "react-router";
import { useAuth } from "../../lib/auth";

/** Login when signed out, Logout when signed in: the only control that depends on it (spec §6). */
export function AuthButton({ onDone, className }: { onDone?: () => void; className?: string }) {
  const { status, isAuthenticated, logout } = useAuth();
  if (status === "unknown") {
    // Holds the button's place while a reload asks the server who is signed in.
    return (
      <span className={`${className} invisible`} aria-hidden="true">
        Logout
      </span>
    );
  }
  if (isAuthenticated) {
    return (
      <button
        type="button"
        className={className}
        onClick={async () => {
          onDone?.();
          await logout();
        }}
      >
        Logout
      </button>
    );
  }
  return (
    <Link to="/login" className={className} onClick={onDone}>
      Login
    </Link>
  );
}

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

/** The signed-in username, linking to the account page; nothing when signed out. */
export function AccountLink({ onDone, className }: { onDone?: () => void; className?: string }) {
  const { isAuthenticated, user } = useAuth();
  if (!isAuthenticated || !user) return null;
  return (
    <Link
      to="/account"
      className={className}
      onClick={onDone}
      aria-label={`Your account (${user.name})`}
    >
      <span className="max-w-[12rem] truncate">{user.name}</span>
    </Link>
  );
}

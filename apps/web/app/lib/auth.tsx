import type { PublicUser } from "@pixelforge/contracts/auth";
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer } from "react";

/** The one auth slice of spec §3, plus "unknown" while a reload asks the server. */
interface AuthState {
  status: "unknown" | "signedIn" | "signedOut";
  isAuthenticated: boolean;
  user: PublicUser | null;
}

type AuthAction = { type: "signedIn"; user: PublicUser } | { type: "signedOut" };

const signedOut: AuthState = { status: "signedOut", isAuthenticated: false, user: null };
const unknown: AuthState = { status: "unknown", isAuthenticated: false, user: null };

function authReducer(_state: AuthState, action: AuthAction): AuthState {
  return action.type === "signedIn"
    ? { status: "signedIn", isAuthenticated: true, user: action.user }
    : signedOut;
}

/**
 * Not the session (that is an HttpOnly cookie): only a hint that one may exist, so a
 * signed-out visitor never waits for /api/auth/me and a signed-in one sees no flicker.
 */
const HINT_KEY = "pf_signed_in";
const hint = {
  get: () => (typeof localStorage === "undefined" ? false : localStorage.getItem(HINT_KEY) === "1"),
  set: (on: boolean) =>
    on ? localStorage.setItem(HINT_KEY, "1") : localStorage.removeItem(HINT_KEY),
};

interface AuthContextValue extends AuthState {
  signIn(user: PublicUser): void;
  logout(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: React.ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, unknown);

  useEffect(() => {
    if (!hint.get()) {
      dispatch({ type: "signedOut" });
      return;
    }
    const controller = new AbortController();
    import("./auth-client")
      .then(({ fetchCurrentUser }) => fetchCurrentUser(controller.signal))
      .then(({ user }) => dispatch({ type: "signedIn", user }))
      .catch((error: Error) => {
        if (error.name === "AbortError") return;
        hint.set(false);
        dispatch({ type: "signedOut" });
      });
    return () => controller.abort();
  }, []);

  const signIn = useCallback((user: PublicUser) => {
    hint.set(true);
    dispatch({ type: "signedIn", user });
  }, []);

  const logout = useCallback(async () => {
    try {
      const { endSession } = await import("./auth-client");
      await endSession();
    } finally {
      hint.set(false);
      dispatch({ type: "signedOut" });
    }
  }, []);

  const value = useMemo(() => ({ ...state, signIn, logout }), [state, signIn, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}

/**
 * Where to go after signing in: `next` when it is a path on this site (never another
 * origin, never `//host` or `/\host`), else `fallback`.
 */
export function safeNext(next: string | null | undefined, fallback: string): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  // Control characters (a tab or newline inside "/\t/evil.example") are never in our paths.
  for (const char of next) if (char.charCodeAt(0) < 0x20) return fallback;
  return next;
}

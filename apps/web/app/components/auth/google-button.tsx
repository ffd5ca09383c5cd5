import { useEffect, useRef } from "react";
import { usePublicConfig } from "../../lib/public-config";

interface GsiButtonOptions {
  type?: "standard" | "icon";
  theme?: "outline" | "filled_blue" | "filled_black";
  size?: "large" | "medium" | "small";
  shape?: "rectangular" | "pill" | "circle" | "square";
  text?: "signin_with" | "signup_with" | "continue_with" | "signin";
  width?: number;
}

interface GoogleAccounts {
  id: {
    initialize(options: {
      client_id: string;
      callback(response: { credential?: string }): void;
    }): void;
    renderButton(parent: HTMLElement, options: GsiButtonOptions): void;
  };
}

declare global {
  interface Window {
    google?: { accounts: GoogleAccounts };
  }
}

let scriptLoading: Promise<void> | undefined;
function loadGoogleScript(): Promise<void> {
  scriptLoading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = "https://accounts.google.com/gsi/client";
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptLoading = undefined;
      reject(new Error("Google sign-in could not load"));
    };
    document.head.append(script);
  });
  return scriptLoading;
}

/**
 * Google's own sign-in button, shown only when the server has a client id. The widget is
 * loaded when needed; its credential goes to `onCredential`, its failures to `onError`.
 */
export function GoogleButton({
  options,
  onCredential,
  onError,
}: {
  options: GsiButtonOptions;
  onCredential(credential: string): void;
  onError(): void;
}) {
  const config = usePublicConfig();
  const container = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onCredential, onError });
  handlers.current = { onCredential, onError };
  const clientId = config?.googleClientId;
  const optionsKey = JSON.stringify(options);

  useEffect(() => {
    if (!clientId || !container.current) return;
    const target = container.current;
    loadGoogleScript()
      .then(() => {
        const accounts = window.google?.accounts;
        if (!accounts) throw new Error("Google sign-in is unavailable");
        accounts.id.initialize({
          client_id: clientId,
          callback: (response) =>
            response.credential
              ? handlers.current.onCredential(response.credential)
              : handlers.current.onError(),
        });
        accounts.id.renderButton(target, JSON.parse(optionsKey) as GsiButtonOptions);
      })
      .catch(() => handlers.current.onError());
  }, [clientId, optionsKey]);

  if (!clientId) return null;
  return (
    <>
      <div
        className="my-6 flex items-center gap-4 text-sm font-semibold text-slate-500"
        aria-hidden="true"
      >
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div ref={container} className="flex min-h-10 justify-center" />
    </>
  );
}

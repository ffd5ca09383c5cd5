import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from "react-router";
import "./app.css";
import { SiteShell } from "./components/layout/site-shell";
import { AuthProvider } from "./lib/auth";

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0c2228" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/* scripts/postbuild.ts adds a preload of the font app.css asks for, and inlines app.css. */}
        <Meta />
        <Links />
      </head>
      <body>
        {/* The prerendered pages hydrate this element alone (decision 023). */}
        <div id="page" className="contents">
          {children}
        </div>
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <AuthProvider>
      <SiteShell>
        <Outlet />
      </SiteShell>
    </AuthProvider>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "Something went wrong while showing this page.";
  return (
    <main className="container-page py-32 text-center">
      <h1 className="text-4xl font-bold">Sorry, this page could not be shown</h1>
      <p className="mt-4 text-lg">{message}</p>
      <a className="btn-royal mt-8" href="/">
        Back to the home page
      </a>
    </main>
  );
}

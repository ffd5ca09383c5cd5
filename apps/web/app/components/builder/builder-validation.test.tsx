import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AuthProvider } from "../../lib/auth";
import WebsiteBuilderPage from "../../routes/website-builder";

vi.mock("./asset-store", () => ({
  assetStore: { all: vi.fn(async () => []), save: vi.fn(async () => {}), clear: vi.fn() },
}));

function renderBuilder() {
  const router = createMemoryRouter([{ path: "/", element: <WebsiteBuilderPage /> }]);
  return render(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
}

const generate = () => fireEvent.click(screen.getByRole("button", { name: "Generate Website" }));

describe("the builder's errors", () => {
  beforeEach(() => localStorage.clear());

  it("invites a signed-out visitor to log in to keep sites in the account", async () => {
    renderBuilder();
    const link = await screen.findByRole("link", {
      name: "Log in to keep your sites in your account",
    });
    expect(link.getAttribute("href")).toBe("/login?next=/WebSiteBuilder");
    expect(screen.queryByRole("button", { name: "Save to account" })).toBeNull();
  });

  it("shows a bad e-mail under its field, focuses it, and generates nothing", async () => {
    renderBuilder();
    const email = await screen.findByLabelText("Contact Email");
    await waitFor(() => expect(email.closest("fieldset")?.disabled).toBe(false));
    fireEvent.change(email, { target: { value: "hello@crumbandco" } });
    generate();
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute("aria-invalid")).toBe("true");
    const message = document.getElementById(email.getAttribute("aria-describedby") ?? "");
    expect(message?.textContent).toBe("Must be a full e-mail address, like hello@crumbandco.in.");
    expect(screen.queryByRole("heading", { name: "Live Preview" })).toBeNull();
    expect(document.body.textContent).not.toMatch(/invalid_|"path"|ZodError/);
  });

  it("marks the preview out of date and stops the download while the form is wrong", async () => {
    renderBuilder();
    const email = await screen.findByLabelText("Contact Email");
    await waitFor(() => expect(email.closest("fieldset")?.disabled).toBe(false));
    generate();
    await screen.findByRole("heading", { name: "Live Preview" });
    const download = screen.getByRole("button", { name: "Download ZIP" }) as HTMLButtonElement;
    expect(download.disabled).toBe(false);
    fireEvent.change(email, { target: { value: "hello@crumbandco" } });
    fireEvent.blur(email);
    expect(download.disabled).toBe(true);
    expect(screen.getByRole("status").textContent).toMatch(/preview is out of date/);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(email, { target: { value: "hello@crumbandco.in" } });
    // Valid again: the preview follows the form and the download comes back.
    await waitFor(() => expect(download.disabled).toBe(false));
  });
});

import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AuthProvider } from "../../lib/auth";
import WebsiteBuilderPage from "../../routes/website-builder";

vi.mock("./asset-store", () => ({
  assetStore: { all: vi.fn(async () => []), save: vi.fn(async () => {}), clear: vi.fn() },
}));

async function renderBuilder() {
  const router = createMemoryRouter([{ path: "/", element: <WebsiteBuilderPage /> }]);
  render(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  const name = await screen.findByLabelText("Website Name");
  await waitFor(() => expect(name.closest("fieldset")?.disabled).toBe(false));
}

const paste = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("the builder's picture and form-service fields", () => {
  beforeEach(() => localStorage.clear());

  it("asks for the logo's and a testimonial photo's alt text, or marks them decorative", async () => {
    await renderBuilder();
    paste("Logo", "https://img.example/logo.png");
    const logoAlt = screen.getByLabelText("Logo description (alt text)") as HTMLInputElement;
    const logoDecorative = screen.getByRole("checkbox", {
      name: "Logo: Decorative (no alt text)",
    });
    expect(logoAlt.disabled).toBe(false);
    fireEvent.click(logoDecorative);
    expect(logoAlt.disabled).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "+ Add testimonial" }));
    paste("Testimonial 1 photo", "https://img.example/asha.jpg");
    paste("Testimonial 1 photo description (alt text)", "Asha at the counter");
    expect(
      (screen.getByLabelText("Testimonial 1 photo description (alt text)") as HTMLInputElement)
        .value,
    ).toBe("Asha at the counter");
    expect(
      screen.getByRole("checkbox", { name: "Testimonial 1 photo: Decorative (no alt text)" }),
    ).toBeTruthy();
  });

  it("takes a Web3Forms access key when the form goes through a service", async () => {
    await renderBuilder();
    expect(screen.queryByLabelText("Access key (Web3Forms only)")).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: /Send through a form service/ }));
    paste("Access key (Web3Forms only)", "1a2b3c4d");
    expect((screen.getByLabelText("Access key (Web3Forms only)") as HTMLInputElement).value).toBe(
      "1a2b3c4d",
    );
    expect(screen.getByText(/Web3Forms e-mails you the key/)).toBeTruthy();
  });
});

import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "./contact-form";

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

function fillIn(values: { name: string; email: string; message: string }) {
  fireEvent.change(screen.getByLabelText("Full Name"), { target: { value: values.name } });
  fireEvent.change(screen.getByLabelText("Email Address"), { target: { value: values.email } });
  fireEvent.change(screen.getByLabelText("Your Message"), { target: { value: values.message } });
}

afterEach(() => vi.unstubAllGlobals());

describe("contact form", () => {
  it("checks the fields with the contract before sending: errors under them, focus on the first", async () => {
    const fetch = answer(201, { message: "ok" });
    vi.stubGlobal("fetch", fetch);
    render(<ContactForm />);
    fillIn({ name: "   ", email: "not-an-address", message: "Hello" });
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));

    const name = screen.getByLabelText("Full Name");
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(name.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Enter your name.",
    );
    expect(screen.getByText(/Enter a valid email address/)).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("puts the server's field errors under their fields and gives the message back", async () => {
    vi.stubGlobal(
      "fetch",
      answer(400, {
        message: "Check the highlighted fields.",
        fieldErrors: { user_email: ["That address does not accept mail."] },
      }),
    );
    render(<ContactForm />);
    fillIn({ name: "Meera Nair", email: "meera@example.com", message: "Please call me back." });
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));

    expect((await screen.findByRole("alert")).textContent).toBe(
      "Failed to send. Please try again.",
    );
    const email = screen.getByLabelText("Email Address");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("That address does not accept mail.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.getByLabelText("Your Message")).toHaveProperty("value", "Please call me back.");
  });

  it("thanks the visitor and empties the form", async () => {
    vi.stubGlobal("fetch", answer(201, { message: "Stored." }));
    render(<ContactForm />);
    fillIn({ name: "Meera Nair", email: "meera@example.com", message: "Hello" });
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));

    expect((await screen.findByRole("status")).textContent).toBe(
      "Thank you! Your message has been sent.",
    );
    expect(screen.getByLabelText("Full Name")).toHaveProperty("value", "");
  });
});

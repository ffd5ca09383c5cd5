import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REAUTH_CANCELLED, ReauthProvider } from "./reauth";
import { SessionsSection } from "./sessions";

type Answer = { status: number; body: unknown };
const json = ({ status, body }: Answer) => new Response(JSON.stringify(body), { status });

const sessions = {
  sessions: [
    {
      id: "11111111-1111-4111-8111-111111111111",
      browser: "Firefox 132",
      os: "Windows 10",
      ip: "10.0.0.1",
      createdAt: "2025-01-01T10:00:00.000Z",
      lastSeenAt: "2025-01-01T10:00:00.000Z",
      current: true,
    },
    {
      id: "22222222-2222-4222-8222-222222222222",
      browser: "Safari 17.5",
      os: "iOS 17.5",
      ip: "10.0.0.2",
      createdAt: "2025-01-01T10:00:00.000Z",
      lastSeenAt: "2025-01-01T10:00:00.000Z",
      current: false,
    },
  ],
};
const reauthRequired: Answer = {
  status: 403,
  body: { message: "Please confirm it's you to continue.", code: "reauth_required" },
};

/**
 * A fake server: each route answers from its own queue (the last answer repeats), and
 * every call is recorded as "METHOD path body".
 */
function fakeServer(routes: Record<string, Answer[]>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    calls.push(`${method} ${path}${init?.body ? ` ${init.body}` : ""}`);
    const queue = routes[`${method} ${path}`];
    if (!queue?.length) return json({ status: 404, body: { message: "Not found" } });
    return json((queue.length > 1 ? queue.shift() : queue[0]) as Answer);
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Confirm it's you", () => {
  it("opens when the server asks, shows a wrong password at the field, then retries the action", async () => {
    const calls = fakeServer({
      "GET /api/account/sessions": [{ status: 200, body: sessions }],
      "POST /api/account/sessions/revoke-others": [
        reauthRequired,
        { status: 200, body: { message: "Every other session has been signed out." } },
      ],
      "POST /api/account/reauthenticate": [
        {
          status: 400,
          body: {
            message: "Your password is not correct.",
            fieldErrors: { password: ["This is not your current password."] },
          },
        },
        { status: 200, body: { message: "Thank you. You can carry on." } },
      ],
    });
    render(
      <ReauthProvider hasPassword>
        <SessionsSection refreshKey={0} />
      </ReauthProvider>,
    );
    const trigger = await screen.findByRole("button", { name: "Sign out everywhere else" });
    trigger.focus();
    fireEvent.click(trigger);

    const dialog = await screen.findByRole("dialog", { name: "Confirm it's you" });
    const password = screen.getByLabelText("Your password");
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(dialog.contains(document.activeElement)).toBe(true);
    // Google is offered only to accounts without a password; no passkey button without WebAuthn.
    expect(screen.queryByRole("button", { name: "Use a passkey" })).toBeNull();

    fireEvent.change(password, { target: { value: "not it" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(password.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("This is not your current password.")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Confirm it's you" })).toBe(dialog);

    fireEvent.change(password, { target: { value: "correct horse battery staple" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Every other session has been signed out.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls.filter((c) => c.startsWith("POST"))).toEqual([
      "POST /api/account/sessions/revoke-others {}",
      'POST /api/account/reauthenticate {"password":"not it"}',
      'POST /api/account/reauthenticate {"password":"correct horse battery staple"}',
      "POST /api/account/sessions/revoke-others {}",
    ]);
  });

  it("keeps Tab inside the dialog, and Cancel leaves things unchanged and gives the focus back", async () => {
    const calls = fakeServer({
      "GET /api/account/sessions": [{ status: 200, body: sessions }],
      "DELETE /api/account/sessions/22222222-2222-4222-8222-222222222222": [reauthRequired],
    });
    render(
      <ReauthProvider hasPassword>
        <SessionsSection refreshKey={0} />
      </ReauthProvider>,
    );
    const trigger = await screen.findByRole("button", { name: "Sign out Safari 17.5 on iOS 17.5" });
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Confirm it's you" });
    const cancel = screen.getByRole("button", { name: "Cancel" });
    cancel.focus();
    fireEvent.keyDown(dialog, { key: "Tab" });
    expect(document.activeElement).toBe(screen.getByLabelText("Your password"));
    fireEvent.keyDown(dialog, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(cancel);

    fireEvent.click(cancel);
    expect(await screen.findByText(REAUTH_CANCELLED)).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(calls.filter((c) => c.startsWith("DELETE"))).toHaveLength(1);
  });

  it("offers a passkey, and no password field, to an account without a password", async () => {
    vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
    fakeServer({
      "GET /api/account/sessions": [{ status: 200, body: sessions }],
      "POST /api/account/sessions/revoke-others": [reauthRequired],
      "GET /api/account/passkeys": [
        {
          status: 200,
          body: {
            passkeys: [
              { id: "p1", name: "Phone", createdAt: "2025-01-01T10:00:00.000Z", lastUsedAt: null },
            ],
          },
        },
      ],
      "GET /api/config": [{ status: 200, body: { googleClientId: null } }],
    });
    render(
      <ReauthProvider hasPassword={false}>
        <SessionsSection refreshKey={0} />
      </ReauthProvider>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Sign out everywhere else" }));
    await screen.findByRole("dialog", { name: "Confirm it's you" });
    expect(await screen.findByRole("button", { name: "Use a passkey" })).toBeTruthy();
    expect(screen.queryByLabelText("Your password")).toBeNull();
  });
});

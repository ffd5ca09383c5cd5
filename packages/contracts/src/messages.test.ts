import { describe, expect, it } from "vitest";
import { contactMessageRequest, supportTicketRequest } from "./messages";

describe("contactMessageRequest", () => {
  it("trims values and accepts a complete message", () => {
    expect(
      contactMessageRequest.parse({
        user_name: "  Asha ",
        user_email: " asha@example.com ",
        message: " Hi ",
      }),
    ).toEqual({ user_name: "Asha", user_email: "asha@example.com", message: "Hi" });
  });

  it("explains every missing or malformed field", () => {
    const result = contactMessageRequest.safeParse({
      user_name: " ",
      user_email: "nope",
      message: 5,
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path[0]);
    expect(paths).toEqual(["user_name", "user_email", "message"]);
  });

  it("caps lengths: name 100, message 5000", () => {
    expect(
      contactMessageRequest.safeParse({
        user_name: "a".repeat(101),
        user_email: "a@b.co",
        message: "x",
      }).success,
    ).toBe(false);
    expect(
      contactMessageRequest.safeParse({
        user_name: "a",
        user_email: "a@b.co",
        message: "x".repeat(5001),
      }).success,
    ).toBe(false);
  });
});

describe("supportTicketRequest", () => {
  it("caps the subject at 200 characters", () => {
    const base = { name: "A", email: "a@b.co", message: "m" };
    expect(supportTicketRequest.safeParse({ ...base, subject: "s".repeat(200) }).success).toBe(
      true,
    );
    expect(supportTicketRequest.safeParse({ ...base, subject: "s".repeat(201) }).success).toBe(
      false,
    );
  });
});

describe("control characters", () => {
  const ticket = { name: "Asha", email: "asha@example.com", subject: "Site", message: "Hi" };

  it("refuses a NUL byte in any field, naming the field", () => {
    for (const field of ["name", "email", "subject", "message"] as const) {
      const value = field === "email" ? "a\u0000@b.co" : "hi\u0000there";
      const result = supportTicketRequest.safeParse({ ...ticket, [field]: value });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.path[0])).toEqual([field]);
    }
  });

  it("keeps line breaks and tabs in a message but not in a subject", () => {
    expect(supportTicketRequest.safeParse({ ...ticket, message: "a\r\n\tb" }).success).toBe(true);
    expect(supportTicketRequest.safeParse({ ...ticket, subject: "a\nb" }).success).toBe(false);
    const contact = { user_name: "Asha", user_email: "asha@example.com", message: "x\u0007" };
    expect(contactMessageRequest.safeParse(contact).error?.issues[0]?.path).toEqual(["message"]);
  });
});

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

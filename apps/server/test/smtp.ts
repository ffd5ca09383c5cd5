import { renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  header(name: string): string | undefined;
  /** The text/html part, quoted-printable decoded. */
  html(): string;
  /** The text/plain part, quoted-printable decoded. */
  text(): string;
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function mimePart(raw: string, type: string): string {
  const start = raw.indexOf(`Content-Type: ${type}`);
  if (start < 0) return "";
  const body = raw.slice(raw.indexOf("\r\n\r\n", start) + 4);
  const end = body.search(/\r?\n--/);
  return decodeQuotedPrintable(end >= 0 ? body.slice(0, end) : body);
}

/** A message as the receiver got it: envelope sender, recipients and raw text. */
export function readMail(from: string, to: string[], raw: string): ReceivedMail {
  const head = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, " ") ?? "";
  return {
    from,
    to,
    raw,
    header: (name) =>
      head
        .split(/\r?\n/)
        .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
        ?.slice(name.length + 1)
        .trim(),
    html: () => mimePart(raw, "text/html"),
    text: () => mimePart(raw, "text/plain"),
  };
}

/**
 * A real SMTP receiver on 127.0.0.1, standing in for the agency's mail server. With
 * `saveTo`, each message is also written there as `<n>.json` ({ from, to, raw }), so
 * other processes can read what arrived.
 */
export async function startSmtpReceiver(port = 0, options: { saveTo?: string } = {}) {
  const received: ReceivedMail[] = [];
  let outOfService = false;
  const server = new SMTPServer({
    authOptional: true,
    // Do not wait for pooled client connections when the test is done.
    closeTimeout: 50,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      if (!outOfService) return callback();
      callback(Object.assign(new Error("Service not available"), { responseCode: 421 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push(readMail(from, to, raw));
        if (options.saveTo) {
          const file = join(options.saveTo, `${received.length}.json`);
          writeFileSync(`${file}.part`, JSON.stringify({ from, to, raw }));
          renameSync(`${file}.part`, file);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}?ignoreTLS=true`,
    received,
    /** While out of service, every connection is turned away with 421 and nothing arrives. */
    setOutOfService(value: boolean) {
      outOfService = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

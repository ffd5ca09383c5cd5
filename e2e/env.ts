/** Ports shared by the Playwright config and the journeys. */
export const serverPort = Number(process.env.E2E_PORT ?? 3210);
/** The journeys start a real SMTP receiver here when they need to read the server's mail. */
export const smtpPort = serverPort + 1;

import { createServer } from "node:http";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

/** A local stand-in for Google's key set, and a signer for ID tokens it vouches for. */
export async function startLocalJwks() {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const other = await generateKeyPair("RS256");

  return {
    url: `http://127.0.0.1:${port}/certs`,
    async sign(
      claims: Record<string, unknown>,
      options: {
        audience?: string;
        issuer?: string;
        expiresIn?: string | number;
        foreignKey?: boolean;
      } = {},
    ) {
      return new SignJWT({ email_verified: true, ...claims })
        .setProtectedHeader({ alg: "RS256", kid: "test-key" })
        .setIssuer(options.issuer ?? "https://accounts.google.com")
        .setAudience(options.audience ?? "test-client.apps.googleusercontent.com")
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? "10m")
        .sign(options.foreignKey ? other.privateKey : privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

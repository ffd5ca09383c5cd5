import { connect, createServer, type Socket } from "node:net";

/** A TCP proxy the test can cut and restore, to make a database "go away" mid-run. */
export async function startTcpProxy(targetHost: string, targetPort: number, port = 0) {
  const sockets = new Set<Socket>();
  let server = createServer();
  const listen = (p: number) =>
    new Promise<number>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(targetPort, targetHost);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
      });
      server.listen(p, "127.0.0.1", () => {
        const address = server.address();
        resolve(typeof address === "object" && address ? address.port : p);
      });
    });
  const boundPort = await listen(port);
  return {
    port: boundPort,
    async cut() {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    restore: () => listen(boundPort),
  };
}

import { ConfigError, loadConfig } from "../config";
import { holdDataDir } from "../db/data-dir-lock";
import { openDatabase } from "../db/open";
import { describeCliError } from "./cli-error";
import { type CliCommand, sendToServer } from "./control-socket";

/**
 * Runs one CLI command: against PostgreSQL directly; on the embedded database, directly
 * when the server is stopped, or through the running server's control socket.
 */
export async function runCli(name: string, run: CliCommand, argv = process.argv.slice(2)) {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  if (!config.databaseUrl) {
    const release = holdDataDir(config.dataDir);
    if (release instanceof Error) {
      try {
        const answer = await sendToServer(config.dataDir, name, argv);
        (answer.ok ? console.log : console.error)(answer.output);
        process.exitCode = answer.ok ? 0 : 1;
      } catch (error) {
        console.error(
          `${release.message}\nIts control socket did not answer either (${(error as Error).message}).`,
        );
        process.exitCode = 1;
      }
      return;
    }
    process.once("exit", release);
  }
  const database = await openDatabase(config);
  try {
    await database.migrate();
    console.log(await run(database, argv));
  } catch (error) {
    console.error(describeCliError(error));
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

/**
 * `npm run bench` — prints the performance figures of the product.
 *   npm run bench                    every benchmark
 *   npm run bench -- pages           only the page table (add --routes=/,/about to narrow it)
 */
import { ensureBuild } from "../scripts/bootstrap.mjs";
import { benchContact } from "./contact";
import { benchLoad } from "./load";
import { benchLogin } from "./login";
import { benchPages } from "./pages";
import { benchProjects } from "./projects";
import { benchSitegen } from "./sitegen";

const args = process.argv.slice(2);
const only = args.filter((a) => !a.startsWith("--"));
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const wants = (name: string) => only.length === 0 || only.includes(name);

ensureBuild();
console.log(`Benchmarks on ${new Date().toISOString()} — Node ${process.version}`);
if (wants("pages")) {
  await benchPages({
    routes: flag("routes")?.split(","),
    lighthouse: flag("lighthouse") !== "off",
  });
}
if (wants("contact")) {
  await benchContact(Number(flag("seconds") ?? 10));
}
if (wants("login")) {
  await benchLogin(Number(flag("seconds") ?? 10));
}
if (wants("projects")) {
  await benchProjects(Number(flag("seconds") ?? 10));
}
if (wants("sitegen")) {
  await benchSitegen({ lighthouse: flag("lighthouse") !== "off" });
}
if (wants("load")) {
  await benchLoad(Number(flag("seconds") ?? 30));
  // The same load on PostgreSQL when one is configured (BENCH_DATABASE_URL).
  if (process.env.BENCH_DATABASE_URL)
    await benchLoad(Number(flag("seconds") ?? 30), process.env.BENCH_DATABASE_URL);
}

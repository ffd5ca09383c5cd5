/**
 * `npm run bench` — prints the performance figures of the product.
 *   npm run bench                    every benchmark
 *   npm run bench -- pages           only the page table (add --routes=/,/about to narrow it,
 *                                    --runs=N for Lighthouse runs per route, 3 by default)
 *   npm run bench -- start           a second `npm start`: time until /api/health answers
 *   npm run bench -- builder-photos  the builder in Chromium with 20 photos of 3–5 MB
 */
import { ensureBuild } from "../scripts/bootstrap.mjs";
import { benchBuilderPhotos } from "./builder-photos";
import { benchContact } from "./contact";
import { benchInbox } from "./inbox";
import { benchLoad } from "./load";
import { benchLogin } from "./login";
import { benchPages } from "./pages";
import { benchProjects } from "./projects";
import { benchSitegen } from "./sitegen";
import { benchStart } from "./start";
import { benchUpload } from "./upload";

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
    runs: flag("runs") ? Number(flag("runs")) : undefined,
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
if (wants("inbox")) {
  await benchInbox(Number(flag("rounds") ?? 200));
}
if (wants("upload")) {
  await benchUpload(Number(flag("rounds") ?? 5));
}
if (wants("sitegen")) {
  await benchSitegen({
    lighthouse: flag("lighthouse") !== "off",
    runs: flag("runs") ? Number(flag("runs")) : undefined,
  });
}
if (wants("builder-photos")) {
  await benchBuilderPhotos();
}
if (wants("start")) {
  await benchStart(Number(flag("runs") ?? 3));
}
if (wants("load")) {
  await benchLoad(Number(flag("seconds") ?? 30));
  // The same load on PostgreSQL when one is configured (BENCH_DATABASE_URL).
  if (process.env.BENCH_DATABASE_URL)
    await benchLoad(Number(flag("seconds") ?? 30), process.env.BENCH_DATABASE_URL);
}

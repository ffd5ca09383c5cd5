import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/site-pages";

export default {
  appDirectory: "app",
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;

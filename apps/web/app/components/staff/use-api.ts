import { useCallback, useEffect, useState } from "react";
import type { z } from "zod";
import { ApiError, callApi } from "../../lib/api";

type State<T> =
  | { status: "loading"; data?: T }
  | { status: "ready"; data: T }
  | { status: "error"; error: ApiError; data?: T };

/** GETs `path` (again whenever it changes, or on `reload`), parsed with its contract. */
export function useApi<S extends z.ZodType>(path: string | null, schema: S) {
  const [state, setState] = useState<State<z.infer<S>>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for a reload
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    setState((previous) => ({ status: "loading", data: previous.data }));
    callApi(path, schema, { signal: controller.signal })
      .then((data) => setState({ status: "ready", data }))
      .catch((error: Error) => {
        if (error.name === "AbortError") return;
        setState((previous) => ({
          status: "error",
          error: error instanceof ApiError ? error : new ApiError(0, "Something went wrong."),
          data: previous.data,
        }));
      });
    return () => controller.abort();
  }, [path, schema, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: z.infer<S>) => setState({ status: "ready", data }), []);
  return { ...state, reload, replace };
}

export const serverDist: string;
export function buildServer(): Promise<void>;
export function ensureServerBuild(options?: { force?: boolean }): Promise<boolean>;

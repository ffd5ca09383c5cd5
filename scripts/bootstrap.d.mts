export const root: string;
export function ensureBuild(): void;
export function ensureDependencies(): void;
export function checkNode(): void;
export function log(message: string): void;
export function serverBuildIsCurrent(): boolean;
export function markServerBuilt(): void;
export const serverRuntimeEnv: Readonly<Record<string, string>>;

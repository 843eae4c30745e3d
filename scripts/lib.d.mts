// What the TypeScript callers (playwright.config.ts, scripts/render-mermaid.ts) read of lib.mjs.
export const root: string;
export const chromiumPath: string;
export const chromiumSwitches: string[];

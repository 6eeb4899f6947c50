export const CHROMIUM_PATH: string;
export const E2E_CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export const CHROMIUM_RESTRICTED_PORTS: number[];
export function browserPort(port: number): number;

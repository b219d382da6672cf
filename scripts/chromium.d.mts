export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(): string | undefined;
export declare function chromiumLaunchOptions(): { executablePath?: string; args: string[] };
export declare const HOW_TO_GET_CHROMIUM: string;

// Types of call-key.mjs (plain JavaScript, loaded as it is by the render threads).
export declare function callKey(call: { url: string; headers?: Record<string, string> }): string;

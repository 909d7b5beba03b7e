// Types of scripts/fleet-nginx.mjs for the TypeScript tests that start nginx.
export function nginxConf(options: {
  dir: string;
  apis: (number | string)[];
  proxy: number;
  secret: string;
  listen?: string;
  foreground?: boolean;
}): string;

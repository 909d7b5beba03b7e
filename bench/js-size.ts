// First-load JavaScript per storefront page, gzipped, from Vite's manifest: the entry chunk,
// everything it imports statically, the active language's strings (loaded at start-up; the
// larger, Arabic, is counted), plus the page's lazy chunk and its static imports.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestEntry {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface PageSize {
  page: string;
  files: number;
  gzipKb: number;
}

export function firstLoadSizes(dist: string): PageSize[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  const gz = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
    return gz.get(file)!;
  };
  const closure = (key: string, acc = new Set<string>()) => {
    if (acc.has(key)) return acc;
    acc.add(key);
    for (const imp of manifest[key]?.imports ?? []) closure(imp, acc);
    return acc;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const entry = closure(entryKey);
  const strings = Object.keys(manifest).find((k) => /lib\/catalogues\/ar\.ts$/.test(k));
  if (strings) closure(strings, entry);
  const pages = Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry && /\/pages?\/|Page\.tsx$/.test(k));
  const rows: PageSize[] = [];
  const total = (keys: Set<string>) => [...keys].reduce((sum, k) => sum + sizeOf(manifest[k]!.file), 0);
  rows.push({ page: '(entry only)', files: entry.size, gzipKb: total(entry) / 1024 });
  for (const key of pages) {
    const keys = closure(key, new Set(entry));
    rows.push({ page: key.replace(/^src\//, ''), files: keys.size, gzipKb: total(keys) / 1024 });
  }
  return rows.sort((a, b) => b.gzipKb - a.gzipKb);
}

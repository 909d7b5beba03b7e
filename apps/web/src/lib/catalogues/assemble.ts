// One language's complete catalogue from its JSON files, for the server render and tests (the
// browser loads namespace by namespace: lib/i18n/strings.ts): src/locales/<lang>.json holds the
// shared words at the top level, each src/features/<feature>/locales/<lang>.json goes under
// <feature>.
export type Tree = { [key: string]: string | Tree };

export function assembleCatalogue(files: Record<string, Tree>): Tree {
  const out: Tree = {};
  const feature = (file: string) => /features\/([^/]+)\/locales\/[a-z]+\.json$/.exec(file)?.[1];
  // shared words first, so a feature's subtree always wins over a top-level key of the same name
  for (const [file, tree] of Object.entries(files)) if (!feature(file)) Object.assign(out, tree);
  for (const [file, tree] of Object.entries(files)) {
    const name = feature(file);
    if (name) out[name] = tree;
  }
  return out;
}

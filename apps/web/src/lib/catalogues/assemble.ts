// One language's complete catalogue from its JSON files, for the server render and tests (the
// browser loads namespace by namespace: lib/i18n/strings.ts): src/locales/<lang>.json holds the
// shared words at the top level, each src/features/<feature>/locales/<lang>.json goes under
// <feature>. Put together by the translator's own addStrings, the one place of that rule (a
// feature's subtree wins over a top-level key of the same name, whichever arrives first).
import { SHARED, Translator, type Tree } from '../i18n/translator.ts';

export type { Tree };

export function assembleCatalogue(files: Record<string, Tree>): Tree {
  const translator = new Translator('en');
  for (const [file, tree] of Object.entries(files)) {
    const feature = /features\/([^/]+)\/locales\/[a-z]+\.json$/.exec(file)?.[1];
    translator.addStrings('en', feature ?? SHARED, tree);
  }
  return translator.strings('en');
}

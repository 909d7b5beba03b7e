// Reads a routes file's text for the strings each lazy page declares: every dynamic import with
// the withStrings([...]) around it (the nearest one after the previous import), if any. Shared by
// the namespace check (lib/i18n/namespaces.test.ts) and the first-load size (bench/js-size.ts), so
// both read the declarations the same way. Source text, not the route table: the routes import
// components and CSS that Node cannot load.
export interface LazyDeclaration {
  /** the module specifier of the dynamic import, as written */
  specifier: string;
  /** the namespaces of the withStrings around it, or null when it has none */
  namespaces: string[] | null;
}

const quoted = (list: string) => [...list.matchAll(/['"]([^'"]+)['"]/g)].map((n) => n[1]!);

export function lazyDeclarations(text: string): LazyDeclaration[] {
  const marks = [...text.matchAll(/withStrings\(\s*\[([^\]]*)\]/g)];
  const imports = [...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)];
  return imports.map((m, i) => {
    const previousImport = i > 0 ? imports[i - 1]!.index : -1;
    const mark = marks.filter((k) => k.index < m.index && k.index > previousImport).pop();
    return { specifier: m[1]!, namespaces: mark ? quoted(mark[1]!) : null };
  });
}

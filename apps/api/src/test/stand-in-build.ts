// A storefront build for tests of the page plugins: the document template Vite would write
// (dist/index.html) and a stand-in server bundle (dist-server/entry-server.js) whose source the
// test gives, in a folder of its own. Returns the dist folder (webDist) and the bundle's file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function writeStandInBuild(prefix: string, bundleSource: string): { root: string; webDist: string; bundle: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const webDist = path.join(root, 'dist');
  fs.mkdirSync(webDist);
  fs.mkdirSync(path.join(root, 'dist-server'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>x</title><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
  );
  const bundle = path.join(root, 'dist-server', 'entry-server.js');
  fs.writeFileSync(bundle, bundleSource);
  return { root, webDist, bundle };
}

// The complete Arabic catalogue, for the server render (entry-server.tsx) and tests; the browser
// downloads strings by namespace instead (lib/i18n/strings.ts).
import { assembleCatalogue, type Tree } from './assemble.ts';

const files = import.meta.glob<Tree>(['../../locales/ar.json', '../../features/*/locales/ar.json'], {
  eager: true,
  import: 'default',
});

export default assembleCatalogue(files);

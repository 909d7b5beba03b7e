// The English catalogue, its own chunk: only the active language is downloaded (lib/i18n.ts).
import { assembleCatalogue, type Tree } from './assemble.ts';

const files = import.meta.glob<Tree>(['../../locales/en.json', '../../features/*/locales/en.json'], {
  eager: true,
  import: 'default',
});

export default assembleCatalogue(files);

// The catch-all route: any address the store does not know.
import { NotFoundView } from '../components/ui/NotFoundView.tsx';

export default function NotFoundPage() {
  return <NotFoundView />;
}

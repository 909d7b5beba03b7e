// A Modal whose code (Radix Dialog and its stylesheet, about 10 KB gzipped) loads the first time
// it opens: pages whose popup shows only after a gateway or a server message (checkout, an order,
// the wallet, top-up) keep it out of their first load (issue 23, first-load budget). Once loaded
// it stays mounted, so closing it behaves as the plain Modal does.
import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from './Modal.tsx';

const Modal = lazy(() => import('./Modal.tsx').then((m) => ({ default: m.Modal })));

export function LazyModal(props: ModalProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}

// /build-pc (spec §2, §4, §5 Build PC): the components table (children of category 34), the
// in-stock parts of the component being chosen, and the drawer of chosen parts with their total,
// the compatibility warnings and 'Add Selected items to Cart'.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import {
  BUILD_PC_NAME_MAX,
  buildTotal,
  formatPrice,
  isPurchasable,
  truncate,
  type Lang,
  type ProductListItem,
} from '@store/shared';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { ErrorState } from '../../../components/ui/EmptyState.tsx';
import { showErrors } from '../../../lib/feedback.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useAddSelectedToCart } from '../add-selected.ts';
import { useChosenComponentsParts, useComponentCategories } from '../api.ts';
import type { DrawerLine } from '../components/BuildDrawer.tsx';

import { CompatPanel } from '../components/CompatPanel.tsx';
import { ComponentsTable } from '../components/ComponentsTable.tsx';
import { PartList } from '../components/PartList.tsx';
import {
  changeQty,
  readSelection,
  refreshSelection,
  removeChoice,
  selectedLines,
  toggleChoice,
  useBuildSelection,
  writeSelection,
} from '../selection.ts';
import '../../../components/ui/data-table.css';
import '../build-pc.css';

// the drawer (Radix Dialog) loads when first opened: first-load JavaScript ≤ 150 KB (issue 23)
const BuildDrawer = lazy(() => import('../components/BuildDrawer.tsx').then((m) => ({ default: m.BuildDrawer })));

const PARTS_PANEL_ID = 'bpc-parts';

export default function BuildPcPage() {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'ar' ? 'ar' : 'en';
  const title = t('build-pc.title');
  usePageMeta({ title, description: t('build-pc.intro') });
  const categories = useComponentCategories();
  const selection = useBuildSelection();
  const [shownId, setShownId] = useState<number | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState(false);
  const addSelected = useAddSelectedToCart();
  // after 'Choose'/'Change', focus moves to that component's parts (and scrolls to them on phones)
  const focusParts = useRef(false);
  useEffect(() => {
    if (!focusParts.current) return;
    focusParts.current = false;
    document.getElementById(`${PARTS_PANEL_ID}-heading`)?.focus();
  }, [shownId]);

  // the kept build follows the current parts: their language, price and stock (a part sold out
  // since it was chosen leaves the build, and the shopper is told)
  const chosenIds = Object.keys(selection).map(Number);
  const chosenParts = useChosenComponentsParts(chosenIds);
  const loadedParts = new Map(
    chosenIds.flatMap((id, i) => {
      const data = chosenParts[i]?.data;
      return data ? [[id, data.products] as const] : [];
    }),
  );
  const refreshed = refreshSelection(selection, loadedParts);
  useEffect(() => {
    if (refreshed.selection === selection) return;
    // from the store as it is now, so a second run (an effect run twice) neither writes nor tells again
    const kept = readSelection();
    const now = refreshSelection(kept, loadedParts);
    if (now.selection === kept) return;
    writeSelection(now.selection);
    if (now.dropped.length > 0)
      showErrors(now.dropped.map((p) => t('build-pc.drawer.soldOut', { name: truncate(p.name, BUILD_PC_NAME_MAX) })));
  });

  const list = categories.data ?? [];
  const active = list.find((c) => c.id === shownId) ?? list[0] ?? null;
  const names = new Map(list.map((c) => [c.id, c.name]));
  const lines: DrawerLine[] = selectedLines(refreshed.selection).map((l) => ({
    ...l,
    categoryName: names.get(l.categoryId) ?? '',
  }));
  const total = buildTotal(lines.map((l) => ({ ...l.product, qty: l.qty })));

  function update(next: ReturnType<typeof readSelection>) {
    writeSelection(next);
    setAdded(false);
  }

  function toggle(categoryId: number, product: ProductListItem) {
    const current = readSelection();
    const choosing = current[categoryId]?.product.id !== product.id;
    if (choosing && !isPurchasable(product)) return;
    update(toggleChoice(current, categoryId, product));
    if (choosing) setDrawerOpen(true);
  }

  function setQty(categoryId: number, qty: number) {
    const next = changeQty(readSelection(), categoryId, qty);
    if (next) update(next);
    else showErrors([t(qty < 1 ? 'build-pc.qty.belowOne' : 'build-pc.qty.aboveStock')]);
  }

  async function addToCart() {
    setAdding(true);
    try {
      setAdded(await addSelected(lines));
    } finally {
      setAdding(false);
    }
  }

  return (
    <div className="container page bpc-page">
      <Breadcrumbs items={[{ label: t('catalog.nav.home'), to: '/' }, { label: title }]} />
      <h1 className="page-title">{title}</h1>
      <p className="bpc-intro">{t('build-pc.intro')}</p>
      {categories.isError ? (
        <ErrorState text={t('build-pc.parts.loadFailed')} />
      ) : (
        <div className="bpc-layout">
          <div className="bpc-layout__table">
            <h2 className="visually-hidden">{t('build-pc.components.heading')}</h2>
            <ComponentsTable
              categories={list}
              selection={refreshed.selection}
              activeId={active?.id ?? null}
              partsPanelId={PARTS_PANEL_ID}
              onShow={(id) => {
                focusParts.current = true;
                setShownId(id);
              }}
            />
          </div>
          <aside className="bpc-summary" aria-label={t('build-pc.drawer.title')}>
            <button type="button" className="btn btn-outline bpc-summary__open" onClick={() => setDrawerOpen(true)}>
              {t('build-pc.drawer.open', { count: lines.length })}
            </button>
            <p className="bpc-drawer__total">
              <span>{t('build-pc.drawer.total')}</span>
              <strong>{formatPrice(total, lang)}</strong>
            </p>
            <CompatPanel id="bpc-page-compat" lines={lines} />
            <button type="button" className="btn btn-primary bpc-drawer__add" disabled={adding} onClick={() => void addToCart()}>
              {t('build-pc.drawer.addToCart')}
            </button>
          </aside>
          {active && (
            <PartList
              id={PARTS_PANEL_ID}
              category={active}
              chosenId={selection[active.id]?.product.id ?? null}
              onToggle={(product) => toggle(active.id, product)}
            />
          )}
        </div>
      )}
      {drawerUsed && (
        <Suspense fallback={null}>
          <BuildDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            lines={lines}
            onQty={setQty}
            onRemove={(categoryId) => update(removeChoice(readSelection(), categoryId))}
            onAddToCart={() => void addToCart()}
            adding={adding}
            added={added}
          />
        </Suspense>
      )}
    </div>
  );
}

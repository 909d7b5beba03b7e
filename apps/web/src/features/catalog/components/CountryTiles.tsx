// The countries (with flags) that have cards in a digital sub-category (spec §2 digital level 2).
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { cardListPath } from '@store/shared';
import { useCountries } from '../api.ts';
import { CategoryTiles, TileSkeleton } from './CategoryTiles.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/EmptyState.tsx';

export function CountryTiles({ categoryId, slug, label }: { categoryId: number; slug: string; label: string }) {
  const { t } = useTranslation();
  const countries = useCountries(categoryId);
  if (countries.isPending) return <TileSkeleton />;
  if (countries.isError) return <ErrorState text={t('catalog.category.fetchError')} />;
  if (countries.data.length === 0) return <EmptyState text={t('catalog.category.noCountries')} />;
  return (
    <>
      <p className="catalog-page__lead">{t('catalog.category.chooseRegion')}</p>
      <CategoryTiles
        label={label}
        tiles={countries.data.map((c) => ({
          id: c.id,
          name: c.name,
          flag: c.flag,
          to: cardListPath(c, { id: categoryId, slug }),
        }))}
      />
    </>
  );
}

// The components table (spec §2 Build PC): one row per component category with the chosen part
// (name, quantity, line price) and a button that shows that category's parts below.
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { buildTotal, formatPrice, NAME_MAX, truncate, type Category, type Lang } from '@store/shared';
import type { BuildSelection } from '../selection.ts';

interface Props {
  categories: Category[];
  selection: BuildSelection;
  activeId: number | null;
  partsPanelId: string;
  onShow: (categoryId: number) => void;
}

export function ComponentsTable({ categories, selection, activeId, partsPanelId, onShow }: Props) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'ar' ? 'ar' : 'en';
  return (
    <div className="table-scroll bpc-components">
      <table className="data-table">
        <caption className="visually-hidden">{t('build-pc.components.heading')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('build-pc.components.component')}</th>
            <th scope="col">{t('build-pc.components.selection')}</th>
            <th scope="col">{t('build-pc.components.price')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('build-pc.components.choose')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {categories.map((category) => {
            const line = selection[category.id];
            const active = category.id === activeId;
            return (
              <tr key={category.id} className={active ? 'bpc-components__row--active' : undefined} data-testid="component-row">
                <th scope="row">
                  <span className="bpc-components__name">
                    {category.logo && <img src={category.logo} alt="" width={36} height={36} loading="lazy" />}
                    {category.name}
                  </span>
                </th>
                <td data-label={t('build-pc.components.selection')}>
                  {line ? (
                    <span title={line.product.name}>
                      {truncate(line.product.name, NAME_MAX)}
                      {line.qty > 1 && <span className="bpc-components__qty"> × {line.qty}</span>}
                    </span>
                  ) : (
                    <span className="bpc-muted">{t('build-pc.components.notSelected')}</span>
                  )}
                </td>
                <td data-label={t('build-pc.components.price')} className="data-table__total">
                  {line ? formatPrice(buildTotal([{ ...line.product, qty: line.qty }]), lang) : '—'}
                </td>
                <td>
                  <button
                    type="button"
                    className={`btn ${active ? 'btn-primary' : 'btn-outline'} bpc-components__choose`}
                    aria-controls={partsPanelId}
                    aria-expanded={active}
                    aria-label={t(line ? 'build-pc.components.changeFor' : 'build-pc.components.chooseFor', {
                      category: category.name,
                    })}
                    onClick={() => onShow(category.id)}
                  >
                    {t(line ? 'build-pc.components.change' : 'build-pc.components.choose')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

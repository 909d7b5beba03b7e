// The side drawer of chosen components (spec §2 Build PC): names cut at 35 characters (full name
// on hover), + and − within stock, remove, the running total, the compatibility warnings and
// 'Add Selected items to Cart'. A Radix dialog: focus moves in, Escape and the × close it.
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { StoreLink } from '../../../components/ui/StoreLink.tsx';
import { BUILD_PC_NAME_MAX, buildTotal, formatPrice, STORE_PATHS, truncate, type Lang } from '@store/shared';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import type { BuildLine } from '../selection.ts';
import { CompatPanel } from './CompatPanel.tsx';

export interface DrawerLine extends BuildLine {
  categoryId: number;
  categoryName: string;
}

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lines: DrawerLine[];
  onQty: (categoryId: number, qty: number) => void;
  onRemove: (categoryId: number) => void;
  onAddToCart: () => void;
  adding: boolean;
  added: boolean;
}

export function BuildDrawer({ open, onOpenChange, lines, onQty, onRemove, onAddToCart, adding, added }: Props) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'ar' ? 'ar' : 'en';
  const total = buildTotal(lines.map((l) => ({ ...l.product, qty: l.qty })));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="bpc-drawer-overlay" />
        <Dialog.Content className="bpc-drawer" dir={i18n.dir(i18n.language)} data-testid="build-drawer">
          <div className="bpc-drawer__head">
            <Dialog.Title className="bpc-drawer__title">{t('build-pc.drawer.title')}</Dialog.Title>
            <Dialog.Close className="bpc-drawer__close" aria-label={t('build-pc.drawer.close')}>
              <CloseIcon size={20} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="visually-hidden">{t('build-pc.intro')}</Dialog.Description>
          <div className="bpc-drawer__body">
            {lines.length === 0 ? (
              <p className="bpc-muted">{t('build-pc.drawer.empty')}</p>
            ) : (
              <ul className="bpc-lines">
                {lines.map((line) => {
                  const { product } = line;
                  return (
                    <li key={line.categoryId} className="bpc-line" data-testid="build-line">
                      <img src={product.main_image} alt="" width={56} height={56} />
                      <div className="bpc-line__text">
                        <span className="bpc-line__category">{line.categoryName}</span>
                        <span className="bpc-line__name" title={product.name}>
                          {truncate(product.name, BUILD_PC_NAME_MAX)}
                        </span>
                        <span className="bpc-line__price">{formatPrice(buildTotal([{ ...product, qty: line.qty }]), lang)}</span>
                      </div>
                      <div className="bpc-line__actions">
                        <div
                          className="bpc-qty"
                          role="group"
                          aria-label={t('build-pc.drawer.quantityOf', { name: product.name })}
                        >
                          <button
                            type="button"
                            aria-label={t('build-pc.drawer.decrease', { name: product.name })}
                            disabled={line.qty <= 1}
                            onClick={() => onQty(line.categoryId, line.qty - 1)}
                          >
                            −
                          </button>
                          <output aria-live="polite" data-testid="build-qty">
                            {line.qty}
                          </output>
                          <button
                            type="button"
                            aria-label={t('build-pc.drawer.increase', { name: product.name })}
                            onClick={() => onQty(line.categoryId, line.qty + 1)}
                          >
                            +
                          </button>
                        </div>
                        <button
                          type="button"
                          className="bpc-line__remove"
                          aria-label={t('build-pc.drawer.remove', { name: product.name })}
                          onClick={() => onRemove(line.categoryId)}
                        >
                          <CloseIcon size={16} />
                        </button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
            {lines.length > 0 && <CompatPanel id="bpc-drawer-compat" lines={lines} />}
          </div>
          <div className="bpc-drawer__foot">
            <p className="bpc-drawer__total">
              <span>{t('build-pc.drawer.total')}</span>
              <strong data-testid="build-total">{formatPrice(total, lang)}</strong>
            </p>
            <button type="button" className="btn btn-primary bpc-drawer__add" disabled={adding} onClick={onAddToCart}>
              {t('build-pc.drawer.addToCart')}
            </button>
            {added && (
              <StoreLink to={STORE_PATHS.cart} className="btn btn-outline bpc-drawer__cart">
                {t('build-pc.drawer.viewCart')}
              </StoreLink>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

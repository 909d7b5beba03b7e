// The compatibility warnings of the chosen parts (shared compatibilityWarnings, in the page's
// language) and the power estimate. Warnings inform, they never block the cart button.
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { compatibilityWarnings, estimatedWattage, recommendedPsuWattage } from '@store/shared';
import type { BuildLine } from '../selection.ts';

export function CompatPanel({ lines, id }: { lines: readonly BuildLine[]; id?: string }) {
  const { t, i18n } = useTranslation();
  const parts = lines.map((l) => ({ qty: l.qty, compat: l.product.compat }));
  const warnings = compatibilityWarnings(parts);
  const estimate = estimatedWattage(parts);
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const headingId = `${id ?? 'bpc-compat'}-heading`;
  return (
    <section className="bpc-compat" aria-labelledby={headingId} data-testid="compat-panel">
      <h2 id={headingId} className="bpc-compat__title">
        {t('build-pc.compat.heading')}
      </h2>
      <div aria-live="polite">
        {lines.length === 0 ? (
          // nothing chosen yet: nothing to say fits
          <p className="bpc-compat__none">{t('build-pc.compat.none')}</p>
        ) : warnings.length === 0 ? (
          <p className="bpc-compat__ok">{t('build-pc.compat.ok')}</p>
        ) : (
          <>
            <ul className="bpc-compat__list">
              {warnings.map((w) => (
                <li key={w.code} className="bpc-compat__warning" data-testid="compat-warning" data-code={w.code}>
                  {w[lang]}
                </li>
              ))}
            </ul>
            <p className="bpc-compat__hint">{t('build-pc.compat.warningsHint')}</p>
          </>
        )}
      </div>
      {estimate > 0 && (
        <p className="bpc-compat__power">
          {t('build-pc.power.estimate', { watts: estimate })}
          <br />
          {t('build-pc.power.recommended', { watts: recommendedPsuWattage(parts) })}
        </p>
      )}
    </section>
  );
}

// The specification keys of a part as short chips ('Socket AM5', 'DDR5 memory', '120 W draw'),
// so a shopper can pick parts that fit before any warning appears.
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { CompatSpecs } from '@store/shared';

type Chip = [key: string, value: string | number | undefined];

export function PartSpecs({ compat }: { compat: CompatSpecs | null }) {
  const { t } = useTranslation();
  if (!compat) return null;
  const chips: Chip[] = [
    ['socket', compat.socket],
    ['memoryType', compat.memory_type],
    ['power', compat.tdp_w],
    ['wattage', compat.wattage_w],
    ['length', compat.length_mm],
    ['maxGpuLength', compat.max_gpu_length_mm],
  ];
  const shown = chips.filter(([, value]) => value !== undefined);
  if (shown.length === 0) return null;
  return (
    <ul className="bpc-specs">
      {shown.map(([key, value]) => (
        <li key={key}>{t(`build-pc.specs.${key}`, { value })}</li>
      ))}
    </ul>
  );
}

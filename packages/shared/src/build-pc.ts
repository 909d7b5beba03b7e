// Build your PC (spec §2, §4, §5): the selection's quantity rules, its running total and the
// compatibility warnings behind the store's 'compatible parts' promise. Warnings never block a
// purchase; each carries its English and Arabic text. Plain functions, no zod: the storefront
// bundles this module (the answer schema of `compat` lives in contract/catalog.ts).
import { effectivePrice, toEgp, toPiastres } from './money.ts';
import { STOCK_TYPE, type Stocked } from './stock.ts';

/** Which component a product is, for the compatibility rules. */
export const PC_PARTS = ['cpu', 'motherboard', 'memory', 'gpu', 'psu', 'case'] as const;
export type PcPart = (typeof PC_PARTS)[number];

export const MEMORY_TYPES = ['DDR4', 'DDR5'] as const;
export type MemoryType = (typeof MEMORY_TYPES)[number];

/**
 * The specification keys a component carries (products.compat, `compat` in product answers;
 * docs/API-build-pc.md). Only the keys of its part are read:
 * - `socket`: processor and motherboard socket, e.g. 'AM5', 'LGA 1700' (compared ignoring case,
 *   spaces and dashes)
 * - `memory_type`: 'DDR4' or 'DDR5' of a motherboard's slots and of a memory kit
 * - `tdp_w`: the power a processor or graphics card draws under load, in watts
 * - `wattage_w`: a power supply's rated output, in watts
 * - `length_mm`: a graphics card's length, in millimetres
 * - `max_gpu_length_mm`: the longest graphics card a case takes, in millimetres
 */
export interface CompatSpecs {
  part: PcPart;
  socket?: string;
  memory_type?: MemoryType;
  tdp_w?: number;
  wattage_w?: number;
  length_mm?: number;
  max_gpu_length_mm?: number;
}

export type CompatKey = Exclude<keyof CompatSpecs, 'part'>;

/** The keys every product of a part must carry (the demo catalogue is checked against this). */
export const REQUIRED_COMPAT_KEYS: Readonly<Record<PcPart, readonly CompatKey[]>> = {
  cpu: ['socket', 'tdp_w'],
  motherboard: ['socket', 'memory_type'],
  memory: ['memory_type'],
  gpu: ['tdp_w', 'length_mm'],
  psu: ['wattage_w'],
  case: ['max_gpu_length_mm'],
};

/** The keys of `compat` that are missing for its part (empty when complete). */
export function missingCompatKeys(compat: CompatSpecs): CompatKey[] {
  return REQUIRED_COMPAT_KEYS[compat.part].filter((key) => compat[key] === undefined);
}

/** Motherboard, memory, drives and fans together, added to the processor and graphics card. */
export const BASE_SYSTEM_WATTS = 75;
/** The power supply should have this much more than the estimated draw (load peaks, ageing). */
export const PSU_HEADROOM = 1.25;
/** Recommendations are rounded up to the sizes power supplies are sold in. */
export const PSU_STEP_WATTS = 50;

/** One chosen component as the rules see it. */
export interface BuildPart {
  qty: number;
  compat: CompatSpecs | null | undefined;
}

/**
 * Estimated draw of the build: every part's `tdp_w` times its quantity, plus BASE_SYSTEM_WATTS
 * once something that draws power is chosen; 0 when nothing is.
 */
export function estimatedWattage(parts: readonly BuildPart[]): number {
  const draw = parts.reduce((sum, p) => sum + (p.compat?.tdp_w ?? 0) * p.qty, 0);
  return draw > 0 ? draw + BASE_SYSTEM_WATTS : 0;
}

/** The power supply the estimate calls for: estimate × headroom, rounded up to 50 W. */
export function recommendedPsuWattage(parts: readonly BuildPart[]): number {
  const estimate = estimatedWattage(parts);
  return estimate === 0 ? 0 : Math.ceil((estimate * PSU_HEADROOM) / PSU_STEP_WATTS) * PSU_STEP_WATTS;
}

export type CompatWarningCode = 'socket_mismatch' | 'memory_type_mismatch' | 'psu_too_small' | 'gpu_too_long';

export interface CompatWarning {
  code: CompatWarningCode;
  /** the parts that do not fit together */
  parts: PcPart[];
  en: string;
  ar: string;
}

const sameSocket = (a: string, b: string) => a.replace(/[\s-]/g, '').toUpperCase() === b.replace(/[\s-]/g, '').toUpperCase();

function partOf(parts: readonly BuildPart[], part: PcPart): CompatSpecs | undefined {
  return parts.find((p) => p.compat?.part === part)?.compat ?? undefined;
}

function socketWarning(cpu?: CompatSpecs, board?: CompatSpecs): CompatWarning | null {
  if (!cpu?.socket || !board?.socket || sameSocket(cpu.socket, board.socket)) return null;
  return {
    code: 'socket_mismatch',
    parts: ['cpu', 'motherboard'],
    en: `The processor's socket (${cpu.socket}) does not match the motherboard's socket (${board.socket}).`,
    ar: `مقبس المعالج (${cpu.socket}) لا يطابق مقبس اللوحة الأم (${board.socket}).`,
  };
}

function memoryWarning(memory?: CompatSpecs, board?: CompatSpecs): CompatWarning | null {
  if (!memory?.memory_type || !board?.memory_type || memory.memory_type === board.memory_type) return null;
  return {
    code: 'memory_type_mismatch',
    parts: ['memory', 'motherboard'],
    en: `The memory is ${memory.memory_type} but the motherboard takes ${board.memory_type}.`,
    ar: `الذاكرة من نوع ${memory.memory_type} لكن اللوحة الأم تدعم ${board.memory_type}.`,
  };
}

function powerWarning(parts: readonly BuildPart[], psu?: CompatSpecs): CompatWarning | null {
  const recommended = recommendedPsuWattage(parts);
  if (!psu?.wattage_w || recommended === 0 || psu.wattage_w >= recommended) return null;
  const estimate = estimatedWattage(parts);
  return {
    code: 'psu_too_small',
    parts: ['psu'],
    en: `The power supply (${psu.wattage_w} W) is below the ${recommended} W recommended for these parts (about ${estimate} W estimated).`,
    ar: `مزود الطاقة (${psu.wattage_w} واط) أقل من ${recommended} واط الموصى بها لهذه القطع (الاستهلاك المقدر نحو ${estimate} واط).`,
  };
}

function lengthWarning(gpu?: CompatSpecs, pcCase?: CompatSpecs): CompatWarning | null {
  if (!gpu?.length_mm || !pcCase?.max_gpu_length_mm || gpu.length_mm <= pcCase.max_gpu_length_mm) return null;
  return {
    code: 'gpu_too_long',
    parts: ['gpu', 'case'],
    en: `The graphics card (${gpu.length_mm} mm) is longer than the case allows (${pcCase.max_gpu_length_mm} mm).`,
    ar: `كارت الشاشة (${gpu.length_mm} مم) أطول مما يسمح به الكيس (${pcCase.max_gpu_length_mm} مم).`,
  };
}

/**
 * What does not fit in the chosen parts: processor socket vs motherboard socket, memory type vs
 * motherboard, estimated wattage vs the power supply, graphics card length vs the case. A rule
 * is silent until both of its parts are chosen and carry their keys.
 */
export function compatibilityWarnings(parts: readonly BuildPart[]): CompatWarning[] {
  const board = partOf(parts, 'motherboard');
  return [
    socketWarning(partOf(parts, 'cpu'), board),
    memoryWarning(partOf(parts, 'memory'), board),
    powerWarning(parts, partOf(parts, 'psu')),
    lengthWarning(partOf(parts, 'gpu'), partOf(parts, 'case')),
  ].filter((w): w is CompatWarning => w !== null);
}

// ---- the selection (spec §3 Build-PC selection, §5 Build PC) -----------------------------------

/** spec §5: only in-stock items are selectable; quantity 1 up to stock (unbounded for type 0). */
export function buildQtyAllowed(item: Stocked, qty: number): boolean {
  if (!Number.isInteger(qty) || qty < 1) return false;
  if (item.type === STOCK_TYPE.unmanaged) return true;
  if (item.type === STOCK_TYPE.managed) return qty <= item.stock;
  return false;
}

/** A chosen product as the running total sees it. */
export interface PricedLine {
  price: number;
  price_after_discount: number | null;
  qty: number;
}

/** The running total in EGP: what a shopper pays per unit (the discounted price) × quantity. */
export function buildTotal(lines: readonly PricedLine[]): number {
  return toEgp(lines.reduce((sum, l) => sum + toPiastres(effectivePrice(l.price, l.price_after_discount)) * l.qty, 0));
}

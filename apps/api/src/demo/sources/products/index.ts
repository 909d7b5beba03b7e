// Every physical product of the demo catalogue, category by category.
import { cases } from './cases.ts';
import { consoles } from './consoles.ts';
import { controllers } from './controllers.ts';
import { cpuCoolers } from './cpu-coolers.ts';
import { graphicsCards } from './graphics-cards.ts';
import { headsets } from './headsets.ts';
import { keyboards } from './keyboards.ts';
import { memory } from './memory.ts';
import { mice } from './mice.ts';
import { monitors } from './monitors.ts';
import { motherboards } from './motherboards.ts';
import { powerSupplies } from './power-supplies.ts';
import { processors } from './processors.ts';
import { storage } from './storage.ts';
import type { CategorizedProduct } from './types.ts';
import { world2egypt } from './world2egypt.ts';

export type { CategorizedProduct } from './types.ts';

export const productSeeds: CategorizedProduct[] = [
  ...processors,
  ...graphicsCards,
  ...motherboards,
  ...memory,
  ...storage,
  ...powerSupplies,
  ...cases,
  ...cpuCoolers,
  ...consoles,
  ...controllers,
  ...headsets,
  ...keyboards,
  ...mice,
  ...monitors,
  ...world2egypt,
];

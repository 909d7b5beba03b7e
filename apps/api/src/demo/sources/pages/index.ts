// Every CMS page of the demo store.
import { companyPages } from './company.ts';
import { legalPages } from './legal.ts';
import { programPages } from './programs.ts';
import type { PageSeed } from './types.ts';

export type { PageSeed } from './types.ts';

export const pageSeeds: PageSeed[] = [...companyPages, ...legalPages, ...programPages];

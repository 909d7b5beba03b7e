// Demo accounts listed in the README (customer, merchant, waiting for activation, banned).
import type { AppContext } from '../context.ts';

export async function seedDemoAccounts(_ctx: AppContext): Promise<void> {}

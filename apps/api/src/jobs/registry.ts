// The jobs this store runs, each under its own advisory lock (runner.ts): every feature's `jobs`
// (its feature.ts), collected by features.ts. A feature adds a job in its own folder.
import { loadFeatures } from '../features.ts';
import type { Job } from './runner.ts';

export async function registeredJobs(): Promise<Job[]> {
  return (await loadFeatures()).flatMap((f) => f.jobs ?? []);
}

/** One job by name (tests run a job once by hand). */
export async function jobNamed(name: string): Promise<Job> {
  const job = (await registeredJobs()).find((j) => j.name === name);
  if (!job) throw new Error(`no job named ${name}`);
  return job;
}

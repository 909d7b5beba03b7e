// A carrier update's time for the tracking page: ISO timestamps (the sandbox carrier's) become
// dd/mm/yyyy HH:MM in the store's time zone (spec §9 Dates); any other carrier text is shown as sent.
import { formatDate } from '@store/shared';

const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Cairo', hour: '2-digit', minute: '2-digit', hour12: false });

export function formatUpdateTime(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${formatDate(date)} ${clock.format(date)}`;
}

// Server state of the contact page and the ticket conversation (spec §7: reasons, tickets,
// tickets/{uuid}, reply, close; users/orders/pagination?status=all&per_page=20000 for the order
// picker). Answer types come from the shared contract (types only, no zod in the browser).
import type { Ticket, TicketCreated } from '@store/shared/contract/support';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { apiCall, api } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';

export interface OrderChoice {
  id: number;
  /** the order number (spec §3 Order list item: name) */
  name: string;
}

export function useReasons() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['support', 'reasons', i18n.language],
    queryFn: ({ signal }) => api.get('/reasons', undefined, signal),
    staleTime: 10 * 60_000,
  });
}

export function useMyTickets(page: number) {
  const { i18n } = useTranslation();
  const { token } = useSession();
  return useQuery({
    queryKey: ['support', 'tickets', i18n.language, page],
    queryFn: ({ signal }) => api.get('/tickets', { page, per_page: 10 }, signal),
    enabled: token !== null,
  });
}

/**
 * The signed-in customer's orders for the picker. Until the orders call exists it answers 404;
 * the form then falls back to a typed order number, and uses the picker once the call answers.
 */
export function useMyOrders(enabled: boolean) {
  return useQuery({
    queryKey: ['support', 'orders'],
    queryFn: async ({ signal }) =>
      (await api.get('/users/orders/pagination', { status: 'all', per_page: 20000, page: 1 }, signal)).orders,
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

export function useTicket(uuid: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['support', 'ticket', uuid, i18n.language],
    queryFn: ({ signal }) => api.get('/tickets/{uuid}', { uuid }, signal),
    retry: false,
  });
}

export function useCreateTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => apiCall<TicketCreated>('tickets', { method: 'POST', form }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['support', 'tickets'] }),
  });
}

/** Reply and close both answer the whole ticket, which replaces the cached one. */
export function useTicketAction(uuid: string) {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (action: { kind: 'reply'; form: FormData } | { kind: 'close' }) =>
      action.kind === 'reply'
        ? apiCall<Ticket>(`tickets/${encodeURIComponent(uuid)}/reply`, { method: 'POST', form: action.form })
        : apiCall<Ticket>(`tickets/${encodeURIComponent(uuid)}/close`, { method: 'POST' }),
    onSuccess: (envelope) => {
      client.setQueryData(['support', 'ticket', uuid, i18n.language], envelope.data);
      void client.invalidateQueries({ queryKey: ['support', 'tickets'] });
    },
  });
}

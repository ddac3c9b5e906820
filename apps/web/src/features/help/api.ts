import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HelpMessageSchema, IDEMPOTENCY_KEY_HEADER, type HelpMessage, type HelpMessageBody } from '@kasir/contracts';
import { http } from '../../api/http-client.ts';

export const helpQueryKeys = {
  mine: ['help', 'mine'] as const,
};

/** One key per message written: a retry of the same send lands once (the server keeps the first). */
export function newHelpMessageKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** POST /helpCenter (spec §7): the cashier's message to the owner. */
export function sendHelpMessage(body: HelpMessageBody, idempotencyKey: string): Promise<HelpMessage> {
  return http.post('/helpCenter', body, { schema: HelpMessageSchema, successStatuses: [201], headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

/** GET /helpCenter/mine: what this cashier sent lately. */
export function fetchOwnHelpMessages(): Promise<HelpMessage[]> {
  return http.get('/helpCenter/mine', { schema: HelpMessageSchema.array() });
}

export function useOwnHelpMessages() {
  return useQuery({ queryKey: helpQueryKeys.mine, queryFn: fetchOwnHelpMessages });
}

export function useSendHelpMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: HelpMessageBody; key: string }) => sendHelpMessage(body, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpQueryKeys.mine }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrinterAddress } from '@kasir/contracts';
import { fetchWaitingQueue, moveWaitingJob } from './agent-client.ts';

/** Jobs the local agent holds for printers that are off; polled, since the agent has no socket. */
export const AGENT_QUEUE_POLL_MS = 5000;
const agentQueueKey = ['printing', 'agent-queue'] as const;

export function useAgentQueueQuery(pollMs = AGENT_QUEUE_POLL_MS) {
  return useQuery({ queryKey: agentQueueKey, queryFn: () => fetchWaitingQueue(), refetchInterval: pollMs, staleTime: 0 });
}

export function useMoveJobMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, target }: { jobId: string; target: PrinterAddress }) => moveWaitingJob(jobId, target),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentQueueKey }),
  });
}

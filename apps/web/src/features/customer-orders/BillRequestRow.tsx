import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import type { BillRequest } from '@kasir/contracts';
import { useTranslation } from 'react-i18next';
import { useOutletDateTime } from '../session/use-outlet-date-time.ts';
import { useResolveBillRequest } from './api.ts';
import { errorMessageOf } from '../../api/http-client.ts';
import { toast } from '../../shared/ui/toast.ts';

/** An open bill request: which order and tables, since when, and "done" once the bill went out. */
export function BillRequestRow({ request }: { request: BillRequest }) {
  const { t } = useTranslation();
  const formatDateTime = useOutletDateTime();
  const resolve = useResolveBillRequest();
  return (
    <Card withBorder radius="md" padding="sm" data-testid={`bill-request-${request.Id}`} style={{ borderColor: 'var(--mantine-color-blue-4)', borderWidth: 2 }}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          <IconReceipt size={24} style={{ flexShrink: 0 }} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700}>
              {request.OrderNo} · {request.TableNames.join(', ')}
            </Text>
            <Text fz="sm" c="dimmed">
              {formatDateTime(request.CreatedOn)}
            </Text>
          </Stack>
        </Group>
        <Button
          variant="light"
          style={{ flexShrink: 0 }}
          loading={resolve.isPending}
          onClick={() => resolve.mutate(request.Id, { onError: (error) => toast.error(errorMessageOf(error)) })}
          data-testid={`resolve-bill-request-${request.Id}`}
        >
          {t('customerOrders.billRequests.done')}
        </Button>
      </Group>
    </Card>
  );
}

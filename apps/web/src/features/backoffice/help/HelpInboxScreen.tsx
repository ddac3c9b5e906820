import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE_HOURS, formatOutletDateTime } from '@kasir/domain';
import type { HelpMessage } from '@kasir/contracts';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useOwnerOutlets } from '../api.ts';
import { useHelpInbox, useMarkHelpRead, type HelpInboxFilter } from './api.ts';

const ALL_OUTLETS = 'all';

/** Route /backoffice/help: what cashiers wrote to the owner (POST /helpCenter), newest first. */
export function HelpInboxScreen() {
  const { t } = useTranslation();
  const outlets = useOwnerOutlets();
  const [filter, setFilter] = useState<HelpInboxFilter>({ fromDate: '', toDate: '', outletId: null });
  const inbox = useHelpInbox(filter);
  const markRead = useMarkHelpRead();
  const timeZoneOf = (message: HelpMessage) => outlets.data?.find((outlet) => outlet.Id === message.OutletId)?.TimeZone ?? DEFAULT_TIME_ZONE_HOURS;
  const unread = inbox.data?.filter((message) => message.ReadAt === null).length ?? 0;
  const isRangeBackwards = filter.fromDate !== '' && filter.toDate !== '' && filter.fromDate > filter.toDate;

  const markAsRead = (id: number) =>
    markRead.mutate(id, {
      onError: (error) => toast.error(errorMessageOf(error)),
    });

  return (
    <Stack gap="lg" data-testid="bo-help-inbox">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>{t('boHelp.title')}</Title>
          <Text c="dimmed">{t('boHelp.subtitle')}</Text>
        </div>
        <Badge size="xl" variant="light" color={unread > 0 ? 'orange' : 'gray'}>
          {t('boHelp.unreadCount', { count: unread })}
        </Badge>
      </Group>

      <Card withBorder radius="lg" p="md">
        <Group align="flex-end" gap="md">
          <Select
            label={t('boHelp.outlet')}
            w={240}
            allowDeselect={false}
            data={[{ value: ALL_OUTLETS, label: t('boHelp.allOutlets') }, ...(outlets.data ?? []).map((outlet) => ({ value: String(outlet.Id), label: outlet.Name }))]}
            value={filter.outletId === null ? ALL_OUTLETS : String(filter.outletId)}
            onChange={(value) => setFilter((current) => ({ ...current, outletId: value === null || value === ALL_OUTLETS ? null : Number(value) }))}
          />
          <TextInput
            type="date"
            label={t('boHelp.fromDate')}
            w={180}
            value={filter.fromDate}
            onChange={(event) => setFilter((current) => ({ ...current, fromDate: event.currentTarget.value }))}
          />
          <TextInput
            type="date"
            label={t('boHelp.toDate')}
            w={180}
            value={filter.toDate}
            error={isRangeBackwards ? t('boHelp.rangeBackwards') : undefined}
            onChange={(event) => setFilter((current) => ({ ...current, toDate: event.currentTarget.value }))}
          />
          {filter.fromDate || filter.toDate ? (
            <Button variant="subtle" onClick={() => setFilter((current) => ({ ...current, fromDate: '', toDate: '' }))}>
              {t('boHelp.anyDate')}
            </Button>
          ) : null}
        </Group>
      </Card>

      {inbox.isPending ? <Loader aria-label={t('common.loading')} /> : null}
      {inbox.isError && !isRangeBackwards ? <Alert color="red">{errorMessageOf(inbox.error)}</Alert> : null}
      {inbox.data?.length === 0 ? (
        <Card withBorder radius="lg" p="xl">
          <Group gap="md" c="dimmed">
            <IconInbox size={32} />
            <Text fz="lg">{t('boHelp.empty')}</Text>
          </Group>
        </Card>
      ) : null}

      <Stack gap="md">
        {inbox.data?.map((message) => {
          const isUnread = message.ReadAt === null;
          return (
            <Card key={message.Id} withBorder radius="lg" p="lg" data-testid="bo-help-message" style={isUnread ? { borderLeft: '4px solid var(--mantine-color-orange-5)' } : undefined}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
                <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Group gap="sm" wrap="nowrap">
                    <Text fw={700} fz="lg" lineClamp={1}>
                      {message.Subject ?? t('boHelp.noSubject')}
                    </Text>
                    {isUnread ? (
                      <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
                        {t('boHelp.new')}
                      </Badge>
                    ) : null}
                    {message.IsEmailed ? (
                      <Badge color="gray" variant="outline" style={{ flexShrink: 0 }}>
                        {t('boHelp.emailed')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('boHelp.from', { name: message.UserName, outlet: message.OutletName, when: formatOutletDateTime(message.CreatedAt, timeZoneOf(message)) })}
                  </Text>
                  <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.Message}</Text>
                </Stack>
                {isUnread ? (
                  <Button variant="light" leftSection={<IconCheck size={18} />} onClick={() => markAsRead(message.Id)} loading={markRead.isPending && markRead.variables === message.Id} style={{ flexShrink: 0 }}>
                    {t('boHelp.markRead')}
                  </Button>
                ) : (
                  <Text size="sm" c="teal.8" style={{ flexShrink: 0 }}>
                    {t('boHelp.readAt', { when: formatOutletDateTime(message.ReadAt ?? '', timeZoneOf(message)) })}
                  </Text>
                )}
              </Group>
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}

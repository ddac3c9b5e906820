import type { ReactNode } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../api/http-client.ts';

export interface BackOfficeListPageProps<T> {
  title: string;
  subtitle: string;
  /** The create button; left out, the page offers none. */
  newLabel?: string;
  onNew?: () => void;
  isNewDisabled?: boolean;
  /** The list's query as react-query gives it. */
  query: { isPending: boolean; isError: boolean; error: unknown; data: readonly T[] | undefined };
  emptyText: string;
  /** The table of a non-empty list. */
  renderList: (items: readonly T[]) => ReactNode;
  /** Dialogs the page opens. */
  children?: ReactNode;
  testId?: string;
}

/** The frame every back-office list shares: title, the create button, loading, error, empty, the table. */
export function BackOfficeListPage<T>({ title, subtitle, newLabel, onNew, query, emptyText, renderList, children, testId, isNewDisabled = false }: BackOfficeListPageProps<T>) {
  const { t } = useTranslation();
  const items = query.data ?? [];
  return (
    <Stack gap="lg" data-testid={testId}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={2}>{title}</Title>
          <Text c="dimmed">{subtitle}</Text>
        </Stack>
        {newLabel && onNew ? (
          <Button size="md" leftSection={<IconPlus size={18} />} onClick={onNew} disabled={isNewDisabled}>
            {newLabel}
          </Button>
        ) : null}
      </Group>
      {query.isPending ? <Loader aria-label={t('common.loading')} /> : null}
      {query.isError ? <Alert color="red">{errorMessageOf(query.error)}</Alert> : null}
      {query.data?.length === 0 ? <Text>{emptyText}</Text> : null}
      {items.length > 0 ? renderList(items) : null}
      {children}
    </Stack>
  );
}

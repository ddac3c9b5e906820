import type { ReactNode } from 'react';
import { Center, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../api/http-client.ts';

/** A tab's loader, its error, or its empty line; else what the data shows. */
export function TabQueryState<T>({ query, isEmpty, emptyText, children }: { query: UseQueryResult<T>; isEmpty(data: T): boolean; emptyText: string; children(data: T): ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Center py="lg">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (query.isError) return <Text c="red">{errorMessageOf(query.error)}</Text>;
  if (isEmpty(query.data)) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {emptyText}
      </Text>
    );
  }
  return <>{children(query.data)}</>;
}

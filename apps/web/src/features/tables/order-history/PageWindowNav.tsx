import { ActionIcon, Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pageWindow } from './page-window.ts';

export interface PageWindowNavProps {
  page: number;
  totalPages: number;
  onPage(page: number): void;
}

/** First, previous, the 10-page window, next, last. */
export function PageWindowNav({ page, totalPages, onPage }: PageWindowNavProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  return (
    <Group gap={4} justify="center" role="navigation" aria-label={t('tables.history.pages')} data-testid="history-pages">
      <ActionIcon variant="default" size="lg" aria-label={t('tables.history.first')} disabled={page <= 1} onClick={() => onPage(1)}>
        <IconChevronsLeft size={18} />
      </ActionIcon>
      <ActionIcon variant="default" size="lg" aria-label={t('tables.history.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <IconChevronLeft size={18} />
      </ActionIcon>
      {pages.map((number) => (
        <Button key={number} size="compact-md" miw={36} variant={number === page ? 'filled' : 'default'} aria-current={number === page ? 'page' : undefined} onClick={() => onPage(number)}>
          {number}
        </Button>
      ))}
      <ActionIcon variant="default" size="lg" aria-label={t('tables.history.next')} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        <IconChevronRight size={18} />
      </ActionIcon>
      <ActionIcon variant="default" size="lg" aria-label={t('tables.history.last')} disabled={page >= totalPages} onClick={() => onPage(totalPages)}>
        <IconChevronsRight size={18} />
      </ActionIcon>
    </Group>
  );
}

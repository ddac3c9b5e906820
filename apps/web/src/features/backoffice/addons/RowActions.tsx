import { Badge, Button, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Badges keep their whole word: a narrow column must not cut it to 'ON S…'. */
const whole = { label: { overflow: 'visible' } } as const;

/** Status of a row: archived (kept for history), sold out, off, or on sale. */
export function StatusBadge({ isArchived, isSoldOut, isActive = true }: { isArchived: boolean; isSoldOut: boolean; isActive?: boolean }) {
  const { t } = useTranslation();
  if (isArchived) {
    return (
      <Tooltip label={t('boAddOns.archivedHint')}>
        <Badge color="gray" variant="light" size="lg" styles={whole}>
          {t('boAddOns.status.archived')}
        </Badge>
      </Tooltip>
    );
  }
  if (!isActive) return <Badge color="orange" variant="light" size="lg" styles={whole}>{t('boAddOns.status.inactive')}</Badge>;
  if (isSoldOut) return <Badge color="red" variant="light" size="lg" styles={whole}>{t('boAddOns.status.soldOut')}</Badge>;
  return <Badge color="teal" variant="light" size="lg" styles={whole}>{t('boAddOns.status.onSale')}</Badge>;
}

/** Edit and delete of a live row. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button variant="light" size="sm" aria-label={t('boAddOns.editAria', { name })} onClick={onEdit}>
        {t('backOffice.edit')}
      </Button>
      <Button variant="subtle" color="red" size="sm" aria-label={t('boAddOns.deleteAria', { name })} onClick={onDelete}>
        {t('backOffice.delete')}
      </Button>
    </Group>
  );
}

import { Badge, NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TableStatus } from '@kasir/domain';
import type { OutletArea } from '../wire-types.ts';

export interface AreaListProps {
  areas: OutletArea[];
  selectedAreaId: number | null;
  onSelect(area: OutletArea): void;
}

/** The outlet's areas with how many of their tables are free. */
export function AreaList({ areas, selectedAreaId, onSelect }: AreaListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} role="list" aria-label={t('tables.areas.label')}>
      <Text fz="xs" fw={700} c="dimmed" tt="uppercase">
        {t('tables.areas.label')}
      </Text>
      {areas.map((area) => {
        const bookable = area.OutletTables.filter((table) => !table.IsRoom);
        const free = bookable.filter((table) => table.Status === TableStatus.EMPTY).length;
        return (
          <NavLink
            key={area.Id}
            role="listitem"
            component="button"
            data-testid={`area-${area.Name}`}
            active={area.Id === selectedAreaId}
            label={area.Name}
            variant="filled"
            style={{ borderRadius: 8 }}
            rightSection={
              <Badge size="sm" variant="white" color="teal">
                {t('tables.areas.free', { free, total: bookable.length })}
              </Badge>
            }
            onClick={() => onSelect(area)}
          />
        );
      })}
    </Stack>
  );
}

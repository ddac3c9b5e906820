import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emptyTablesByIndex } from '../api.ts';
import type { OutletArea } from '../wire-types.ts';

export interface AreaTablePickerProps {
  areas: OutletArea[];
  areaId: number | null;
  tableId: number | null;
  /** Tables that cannot be picked here (the current table, those chosen in other fields). */
  excludeIds: ReadonlySet<number>;
  areaError?: string | null;
  tableError?: string | null;
  testIdPrefix: string;
  onChange(next: { areaId: number | null; tableId: number | null }): void;
}

/** An area, then one of its EMPTY tables in TableIndex order (spec §5). */
export function AreaTablePicker({ areas, areaId, tableId, excludeIds, areaError, tableError, testIdPrefix, onChange }: AreaTablePickerProps) {
  const { t } = useTranslation();
  const area = areas.find((candidate) => candidate.Id === areaId) ?? null;
  const tables = area ? emptyTablesByIndex(area.OutletTables, excludeIds) : [];
  return (
    <Group grow align="flex-start" gap="sm">
      <Select
        label={t('tables.dialogs.area')}
        placeholder={t('tables.dialogs.chooseArea')}
        data={areas.map((candidate) => ({ value: String(candidate.Id), label: candidate.Name }))}
        value={areaId === null ? null : String(areaId)}
        onChange={(value) => onChange({ areaId: value === null ? null : Number(value), tableId: null })}
        error={areaError ?? undefined}
        comboboxProps={{ withinPortal: true }}
        data-testid={`${testIdPrefix}-area`}
      />
      <Select
        label={t('tables.dialogs.table')}
        placeholder={t('tables.dialogs.chooseTable')}
        data={tables.map((table) => ({ value: String(table.Id), label: table.TableName }))}
        value={tableId === null ? null : String(tableId)}
        onChange={(value) => onChange({ areaId, tableId: value === null ? null : Number(value) })}
        disabled={area === null}
        nothingFoundMessage={t('tables.dialogs.noEmptyTables')}
        error={tableError ?? undefined}
        comboboxProps={{ withinPortal: true }}
        data-testid={`${testIdPrefix}-table`}
      />
    </Group>
  );
}

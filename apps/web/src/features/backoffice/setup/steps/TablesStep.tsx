import { Box, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_AREA_SIZE, setupTableGrid, tableFootprint } from '@kasir/domain';
import { maxTablesFor } from '../setup-draft.ts';
import { TOUCH_SIZE, useFieldError, type StepProps } from './step-props.ts';

const PREVIEW_WIDTH_PX = 360;
const PREVIEW_SCALE = PREVIEW_WIDTH_PX / DEFAULT_AREA_SIZE.width;

/** Step 4: one area and its tables, laid out on a grid the way the server will place them. */
export function TablesStep(props: StepProps) {
  const { t } = useTranslation();
  const errorOf = useFieldError(props);
  const { area } = props.draft;
  const set = (patch: Partial<typeof area>) => props.update((draft) => ({ ...draft, area: { ...draft.area, ...patch } }));
  const capacity = Number(area.capacityText);
  const count = Number(area.tableCountText);
  const isCapacityValid = Number.isInteger(capacity) && capacity >= 1;
  const points = isCapacityValid && Number.isInteger(count) && count >= 1 ? setupTableGrid(count, capacity) : null;
  const footprint = tableFootprint(isCapacityValid ? capacity : 1);

  return (
    <Group align="flex-start" gap="xl" wrap="nowrap">
      <Stack gap="md" flex={1}>
        <Text c="dimmed">{t('boSetup.tables.hint')}</Text>
        <TextInput size={TOUCH_SIZE} label={t('boSetup.tables.areaName')} value={area.name} error={errorOf('area.name')} onChange={(event) => set({ name: event.currentTarget.value })} withAsterisk />
        <Group grow align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            size={TOUCH_SIZE}
            label={t('boSetup.tables.tableCount')}
            inputMode="numeric"
            value={area.tableCountText}
            error={errorOf('area.tableCount')}
            onChange={(event) => set({ tableCountText: event.currentTarget.value })}
          />
          <TextInput
            size={TOUCH_SIZE}
            label={t('boSetup.tables.capacity')}
            inputMode="numeric"
            value={area.capacityText}
            error={errorOf('area.capacity')}
            onChange={(event) => set({ capacityText: event.currentTarget.value })}
          />
        </Group>
        {isCapacityValid ? (
          <Text size="sm" c="dimmed">
            {t('boSetup.tables.fitHint', { count: maxTablesFor(capacity) })}
          </Text>
        ) : null}
      </Stack>
      <Stack gap={6}>
        <Text fw={500}>{t('boSetup.tables.preview')}</Text>
        <Box
          role="img"
          aria-label={t('boSetup.tables.preview')}
          pos="relative"
          w={PREVIEW_WIDTH_PX}
          h={DEFAULT_AREA_SIZE.height * PREVIEW_SCALE}
          bg="gray.0"
          bd="1px solid var(--mantine-color-gray-4)"
          bdrs="md"
        >
          {(points ?? []).map((point, index) => (
            <Box
              key={index}
              pos="absolute"
              left={point.x * PREVIEW_SCALE}
              top={point.y * PREVIEW_SCALE}
              w={footprint.width * PREVIEW_SCALE}
              h={footprint.height * PREVIEW_SCALE}
              bg="teal.1"
              bd="1px solid var(--mantine-color-teal-6)"
              bdrs="sm"
              style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 12, fontWeight: 600 }}
            >
              {`T${index + 1}`}
            </Box>
          ))}
        </Box>
      </Stack>
    </Group>
  );
}

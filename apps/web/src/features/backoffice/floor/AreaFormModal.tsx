import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_AREA_SIZE } from '@kasir/domain';
import type { FloorArea } from '@kasir/contracts';
import { parseAreaSize } from '../../tables/floor/floor-plan.ts';

export type AreaDraft = { Name: string; AreaSize: string; Charge: number };

export interface AreaFormModalProps {
  /** The area being edited, or null for a new one. */
  area: FloorArea | null;
  /** The outlet's currency code ('Rp'), shown before the charge. */
  currencyCode: string;
  isSaving: boolean;
  onSave(draft: AreaDraft): void;
  onClose(): void;
}

/** Not in the spec: the largest side the back office offers (the server caps it too). */
const MAX_SIDE = 10_000;

/** Name, size of the plan (AreaSize 'width*height') and the charge added to orders seated there. */
export function AreaFormModal({ area, currencyCode, isSaving, onSave, onClose }: AreaFormModalProps) {
  const { t } = useTranslation();
  const size = area ? parseAreaSize(area.AreaSize) : DEFAULT_AREA_SIZE;
  const [name, setName] = useState(area?.Name ?? '');
  const [width, setWidth] = useState<number | string>(size.width);
  const [height, setHeight] = useState<number | string>(size.height);
  const [charge, setCharge] = useState<number | string>(area?.Charge ?? 0);
  const isSideValid = (value: number | string) => Number.isInteger(Number(value)) && Number(value) > 0 && Number(value) <= MAX_SIDE;
  const nameError = name.trim() === '' ? t('backOffice.required', { field: t('boFloor.area.name') }) : null;

  function save() {
    if (nameError || !isSideValid(width) || !isSideValid(height) || Number(charge) < 0) return;
    onSave({ Name: name.trim(), AreaSize: `${Number(width)}*${Number(height)}`, Charge: Number(charge) });
  }

  return (
    <Modal opened onClose={onClose} title={area ? t('boFloor.area.editTitle', { name: area.Name }) : t('boFloor.area.newTitle')} centered size="md">
      <Stack gap="sm">
        <TextInput label={t('boFloor.area.name')} value={name} onChange={(event) => setName(event.currentTarget.value)} error={nameError} size="md" maxLength={60} data-autofocus />
        <Group grow>
          <NumberInput label={t('boFloor.area.width')} value={width} onChange={setWidth} min={1} max={MAX_SIDE} allowDecimal={false} error={isSideValid(width) ? null : t('boFloor.area.sideError')} size="md" />
          <NumberInput label={t('boFloor.area.height')} value={height} onChange={setHeight} min={1} max={MAX_SIDE} allowDecimal={false} error={isSideValid(height) ? null : t('boFloor.area.sideError')} size="md" />
        </Group>
        <NumberInput
          label={t('boFloor.area.charge')}
          description={t('boFloor.area.chargeHint')}
          value={charge}
          onChange={setCharge}
          min={0}
          decimalScale={2}
          thousandSeparator="."
          decimalSeparator=","
          prefix={`${currencyCode} `}
          size="md"
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} size="md">
            {t('backOffice.cancel')}
          </Button>
          <Button onClick={save} loading={isSaving} size="md">
            {t('backOffice.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { END_TIME_PRESET_MINUTES, formatOutletTimeOfDay, outletTimeAfter } from '@kasir/domain';
import { useNow } from '../floor/use-now.ts';
import { formatTypedTime, formatUtcOffset, isCompleteTime } from './end-time-text.ts';

/** 'HH:mm' is five characters. */
const TIME_TEXT_LENGTH = 5;

export interface OutletTimeFieldProps {
  label: string;
  /** 'HH:mm' (or what has been typed of it); '' is no end time. */
  value: string;
  onChange(value: string): void;
  timeZoneHours: number;
  /** Presets count from here, or from now when it is past or null (a new seating counts from now). */
  presetBase: Date | null;
  presetsLabel: string;
  disabled?: boolean;
  /** A problem the form found (unfinished time on save). */
  error?: string | null;
  testId: string;
  autoFocus?: boolean;
}

/**
 * An end time on the outlet's clock, never the browser's: typed as 24-hour HH:mm (digits only,
 * the colon comes by itself), with the outlet's UTC offset and its time now beside it, and
 * one-tap presets of END_TIME_PRESET_MINUTES (the package length is not modelled, see domain).
 */
export function OutletTimeField({ label, value, onChange, timeZoneHours, presetBase, presetsLabel, disabled = false, error = null, testId, autoFocus = false }: OutletTimeFieldProps) {
  const { t } = useTranslation();
  const now = useNow(!disabled);
  // A preset counts from the moment it is tapped: the ticking `now` may be up to a second old,
  // which at the turn of a minute would give a minute too early.
  const presetStart = (): Date => {
    const tappedAt = new Date();
    return presetBase !== null && presetBase.getTime() > tappedAt.getTime() ? presetBase : tappedAt;
  };
  const isWrongWhole = value.length === TIME_TEXT_LENGTH && !isCompleteTime(value);
  return (
    <Stack gap={6}>
      <TextInput
        label={label}
        value={value}
        placeholder="HH:mm"
        inputMode="numeric"
        autoComplete="off"
        maxLength={TIME_TEXT_LENGTH}
        size="md"
        disabled={disabled}
        data-autofocus={autoFocus || undefined}
        leftSection={<IconClockHour4 size={18} aria-hidden />}
        description={t('tables.form.endTimeHint', { offset: formatUtcOffset(timeZoneHours), now: formatOutletTimeOfDay(now, timeZoneHours).slice(0, TIME_TEXT_LENGTH) })}
        error={isWrongWhole ? t('tables.form.endTimeInvalid') : error}
        data-testid={testId}
        styles={{ input: { fontWeight: 700, fontVariantNumeric: 'tabular-nums', letterSpacing: 1 } }}
        onChange={(event) => onChange(formatTypedTime(event.currentTarget.value))}
      />
      <Text fz="xs" c="dimmed" id={`${testId}-presets`}>
        {presetsLabel}
      </Text>
      <Group gap={6} grow role="group" aria-labelledby={`${testId}-presets`}>
        {END_TIME_PRESET_MINUTES.map((minutes) => (
          <Button
            key={minutes}
            size="sm"
            px={4}
            fz="md"
            variant="light"
            disabled={disabled}
            data-testid={`${testId}-preset-${minutes}`}
            onClick={() => onChange(outletTimeAfter(presetStart(), minutes, timeZoneHours))}
          >
            {t('tables.form.preset', { minutes })}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

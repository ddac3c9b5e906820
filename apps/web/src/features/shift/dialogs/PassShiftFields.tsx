import { Loader, PasswordInput, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PIN_LENGTH } from '@kasir/domain';
import { errorMessageOf } from '../../../api/http-client.ts';
import { useSessionStore } from '../../session/session-store.ts';
import { usePassCandidatesQuery } from '../api.ts';

export interface PassShiftFieldsProps {
  nextUsername: string | null;
  onNextUsernameChange(username: string | null): void;
  pin: string;
  onPinChange(pin: string): void;
  cashierError: string | null;
  pinError: string | null;
  isDisabled: boolean;
}

/**
 * Spec §6 passing a shift: the other users with a role on this outlet, and the next
 * cashier's 6-digit PIN (typed here: a second PIN pad would catch the cash field's keys).
 */
export function PassShiftFields(props: PassShiftFieldsProps) {
  const { t } = useTranslation();
  const outletId = useSessionStore((state) => state.outlet?.Id ?? null);
  const candidates = usePassCandidatesQuery(outletId, true);

  if (candidates.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (candidates.isError) return <Text c="red">{errorMessageOf(candidates.error)}</Text>;

  return (
    <Stack gap="sm" data-testid="pass-shift-fields">
      <Select
        label={t('shift.pass.nextCashier')}
        placeholder={t('shift.pass.nextCashierPlaceholder')}
        data={candidates.data.map((candidate) => ({ value: candidate.Username, label: `${candidate.Name} (${candidate.Username})` }))}
        value={props.nextUsername}
        onChange={(value) => props.onNextUsernameChange(value)}
        nothingFoundMessage={t('shift.pass.noCandidates')}
        error={props.cashierError ?? undefined}
        disabled={props.isDisabled}
        comboboxProps={{ withinPortal: true, zIndex: 400 }}
        size="md"
        data-testid="pass-shift-cashier"
      />
      <PasswordInput
        label={t('shift.pass.pin')}
        value={props.pin}
        onChange={(event) => props.onPinChange(event.currentTarget.value.replace(/\D/g, '').slice(0, PIN_LENGTH))}
        inputMode="numeric"
        autoComplete="off"
        error={props.pinError ?? undefined}
        disabled={props.isDisabled}
        size="md"
        data-testid="pass-shift-pin"
      />
    </Stack>
  );
}

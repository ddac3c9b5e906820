import { useState } from 'react';
import { Button, CloseButton, Group, NumberInput, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { MEMBER_SEARCH_DEBOUNCE_MS, MemberExpiryStatus, type TimeMembershipRefusal } from '@kasir/domain';
import { useTranslateMessage } from '../../i18n/messages.ts';
import { useMemberListQuery } from './api.ts';
import { isMemberOfOwner, memberExpiryOf } from './member-expiry-view.ts';
import type { MemberPlayValues } from './member-play.ts';

/** How many members the side form offers for a search: it is a narrow column. */
const PLAY_PICKER_ROWS = 5;

export interface MemberPlayFieldsProps {
  values: MemberPlayValues;
  error: TimeMembershipRefusal | null;
  disabled: boolean;
  onChange(patch: Partial<MemberPlayValues>): void;
}

/**
 * Member play in the side form of a time-based table (spec §5): the card number, the member
 * (searched by name, phone or number, debounced 1 s) with her saved minutes, and the minutes to
 * play; the refusal of domain checkTimeMembership under the field it concerns.
 */
export function MemberPlayFields({ values, error, disabled, onChange }: MemberPlayFieldsProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), MEMBER_SEARCH_DEBOUNCE_MS);
  const isPicking = values.UseMembership && values.Member === null;
  const members = useMemberListQuery(keyword);
  // An expired membership plays no saved minutes (the server refuses it): not offered.
  const candidates = (members.data ?? []).filter((member) => isMemberOfOwner(member) && memberExpiryOf(member, new Date())?.status !== MemberExpiryStatus.EXPIRED).slice(0, PLAY_PICKER_ROWS);
  const errorFor = (field: TimeMembershipRefusal['field']) => (error?.field === field ? translateMessage(error.message) : undefined);
  return (
    <Stack gap="xs" data-testid="member-play">
      <Switch
        label={t('members.play.useMembership')}
        checked={values.UseMembership}
        disabled={disabled}
        onChange={(event) => onChange({ UseMembership: event.currentTarget.checked })}
      />
      {values.UseMembership ? (
        <>
          <TextInput label={t('members.play.cardNo')} value={values.MemberCardNo} disabled={disabled} onChange={(event) => onChange({ MemberCardNo: event.currentTarget.value })} error={errorFor('memberCardNo')} />
          {values.Member ? (
            <Paper withBorder radius="md" p="xs" data-testid="member-play-chosen">
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={0}>
                  <Text fw={600}>{values.Member.Name}</Text>
                  <Text fz="sm" c="dimmed">
                    {t('members.play.saved', { count: values.Member.SavedMinutes })}
                  </Text>
                </Stack>
                <CloseButton aria-label={t('members.form.cancel')} disabled={disabled} onClick={() => onChange({ Member: null })} />
              </Group>
            </Paper>
          ) : (
            <TextInput
              label={t('members.play.member')}
              placeholder={t('members.play.memberSearch')}
              value={search}
              disabled={disabled}
              onChange={(event) => setSearch(event.currentTarget.value)}
              error={errorFor('memberId')}
            />
          )}
          {isPicking && candidates.length > 0 ? (
            <Stack gap={4} role="group" aria-label={t('members.play.member')}>
              {candidates.map((member) => (
                <Button
                  key={member.Id}
                  variant="default"
                  justify="space-between"
                  disabled={disabled}
                  onClick={() => onChange({ Member: { Id: member.Id, Name: member.Name, SavedMinutes: member.SavedMinutes } })}
                  rightSection={<Text fz="xs" c="dimmed">{t('members.play.saved', { count: member.SavedMinutes })}</Text>}
                >
                  {member.Name}
                </Button>
              ))}
            </Stack>
          ) : null}
          <NumberInput
            label={t('members.play.minutes')}
            value={values.Minutes ?? ''}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            disabled={disabled}
            onChange={(value) => onChange({ Minutes: typeof value === 'number' ? value : value === '' ? null : Number(value) })}
            error={errorFor('minutes')}
          />
        </>
      ) : null}
    </Stack>
  );
}

import { useState } from 'react';
import { Button, Checkbox, Group, Loader, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { AdminPromo } from '@kasir/contracts';
import { formatOutletDate } from '@kasir/domain';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { newIdempotencyKey } from '../payments/payments-api.ts';
import { useIssueVouchers, useMemberPicks } from './promos-api.ts';

const SEARCH_DEBOUNCE_MS = 250;

/** Chooses members and an expiry day, then issues one voucher (unique code) to each. */
export function IssueVouchersDialog({ promo, onClose }: { promo: AdminPromo; onClose(): void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword, SEARCH_DEBOUNCE_MS);
  const members = useMemberPicks(debounced.trim());
  const [chosen, setChosen] = useState<number[]>([]);
  const [expiredDate, setExpiredDate] = useState(promo.EndDate >= formatOutletDate(new Date()) ? promo.EndDate : formatOutletDate(new Date()));
  const [key] = useState(newIdempotencyKey);
  const issue = useIssueVouchers(promo.Id);

  const submit = () => {
    if (chosen.length === 0) {
      toast.error(t('boPromos.vouchers.chooseMembers'));
      return;
    }
    issue.mutate(
      { body: { MemberIds: chosen, ExpiredDate: expiredDate }, key },
      {
        onSuccess: (vouchers) => {
          toast.success(t('boPromos.vouchers.issued', { count: vouchers.length }));
          onClose();
        },
        onError: (error) => toast.error(errorMessageOf(error)),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('boPromos.vouchers.issueTitle', { name: promo.Name })} size="lg" centered>
      <Stack gap="md">
        <TextInput type="search" size="md" label={t('boPromos.vouchers.search')} value={keyword} onChange={(event) => setKeyword(event.currentTarget.value)} data-autofocus />
        <ScrollArea.Autosize mah={320}>
          {members.isPending ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
          {members.data?.length === 0 ? <Text c="dimmed">{t('boPromos.vouchers.noMembers')}</Text> : null}
          <Stack gap="xs">
            {members.data?.map((member) => (
              <Checkbox
                key={member.Id}
                size="md"
                label={`${member.Name} · ${member.MemberNumber} · ${member.CategoryName}`}
                checked={chosen.includes(member.Id)}
                onChange={(event) => {
                  const { checked } = event.currentTarget;
                  setChosen((current) => (checked ? [...current, member.Id] : current.filter((id) => id !== member.Id)));
                }}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <TextInput type="date" size="md" w={220} label={t('boPromos.vouchers.expiredDate')} value={expiredDate} onChange={(event) => setExpiredDate(event.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={onClose}>
            {t('backOffice.cancel')}
          </Button>
          <Button size="md" loading={issue.isPending} onClick={submit}>
            {t('boPromos.vouchers.issueCount', { count: chosen.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

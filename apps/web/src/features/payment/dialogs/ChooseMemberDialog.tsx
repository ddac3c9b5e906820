import { useState } from 'react';
import { Badge, Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OrderSchema, type Member, type Order, type UpdateCustomerDataBody } from '@kasir/contracts';
import { MEMBER_SEARCH_DEBOUNCE_MS, SpecMessage } from '@kasir/domain';
import { errorMessageOf, http } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { orderQueryKeys } from '../../order/api.ts';
import { assignVoucherAndPromo, fetchMembers, paymentQueryKeys } from '../api.ts';
import { PickerListFrame } from './PickerListFrame.tsx';
import { useTranslateMessage } from '../../../i18n/messages.ts';
import { isMemberOfOwner, MemberExpiryBadge, MemberModal } from '../../members/index.ts';

export interface ChooseMemberDialogProps {
  order: Order;
  /** The order now has another member (or none): what was chosen to pay with no longer holds. */
  onMemberChanged(): void;
  /** Name and phone only, for a customer who is not a member. */
  onEditCustomer(): void;
  onClose(): void;
}

/** The order's customer block after a member was chosen (spec §3 CustomerData: MemberNumber). */
export function memberCustomerData(order: Order, member: Member | null): UpdateCustomerDataBody {
  // The block's other fields stay; the previous member's number goes.
  const rest: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(order.CustomerData ?? {})) {
    if (key !== 'MemberNumber' && (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) rest[key] = value;
  }
  return {
    Version: order.Version,
    MemberId: member?.Id ?? null,
    ...(member ? { CustomerName: member.Name, PhoneNumber: member.PhoneNumber } : {}),
    CustomerData: member ? { ...rest, MemberNumber: member.MemberNumber } : rest,
  };
}

/**
 * The customer selection the payment's Change button opens (spec §2, §5 member modal): search
 * the owner's members by name, phone or member number (debounced 1 s; empty: the latest), pick
 * one, OK puts them on the order (POST /order/{id}/updateCustomerData), so their points and
 * vouchers can pay; the previous member's vouchers come off the order. 'Member not found' when a search finds nobody; OK with nobody picked says
 * 'Pilih salah satu pelanggan atau klik tombol + tambah baru'. '+ new member' opens the member
 * modal; the new member comes back chosen. Each member shows the spec §4 expiry warning or label.
 */
export function ChooseMemberDialog({ order, onMemberChanged, onEditCustomer, onClose }: ChooseMemberDialogProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), MEMBER_SEARCH_DEBOUNCE_MS);
  const [chosenId, setChosenId] = useState<number | null>(order.MemberId);
  const [isAddingMember, setAddingMember] = useState(false);
  // The list stays while the next search loads; the loader is for the first one only.
  const members = useQuery({ queryKey: paymentQueryKeys.members(keyword), queryFn: () => fetchMembers(keyword), placeholderData: (previous) => previous });
  const save = useMutation({
    mutationFn: async (member: Member | null): Promise<Order> => {
      const updated = await http.post(`/order/${order.Id}/updateCustomerData`, memberCustomerData(order, member), { schema: OrderSchema });
      // The previous member's vouchers cannot pay for another member (the server refuses them):
      // they come off, the promos stay, and the server prices the order again.
      const promos = updated.OrderPromos.filter((promo) => promo.MemberVoucherId === null);
      if (promos.length === updated.OrderPromos.length) return updated;
      return assignVoucherAndPromo(order.Id, { Version: updated.Version, Promos: promos.map((promo) => ({ OutletPromoId: promo.OutletPromoId })), Vouchers: [] });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: orderQueryKeys.detail(order.Id) });
    },
  });
  const put = (member: Member | null): void => {
    if ((member?.Id ?? null) === order.MemberId) return onClose();
    save.mutateAsync(member).then(
      () => {
        onMemberChanged();
        onClose();
      },
      (error: unknown) => toast.error(errorMessageOf(error)),
    );
  };
  const list = members.data ?? [];
  return (
    <PickerListFrame
      testIdPrefix="member"
      title={t('payment.member.title')}
      searchLabel={t('payment.member.search')}
      search={search}
      onSearch={setSearch}
      isLoading={members.isPending}
      loadingLabel={t('payment.member.loading')}
      isSaving={save.isPending}
      onCancel={onClose}
      onOk={() => {
        const chosen = list.find((member) => member.Id === chosenId);
        if (chosen) put(chosen);
        else if (chosenId !== null && chosenId === order.MemberId) onClose();
        else toast.error(SpecMessage.PICK_CUSTOMER_OR_ADD);
      }}
    >
      <Stack gap="xs">
        <Group gap="xs">
          <Button variant="filled" onClick={() => setAddingMember(true)} data-testid="member-add-new">
            {t('members.picker.addNew')}
          </Button>
          <Button variant="light" onClick={onEditCustomer} data-testid="member-name-only">
            {t('payment.member.nameOnly')}
          </Button>
          {order.MemberId !== null ? (
            <Button variant="subtle" color="red" onClick={() => put(null)} loading={save.isPending} data-testid="member-remove">
              {t('payment.member.remove')}
            </Button>
          ) : null}
        </Group>
        {list.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl" data-testid="member-empty">
            {keyword === '' ? t('payment.member.none') : translateMessage(SpecMessage.MEMBER_NOT_FOUND)}
          </Text>
        ) : (
          <Radio.Group value={chosenId === null ? null : String(chosenId)} onChange={(value) => setChosenId(Number(value))}>
            <Stack gap="xs">
              {list.map((member) => (
                <Paper key={member.Id} withBorder radius="md" p="sm" data-testid={`member-${member.Id}`}>
                  <Radio
                    size="md"
                    value={String(member.Id)}
                    aria-label={member.Name}
                    label={
                      <Stack gap={0}>
                        <Group gap="xs">
                          <Text fw={600}>{member.Name}</Text>
                          <MemberExpiryBadge member={member} />
                          {/* A walk-in customer is no member: no member number, no points to spend. */}
                          {!isMemberOfOwner(member) && (
                            <Badge variant="outline" color="gray" data-testid="walk-in-customer">
                              {t('members.list.customer')}
                            </Badge>
                          )}
                        </Group>
                        {isMemberOfOwner(member) ? (
                          <>
                            <Text fz="sm" c="dimmed">
                              {member.PhoneNumber} · {t('payment.customer.memberNumber')} {member.MemberNumber}
                              {member.MemberCategoryName ? ` · ${member.MemberCategoryName}` : ''}
                            </Text>
                            <Text fz="sm" c="teal">
                              {t('payment.customer.points', { points: member.Point.toLocaleString('id-ID') })}
                            </Text>
                          </>
                        ) : (
                          <Text fz="sm" c="dimmed">
                            {member.PhoneNumber}
                          </Text>
                        )}
                      </Stack>
                    }
                  />
                </Paper>
              ))}
            </Stack>
          </Radio.Group>
        )}
      </Stack>
      {isAddingMember ? (
        <MemberModal
          onSaved={(memberId) => {
            // The new member heads the latest list: chosen there, OK puts her on the order.
            setAddingMember(false);
            setSearch('');
            setChosenId(memberId);
          }}
          onClose={() => setAddingMember(false)}
        />
      ) : null}
    </PickerListFrame>
  );
}

import { useMemo, useState } from 'react';
import { Button, Group, Loader, Modal, Radio, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SpecMessage } from '@kasir/domain';
import type { Order } from '@kasir/contracts';
import { addFreeOrderProduct, useOutletProductsQuery } from '../api.ts';
import { rewardCandidates } from '../order-rules.ts';
import { useOrderChange } from '../use-order-change.ts';
import { useTranslateMessage } from '../../../i18n/messages.ts';

export interface RewardDialogProps {
  order: Order;
  onClose(): void;
}

/**
 * Spec §2 reward product: one free item added to the order (POST addFreeOrderProduct). The
 * spec asks one item ('Harap Pilih salah 1 item') and whether to print a receipt ('Harus di pilih!').
 */
export function RewardDialog({ order, onClose }: RewardDialogProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const products = useOutletProductsQuery(true);
  const [search, setSearch] = useState('');
  const [productId, setProductId] = useState<number | null>(null);
  // Asked as the spec asks it; printing the reward receipt belongs to the printing feature (not wired yet).
  const [printChoice, setPrintChoice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const candidates = useMemo(() => rewardCandidates(products.data ?? [], search), [products.data, search]);
  const chosen = products.data?.find((product) => product.Id === productId);
  const reward = useOrderChange({
    mutationFn: (outletProductId: number) => addFreeOrderProduct(order.Id, { Version: order.Version, OutletProductId: outletProductId, Quantity: 1 }),
    successMessage: t('order.reward.done', { name: chosen?.Name ?? '' }),
    onDone: onClose,
    onRefused: setProblem,
  });

  function submit() {
    const nextProblem = productId === null ? SpecMessage.REWARD_PICK_ONE : printChoice === null ? SpecMessage.MUST_CHOOSE : null;
    setProblem(nextProblem);
    if (nextProblem === null && productId !== null) reward.mutate(productId);
  }

  return (
    <Modal opened onClose={onClose} title={t('order.reward.title')} centered size="lg">
      <Stack gap="md" data-testid="reward-dialog">
        <TextInput leftSection={<IconSearch size={16} />} placeholder={t('order.list.search')} value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
        {products.isPending ? (
          <Loader size="sm" />
        ) : (
          <ScrollArea.Autosize mah={280}>
            <Radio.Group value={productId === null ? '' : String(productId)} onChange={(value) => setProductId(Number(value))}>
              <Stack gap={6}>
                {candidates.length === 0 && <Text c="dimmed">{translateMessage(SpecMessage.NO_DATA)}</Text>}
                {candidates.map((product) => (
                  <UnstyledButton key={product.Id} onClick={() => setProductId(product.Id)}>
                    <Radio value={String(product.Id)} label={product.Name} data-testid={`reward-product-${product.Id}`} />
                  </UnstyledButton>
                ))}
              </Stack>
            </Radio.Group>
          </ScrollArea.Autosize>
        )}
        <Radio.Group label={t('order.reward.printReceipt')} value={printChoice ?? ''} onChange={setPrintChoice}>
          <Group mt={4}>
            <Radio value="yes" label={t('order.reward.yes')} data-testid="reward-print-yes" />
            <Radio value="no" label={t('order.reward.no')} data-testid="reward-print-no" />
          </Group>
        </Radio.Group>
        {problem !== null && (
          <Text c="red" fw={600} role="alert" data-testid="dialog-error">
            {translateMessage(problem)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={reward.isPending}>
            {t('order.actions.cancel')}
          </Button>
          <Button onClick={submit} loading={reward.isPending} data-testid="dialog-submit">
            {t('order.reward.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

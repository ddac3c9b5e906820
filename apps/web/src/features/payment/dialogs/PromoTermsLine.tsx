import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PromoOffered } from '@kasir/contracts';
import { promoTermsOf, promoUsageLabel } from '../promo-rules.ts';

/** A promo's terms under its name in the picker: payment methods, minimum and maximum purchase, usage (spec §3, §9). */
export function PromoTermsLine({ promo, money }: { promo: PromoOffered; money(rupiah: number): string }) {
  const { t } = useTranslation();
  const terms = promoTermsOf(promo);
  const usage = promoUsageLabel(promo);
  const parts: Array<{ key: string; text: string }> = [];
  if (terms.paymentMethods.length > 0) parts.push({ key: 'methods', text: t('payment.promo.onlyWith', { methods: terms.paymentMethods.join(', ') }) });
  if (terms.minimumPurchase !== null) parts.push({ key: 'minimum', text: t('payment.promo.minimum', { amount: money(terms.minimumPurchase) }) });
  if (terms.maximumPurchase !== null) parts.push({ key: 'maximum', text: t('payment.promo.maximum', { amount: money(terms.maximumPurchase) }) });
  if (usage) parts.push({ key: 'usage', text: t('payment.promo.usage', { usage }) });
  if (parts.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap" data-testid={`promo-terms-${promo.Id}`}>
      {parts.map((part, index) => (
        <Text key={part.key} fz="xs" c="dimmed" data-testid={`promo-${part.key}-${promo.Id}`}>
          {index > 0 ? `· ${part.text}` : part.text}
        </Text>
      ))}
    </Group>
  );
}

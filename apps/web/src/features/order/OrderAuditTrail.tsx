import { Badge, Group, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOutletDateTime } from '../session/use-outlet-date-time.ts';
import { formatNumber } from '@kasir/domain';
import type { OrderAudit } from '@kasir/contracts';
import { auditFieldChanges, auditValueFormat, billAuditDetail, isBillAuditAction, type AuditWords } from './order-audit.ts';
import { useOrderMoney } from './order-money.ts';

/** Who changed what on the order, approved by whom and why (issue 4 audit trail), newest first. */
export function OrderAuditTrail({ audits }: { audits: readonly OrderAudit[] }) {
  const { t } = useTranslation();
  const formatTime = useOutletDateTime();
  const formatAmount = useOrderMoney();
  const words: AuditWords = {
    money: formatAmount,
    count: formatNumber,
    status: (code, isLine) => (isLine ? t(`order.audit.lineStatus.${code}`, { defaultValue: String(code) }) : t(`tables.orderStatus.${code}`, { defaultValue: String(code) })),
    productType: (code) => t(`order.audit.productType.${code}`, { defaultValue: String(code) }),
  };
  const fieldName = (field: string) => t(`order.audit.fields.${field}`, { defaultValue: field });
  const billText = (audit: OrderAudit): string | null => {
    const detail = billAuditDetail(audit.Action, audit.After, formatAmount);
    return detail ? t(`order.audit.details.${detail.key}`, detail.values) : null;
  };
  if (audits.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        {t('order.audit.empty')}
      </Text>
    );
  }
  const newestFirst = [...audits].sort((left, right) => right.CreatedOn.localeCompare(left.CreatedOn));
  return (
    <Timeline bulletSize={14} lineWidth={2} data-testid="audit-trail">
      {newestFirst.map((audit) => (
        <Timeline.Item
          key={audit.Id}
          title={
            <Group gap={6}>
              <Badge size="sm" variant="light">
                {t(`order.audit.actions.${audit.Action}`, { defaultValue: audit.Action })}
              </Badge>
              <Text fz="xs" c="dimmed">
                {formatTime(audit.CreatedOn)}
              </Text>
            </Group>
          }
          data-testid={`audit-${audit.Id}`}
        >
          <Stack gap={0}>
            <Text fz="sm">
              {audit.ApproverName
                ? t('order.audit.byWithApprover', { actor: audit.ActorName, approver: audit.ApproverName })
                : t('order.audit.by', { actor: audit.ActorName })}
            </Text>
            {audit.Reason && (
              <Text fz="sm" c="dimmed">
                {t('order.audit.reason', { reason: audit.Reason })}
              </Text>
            )}
            {isBillAuditAction(audit.Action) && billText(audit) !== null && (
              <Text fz="xs" c="dimmed" data-testid="audit-detail">
                {billText(audit)}
              </Text>
            )}
            {!isBillAuditAction(audit.Action) && auditFieldChanges(audit.Before, audit.After, auditValueFormat(audit.OrderProductId !== null, words)).map((change) => (
              <Text key={change.field} fz="xs" c="dimmed">
                {change.field === '' ? '' : `${fieldName(change.field)}: `}
                {change.before} → {change.after}
              </Text>
            ))}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}


import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SpecMessage } from '@kasir/domain';
import { toast } from '../../shared/ui/toast.ts';
import { PrintShiftButton } from '../printing/index.ts';

/**
 * Print of a shift's report through the printing feature; with no shift the button stays and
 * answers 'Shift tidak ditemukan' (spec §5: shift printing needs a shift), asking nothing of the server.
 */
export function ShiftPrintButton({ shiftId }: { shiftId: number | null }) {
  const { t } = useTranslation();
  if (shiftId !== null) return <PrintShiftButton shiftId={shiftId} />;
  return (
    <Button variant="light" leftSection={<IconPrinter size={18} />} onClick={() => toast.error(SpecMessage.SHIFT_NOT_FOUND)} data-testid="print-shift">
      {t('printing.printShift')}
    </Button>
  );
}

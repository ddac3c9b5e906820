import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { printShift } from './print-actions.ts';

/** The shift report on the print set for reports (spec §4 shift and report prints). */
export function PrintShiftButton({ shiftId }: { shiftId: number }) {
  const { t } = useTranslation();
  const [isPrinting, setIsPrinting] = useState(false);
  const run = async (): Promise<void> => {
    setIsPrinting(true);
    try {
      await printShift(shiftId);
    } finally {
      setIsPrinting(false);
    }
  };
  return (
    <Button variant="light" leftSection={<IconPrinter size={18} />} loading={isPrinting} onClick={() => void run()} data-testid="print-shift">
      {t('printing.printShift')}
    </Button>
  );
}

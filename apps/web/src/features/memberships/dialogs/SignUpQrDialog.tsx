import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Center, Group, Image, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { IconPrinter, IconRefresh } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useTranslation } from 'react-i18next';
import { formatOutletDateTime } from '@kasir/domain';
import { errorMessageOf } from '../../../api/http-client.ts';
import { generateSignUpQr, useMemberCategoriesQuery } from '../api.ts';
import { printSignUpSlip } from '../membership-printing.ts';

/** Pixels of the QR drawn on screen: large enough for a phone camera across the counter. */
const QR_IMAGE_PX = 260;

/**
 * The sign-up QR (permission 21, GET /memberCategory/generatedQR): the customer scans it from
 * the screen or from the printed slip (SetReceiptId 7) and fills the sign-up page on their
 * phone; the purchase it makes waits on this screen to be paid. A category may be chosen first.
 */
export function SignUpQrDialog({ timeZoneHours, onClose }: { timeZoneHours: number; onClose(): void }) {
  const { t } = useTranslation();
  const categories = useMemberCategoriesQuery();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const [isPrinting, setIsPrinting] = useState(false);
  const generate = useMutation({ mutationFn: () => generateSignUpQr(categoryId) });
  const qr = generate.data;
  useEffect(() => {
    if (!qr) return;
    let isCurrent = true;
    void QRCode.toDataURL(qr.RedirectUrl, { width: QR_IMAGE_PX, margin: 1 }).then((url) => {
      if (isCurrent) setImage(url);
    });
    return () => {
      isCurrent = false;
    };
  }, [qr]);
  const print = () => {
    if (!qr) return;
    setIsPrinting(true);
    void printSignUpSlip(qr.Id).finally(() => setIsPrinting(false));
  };
  return (
    <Modal opened onClose={onClose} title={t('memberships.qr.title')} centered size="md">
      <Stack gap="md" data-testid="signup-qr-dialog">
        <Select
          label={t('memberships.qr.category')}
          placeholder={t('memberships.qr.anyCategory')}
          clearable
          data={(categories.data ?? []).map((category) => ({ value: String(category.Id), label: category.Name }))}
          value={categoryId === null ? null : String(categoryId)}
          onChange={(value) => setCategoryId(value === null ? null : Number(value))}
          comboboxProps={{ zIndex: 400 }}
          data-testid="signup-qr-category"
        />
        {generate.isError && <Alert color="red">{errorMessageOf(generate.error)}</Alert>}
        {qr ? (
          <Stack gap="xs" align="center">
            {image ? <Image src={image} w={QR_IMAGE_PX} h={QR_IMAGE_PX} alt={t('memberships.qr.imageAlt')} data-testid="signup-qr-image" /> : <Loader />}
            <Anchor href={qr.RedirectUrl} target="_blank" fz="xs" style={{ wordBreak: 'break-all' }} data-testid="signup-qr-url">
              {qr.RedirectUrl}
            </Anchor>
            <Text fz="xs" c="dimmed">
              {t('memberships.qr.validUntil', { time: formatOutletDateTime(qr.ExpiredAt, timeZoneHours) })}
            </Text>
          </Stack>
        ) : (
          <Center py="md">
            <Text c="dimmed" ta="center">
              {t('memberships.qr.hint')}
            </Text>
          </Center>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('memberships.close')}
          </Button>
          {qr && (
            <Button variant="light" leftSection={<IconPrinter size={18} />} loading={isPrinting} onClick={print} data-testid="signup-qr-print">
              {t('memberships.qr.print')}
            </Button>
          )}
          <Button leftSection={<IconRefresh size={18} />} loading={generate.isPending} onClick={() => generate.mutate()} data-testid="signup-qr-generate">
            {qr ? t('memberships.qr.again') : t('memberships.qr.generate')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

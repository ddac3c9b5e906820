import { useState } from 'react';
import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IMAGE_UPLOAD_MAX_BYTES, ImageKind } from '@kasir/domain';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { uploadImage, uploadedImageUrl } from './payments-api.ts';

const BYTES_PER_MB = 1024 * 1024;
const ACCEPTED = Object.values(ImageKind)
  .map((kind) => kind.contentType)
  .join(',');

type Picked = { id: number; fileName: string } | null;

/** Uploads an image at once (POST /image/upload) and shows it as the tills will. */
export function ImagePicker({ value, altName, onChange }: { value: Picked; altName: string; onChange(image: Picked): void }) {
  const { t } = useTranslation();
  const [isUploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setUploading(true);
    try {
      const image = await uploadImage(file);
      onChange({ id: image.Id, fileName: image.FileName });
      toast.success(t('boPayments.uploaded'));
    } catch (cause) {
      setError(errorMessageOf(cause));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap={6}>
      <Text fw={600} size="md">
        {t('boPayments.fields.image')}
      </Text>
      <Group gap="md" align="center">
        {value ? <Image src={uploadedImageUrl(value.fileName)} alt={t('boPayments.fields.imagePreview', { name: altName })} w={72} h={72} fit="contain" radius="md" bd="1px solid var(--mantine-color-gray-3)" /> : null}
        <FileButton onChange={(file) => void upload(file)} accept={ACCEPTED}>
          {(props) => (
            <Button {...props} variant="light" size="md" loading={isUploading} leftSection={<IconPhotoUp size={18} />}>
              {t('boPayments.fields.uploadImage')}
            </Button>
          )}
        </FileButton>
        {value ? (
          <Button variant="subtle" color="red" size="md" leftSection={<IconTrash size={18} />} onClick={() => onChange(null)}>
            {t('boPayments.fields.removeImage')}
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
        {error ?? t('boPayments.fields.imageHint', { size: IMAGE_UPLOAD_MAX_BYTES / BYTES_PER_MB })}
      </Text>
    </Stack>
  );
}

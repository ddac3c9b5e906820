import { useState } from 'react';
import { Alert, Badge, Button, FileButton, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileImport, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MenuImportPreview, MenuImportResult } from '@kasir/contracts';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useBackOfficeOutlet } from '../api.ts';
import { downloadMenuCsv, readCsvFile, useMenuImport, useMenuImportPreview } from './menu-import-api.ts';
import { MenuImportProblems, MenuImportRows } from './MenuImportPreviewTable.tsx';

interface Chosen {
  fileName: string;
  csv: string;
  preview: MenuImportPreview;
}

/** Route /backoffice/menu-import: the chosen outlet's menu out to a CSV file and back in, with a preview first. */
export function MenuImportScreen() {
  const { t } = useTranslation();
  const { outlet, isPending } = useBackOfficeOutlet();
  const outletId = outlet?.Id ?? 0;
  const preview = useMenuImportPreview(outletId);
  const importer = useMenuImport(outletId);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [result, setResult] = useState<MenuImportResult | null>(null);
  const [isExporting, setExporting] = useState(false);

  if (isPending) return <Loader aria-label={t('common.loading')} />;
  if (!outlet) return <Text>{t('backOffice.noOutlets')}</Text>;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const fileName = await downloadMenuCsv(outlet.Id);
      toast.success(t('boMenuImport.exported', { file: fileName }));
    } catch (error) {
      toast.error(errorMessageOf(error));
    } finally {
      setExporting(false);
    }
  };

  const chooseFile = async (file: File | null) => {
    if (!file) return;
    setResult(null);
    setChosen(null);
    try {
      const csv = await readCsvFile(file);
      const answer = await preview.mutateAsync(csv);
      setChosen({ fileName: file.name, csv, preview: answer });
    } catch (error) {
      toast.error(errorMessageOf(error));
    }
  };

  const confirmImport = () => {
    if (!chosen) return;
    importer.mutate(chosen.csv, {
      onSuccess: (done) => {
        setResult(done);
        setChosen(null);
        toast.success(t('boMenuImport.importedToast', { count: done.Created + done.Updated }));
      },
      onError: (error) => toast.error(errorMessageOf(error)),
    });
  };

  const changes = chosen ? chosen.preview.Create + chosen.preview.Update : 0;
  const hasProblems = (chosen?.preview.Problems.length ?? 0) > 0;

  return (
    <Stack gap="lg" data-testid="bo-menu-import">
      <Stack gap={4}>
        <Title order={2}>{t('boMenuImport.title')}</Title>
        <Text c="dimmed">{t('boMenuImport.subtitle', { outlet: outlet.Name })}</Text>
      </Stack>
      <Paper withBorder p="md">
        <Group justify="space-between" align="center">
          <Stack gap={2} maw={640}>
            <Text fw={600}>{t('boMenuImport.export.title')}</Text>
            <Text c="dimmed" size="sm">{t('boMenuImport.export.description')}</Text>
          </Stack>
          <Button size="md" variant="light" leftSection={<IconDownload size={18} />} loading={isExporting} onClick={() => void exportCsv()}>
            {t('boMenuImport.export.button')}
          </Button>
        </Group>
      </Paper>
      <Paper withBorder p="md">
        <Group justify="space-between" align="center">
          <Stack gap={2} maw={640}>
            <Text fw={600}>{t('boMenuImport.import.title')}</Text>
            <Text c="dimmed" size="sm">{t('boMenuImport.import.description')}</Text>
          </Stack>
          <FileButton onChange={(file) => void chooseFile(file)} accept=".csv,text/csv,text/plain">
            {(props) => (
              <Button {...props} size="md" leftSection={<IconUpload size={18} />} loading={preview.isPending}>
                {t('boMenuImport.import.button')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Paper>
      {preview.isPending ? (
        <Group>
          <Loader size="sm" />
          <Text>{t('boMenuImport.checking')}</Text>
        </Group>
      ) : null}
      {result ? (
        <Alert color="teal" title={t('boMenuImport.done.title')} data-testid="menu-import-done">
          {t('boMenuImport.done.summary', { created: result.Created, updated: result.Updated, unchanged: result.Unchanged, categories: result.CategoriesCreated, departments: result.DepartmentsCreated })}
        </Alert>
      ) : null}
      {chosen ? (
        <Stack gap="md">
          <Group gap="sm">
            <Text fw={600}>{chosen.fileName}</Text>
            <Badge color="teal" variant="light">{t('boMenuImport.counts.create', { count: chosen.preview.Create })}</Badge>
            <Badge color="blue" variant="light">{t('boMenuImport.counts.update', { count: chosen.preview.Update })}</Badge>
            <Badge color="gray" variant="light">{t('boMenuImport.counts.unchanged', { count: chosen.preview.Unchanged })}</Badge>
            {hasProblems ? <Badge color="red">{t('boMenuImport.counts.problems', { count: chosen.preview.Problems.length })}</Badge> : null}
          </Group>
          {hasProblems ? (
            <Alert color="red" title={t('boMenuImport.problems.title')}>
              <Stack gap="sm">
                <Text>{t('boMenuImport.problems.description')}</Text>
                <MenuImportProblems problems={chosen.preview.Problems} />
              </Stack>
            </Alert>
          ) : null}
          {chosen.preview.NewCategories.length + chosen.preview.NewDepartments.length > 0 ? (
            <Text size="sm" c="dimmed">
              {t('boMenuImport.newNames', { categories: chosen.preview.NewCategories.join(', ') || '—', departments: chosen.preview.NewDepartments.join(', ') || '—' })}
            </Text>
          ) : null}
          <MenuImportRows preview={chosen.preview} currencyCode={outlet.CurrencyCode} />
          <Group justify="flex-end">
            <Button size="md" variant="default" onClick={() => setChosen(null)} disabled={importer.isPending}>
              {t('common.cancel')}
            </Button>
            <Button size="md" leftSection={<IconFileImport size={18} />} disabled={hasProblems || changes === 0} loading={importer.isPending} onClick={confirmImport}>
              {t('boMenuImport.confirm', { count: changes })}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}

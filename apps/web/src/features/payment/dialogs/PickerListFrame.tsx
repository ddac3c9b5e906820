import type { ReactNode } from 'react';
import { Button, Center, Group, Loader, Modal, ScrollArea, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LockButton } from '../../shell/LockButton.tsx';

export interface PickerListFrameProps {
  /** "promo" or "voucher": the picker's test ids (`<prefix>-picker`, `-search`, `-loading`, `-cancel`, `-ok`). */
  testIdPrefix: string;
  title: string;
  searchLabel: string;
  search: string;
  onSearch(search: string): void;
  isLoading: boolean;
  /** The loader's spoken name, where the picker has one. */
  loadingLabel?: string;
  isSaving: boolean;
  onCancel(): void;
  onOk(): void;
  /** The list, or why there is none; shown when not loading. */
  children: ReactNode;
}

/**
 * The frame the spec §2 promo and voucher pickers share: a search box, a scrolling list (a loader
 * while it loads), the lock button, Cancel and OK.
 */
export function PickerListFrame(props: PickerListFrameProps) {
  const { t } = useTranslation();
  const prefix = props.testIdPrefix;
  return (
    <Modal opened onClose={props.onCancel} title={props.title} size="lg" centered zIndex={300} closeOnClickOutside={!props.isSaving}>
      <Stack gap="md" data-testid={`${prefix}-picker`}>
        <TextInput
          placeholder={props.searchLabel}
          aria-label={props.searchLabel}
          leftSection={<IconSearch size={18} />}
          value={props.search}
          onChange={(event) => props.onSearch(event.currentTarget.value)}
          size="md"
          data-testid={`${prefix}-search`}
        />
        <ScrollArea.Autosize mah={420}>
          {props.isLoading ? (
            <Center py="xl">
              <Loader data-testid={`${prefix}-loading`} aria-label={props.loadingLabel} />
            </Center>
          ) : (
            props.children
          )}
        </ScrollArea.Autosize>
        <Group justify="space-between">
          <LockButton />
          <Group gap="sm">
            <Button variant="default" size="md" onClick={props.onCancel} disabled={props.isSaving} data-testid={`${prefix}-cancel`}>
              {t('payment.promo.cancel')}
            </Button>
            <Button size="md" onClick={props.onOk} loading={props.isSaving} data-testid={`${prefix}-ok`}>
              {t('payment.promo.ok')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
